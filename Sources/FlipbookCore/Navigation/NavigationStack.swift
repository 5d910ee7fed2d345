/// Screens pushed one over another under a navigation bar, as SwiftUI's `NavigationStack`.
/// A `NavigationLink` pushes a screen: it slides in from the right over the one below, which
/// moves a third of the way left and dims; the back button (titled with the screen below's
/// title) pops it. The root's title is large (34 pt bold) and shrinks into the bar as the
/// content scrolls. Touch scripts find the back button as `back`.
public struct NavigationStack<Root: View>: View {
    let root: Root
    let boundPath: Binding<[AnyHashable]>?
    @State private var ownPath: [AnyHashable] = []
    /// Views pushed by `NavigationLink(destination:)`, above the path's values, by id.
    @State private var pushedViews: [(id: Int, node: ViewNode)] = []
    @State private var nextViewID = 0
    @State private var context = NavigationContext()
    @State private var editMode = EditMode.inactive
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.passNotes) private var passNotes

    /// Creates a stack showing `root`, pushing and popping on its own.
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        boundPath = nil
    }

    /// Creates a stack whose pushed values are `path`'s.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
        boundPath = Binding(get: { path.wrappedValue.elements }, set: { path.wrappedValue.elements = $0 })
    }

    /// Creates a stack whose pushed values are the elements of `path`.
    public init<Data>(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: RandomAccessCollection & RangeReplaceableCollection & MutableCollection, Data.Element: Hashable {
        self.root = root()
        boundPath = Binding(get: { path.wrappedValue.map(AnyHashable.init) },
                            set: { path.wrappedValue = Data($0.compactMap { $0.base as? Data.Element }) })
    }

    public var body: some View {
        prepareContext()
        let entries = self.entries
        return ZStack(alignment: .top) {
            NavigationDeck(screens: screens(for: entries), context: context)
            NavigationBar(context: context, depth: entries.count)
        }
        .ignoresSafeArea()
        .environment(\.navigationContext, context)
        .environment(\.editMode, $editMode)
    }

    /// The pushed screens, bottom first: the path's values, pushed views, then destinations
    /// whose binding holds.
    private var entries: [NavigationEntry] {
        (boundPath?.wrappedValue ?? ownPath).map(NavigationEntry.value) + pushedViews.map { NavigationEntry.view(id: $0.id) }
            + context.presentedDestinations.indices.filter { context.presentedDestinations[$0].isPresented.wrappedValue }
                .map { NavigationEntry.presented(index: $0) }
    }

    /// Clears what the views said last pass and connects pushing and popping to this stack.
    private func prepareContext() {
        context.beginPass()
        context.push = { entry in push(entry) }
        context.pushView = { node in pushView(node) }
        context.pop = { pop() }
    }

    private func screens(for entries: [NavigationEntry]) -> [NavigationScreenModel] {
        let pushed = pushedViews, passNotes = passNotes
        return [NavigationScreenModel(entry: nil, depth: 0, content: root.makeNode())]
            + entries.enumerated().map { index, entry in
                let node: ViewNode? = switch entry {
                case let .view(id): pushed.first { $0.id == id }?.node
                case let .presented(index): context.presentedDestinations[index].content(noting: passNotes)
                case .value: nil
                }
                return NavigationScreenModel(entry: entry, depth: index + 1, content: node)
            }
    }
}

extension NavigationStack {
    /// Pushes a value (onto the path) or a view (above it).
    private func push(_ entry: NavigationEntry) {
        switch entry {
        case let .value(value):
            if let boundPath { boundPath.wrappedValue.append(value) } else { ownPath.append(value) }
        case .view, .presented:
            break
        }
    }

    /// Pushes `node` as a screen of its own.
    private func pushView(_ node: ViewNode) {
        pushedViews.append((nextViewID, node))
        nextViewID += 1
    }

    /// Pops the top screen.
    private func pop() {
        if let presented = context.presentedDestinations.last(where: { $0.isPresented.wrappedValue }) {
            presented.isPresented.wrappedValue = false
        } else if !pushedViews.isEmpty {
            pushedViews.removeLast()
        } else if let boundPath, !boundPath.wrappedValue.isEmpty {
            boundPath.wrappedValue.removeLast()
        } else if !ownPath.isEmpty {
            ownPath.removeLast()
        }
    }
}
