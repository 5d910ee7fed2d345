/// A sidebar and a detail, as SwiftUI's two-column `NavigationSplitView`. On a wide size
/// (at least 1024 points, an iPad's) they stand side by side as iPad draws them: the sidebar
/// 320 points wide, a hairline, then the detail, each column with its own navigation bar; the
/// sidebar's `List(selection:)` fills the selected row with the accent colour and the detail
/// shows what is selected. On a narrower size they collapse into one stack: the sidebar is its
/// root, selecting a row pushes the detail (the row grey while it slides in), and going back
/// pops it and clears the selection. Touch scripts find the sidebar's rows as `row N`.
public struct NavigationSplitView<Sidebar: View, Detail: View>: View {
    let sidebar: Sidebar
    let detail: Detail
    /// Which columns show beside each other on a wide size.
    let columnVisibility: Binding<NavigationSplitViewVisibility>?
    @State private var showsDetail = false
    @State private var context = NavigationSplitContext()
    @Environment(\.colorScheme) private var colorScheme

    /// Creates a split view of `sidebar` and `detail`.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.detail = detail()
        columnVisibility = nil
    }

    /// Creates a split view of `sidebar` and `detail` whose columns `columnVisibility` shows:
    /// on a wide size, `.detailOnly` shows the detail alone and any other value both columns.
    /// A narrow size shows one column at a time whatever it says.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.detail = detail()
        self.columnVisibility = columnVisibility
    }

    public var body: some View {
        let context = context, showsDetail = $showsDetail
        context.showDetail = { showsDetail.wrappedValue = true }
        let columns = NavigationSplitColumns(sidebar: sidebar, detail: detail, context: context,
                                             separator: SystemColors.separator(colorScheme))
        let stack = NavigationSplitStack(sidebar: sidebar, detail: detail, context: context, isPresented: Binding(
            get: { showsDetail.wrappedValue },
            set: { shows in
                showsDetail.wrappedValue = shows
                if !shows { context.clearSelection() }
            }))
        let detailOnly = columnVisibility?.wrappedValue == .detailOnly
        return GeometryReader { proxy in
            if proxy.size.width < NavigationSplitContext.wideWidth {
                stack
            } else if detailOnly {
                NavigationStack { detail }
            } else {
                columns
            }
        }
    }
}

/// Which columns of a split view show, as SwiftUI's `NavigationSplitViewVisibility`.
public struct NavigationSplitViewVisibility: Hashable, Sendable, Codable {
    private let name: String

    /// The platform's choice: every column, on a wide size.
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
    /// Every column.
    public static let all = NavigationSplitViewVisibility(name: "all")
    /// The detail and the column before it.
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    /// The detail alone.
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

/// The columns side by side: the sidebar's stack, a hairline, the detail's stack.
struct NavigationSplitColumns<Sidebar: View, Detail: View>: View {
    let sidebar: Sidebar
    let detail: Detail
    let context: NavigationSplitContext
    let separator: Color

    var body: some View {
        let sidebar = sidebar.environment(\.navigationSplit, context.beside(true))
        return HStack(spacing: 0) {
            NavigationStack { sidebar }.frame(width: NavigationSplitContext.sidebarWidth)
            Rectangle().fill(separator).frame(width: 0.5)
            NavigationStack { detail }
        }
    }
}

/// The columns collapsed into one stack: the sidebar at its root, the detail pushed while
/// `isPresented` holds.
struct NavigationSplitStack<Sidebar: View, Detail: View>: View {
    let sidebar: Sidebar
    let detail: Detail
    let context: NavigationSplitContext
    let isPresented: Binding<Bool>

    var body: some View {
        let detail = detail.environment(\.navigationSplit, nil)
        return NavigationStack {
            sidebar.environment(\.navigationSplit, context.beside(false))
                .navigationDestination(isPresented: isPresented) { detail }
        }
    }
}

/// What a split view tells the list in its sidebar, and learns from it: whether the columns
/// stand side by side, how to show the detail, how to clear the selection.
final class NavigationSplitContext {
    /// The least width, in points, at which the columns stand side by side.
    static let wideWidth = 1024.0
    /// The sidebar's width beside the detail, in points.
    static let sidebarWidth = 320.0

    /// Whether the sidebar stands beside the detail.
    private(set) var isBesideDetail = false
    /// Shows the detail (pushes it on a narrow size).
    var showDetail: () -> Void = {}
    /// Clears the sidebar list's selection; the list sets it when its body is evaluated.
    var clearSelection: () -> Void = {}

    /// The context, noting whether the columns stand side by side.
    func beside(_ isBeside: Bool) -> NavigationSplitContext {
        isBesideDetail = isBeside
        return self
    }
}

private struct NavigationSplitKey: EnvironmentKey {
    static var defaultValue: NavigationSplitContext? { nil }
}

extension EnvironmentValues {
    /// The split view whose sidebar the view is in.
    var navigationSplit: NavigationSplitContext? {
        get { self[NavigationSplitKey.self] }
        set { self[NavigationSplitKey.self] = newValue }
    }
}
