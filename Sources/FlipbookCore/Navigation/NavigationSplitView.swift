/// A sidebar and a detail, as SwiftUI's `NavigationSplitView`, with a content column between
/// them in its three-column form. On a wide size (at least 1024 points, an iPad's) the columns
/// stand side by side as iPad draws them: the sidebar 320 points wide (and the content
/// column as wide), a hairline between columns, each column with its own navigation bar; a
/// `List(selection:)` in a column fills the selected row with the accent colour and the next
/// column shows what is selected. On a narrower size they collapse into one stack: the sidebar
/// is its root, selecting a row pushes the next column (the row grey while it slides in), and
/// going back pops it and clears the selection. Touch scripts find the rows as `row N`.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar
    /// The middle column, in the three-column form.
    let content: Content?
    let detail: Detail
    /// Which columns show beside each other on a wide size.
    let columnVisibility: Binding<NavigationSplitViewVisibility>?
    @State private var showsContent = false
    @State private var showsDetail = false
    @State private var sidebarContext = NavigationSplitContext()
    @State private var contentContext = NavigationSplitContext()
    @Environment(\.colorScheme) private var colorScheme

    /// Creates a split view of `sidebar`, `content` and `detail`.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
        columnVisibility = nil
    }

    /// Creates a split view of three columns whose columns `columnVisibility` shows.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
        self.columnVisibility = columnVisibility
    }

    public var body: some View {
        let detailOnly = columnVisibility?.wrappedValue == .detailOnly
        let columns = wideColumns, stack = narrowStack
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

    /// The columns side by side.
    private var wideColumns: NavigationSplitColumns<Sidebar, Content, Detail> {
        let showsContent = $showsContent, showsDetail = $showsDetail
        sidebarContext.showDetail = { showsContent.wrappedValue = true }
        contentContext.showDetail = { showsDetail.wrappedValue = true }
        return NavigationSplitColumns(sidebar: sidebar, content: content, detail: detail, sidebarContext: sidebarContext,
                                      contentContext: contentContext, separator: SystemColors.separator(colorScheme))
    }

    /// The columns collapsed into one stack.
    private var narrowStack: NavigationSplitStack<Sidebar, Content, Detail> {
        let showsContent = $showsContent, showsDetail = $showsDetail
        let sidebarContext = sidebarContext, contentContext = contentContext
        let hasContent = content != nil
        sidebarContext.showDetail = { (hasContent ? showsContent : showsDetail).wrappedValue = true }
        contentContext.showDetail = { showsDetail.wrappedValue = true }
        return NavigationSplitStack(
            sidebar: sidebar, content: content, detail: detail, sidebarContext: sidebarContext, contentContext: contentContext,
            showsContent: Self.clearing(showsContent, context: sidebarContext),
            showsDetail: Self.clearing(showsDetail, context: hasContent ? contentContext : sidebarContext))
    }

    /// `shows`, which clears the list selection of `context` when it turns false (going back).
    private static func clearing(_ shows: Binding<Bool>, context: NavigationSplitContext) -> Binding<Bool> {
        Binding(get: { shows.wrappedValue }, set: { value in
            shows.wrappedValue = value
            if !value { context.clearSelection() }
        })
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// Creates a split view of `sidebar` and `detail`.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = nil
        self.detail = detail()
        columnVisibility = nil
    }

    /// Creates a split view of `sidebar` and `detail` whose columns `columnVisibility` shows:
    /// on a wide size, `.detailOnly` shows the detail alone and any other value both columns.
    /// A narrow size shows one column at a time whatever it says.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = nil
        self.detail = detail()
        self.columnVisibility = columnVisibility
    }
}

/// The columns side by side: the sidebar's stack, a hairline, the content's stack and another
/// hairline when there is one, the detail's stack.
struct NavigationSplitColumns<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail
    let sidebarContext: NavigationSplitContext
    let contentContext: NavigationSplitContext
    let separator: Color

    var body: some View {
        let sidebar = sidebar.environment(\.navigationSplit, sidebarContext.beside(true))
        return HStack(spacing: 0) {
            NavigationStack { sidebar }.frame(width: NavigationSplitContext.sidebarWidth)
            Rectangle().fill(separator).frame(width: 0.5).ignoresSafeArea()
            if let content {
                NavigationStack { content.environment(\.navigationSplit, contentContext.beside(true)) }
                    .frame(width: NavigationSplitContext.sidebarWidth)
                Rectangle().fill(separator).frame(width: 0.5).ignoresSafeArea()
            }
            NavigationStack { detail }
        }
    }
}

/// The columns collapsed into one stack: the sidebar at its root, the content pushed while
/// `showsContent` holds, the detail while `showsDetail` does.
struct NavigationSplitStack<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail
    let sidebarContext: NavigationSplitContext
    let contentContext: NavigationSplitContext
    let showsContent: Binding<Bool>
    let showsDetail: Binding<Bool>

    var body: some View {
        let detail = detail.environment(\.navigationSplit, nil)
        return NavigationStack {
            if let content {
                // Both pushes are declared at the root, so each pass declares them afresh.
                sidebar.environment(\.navigationSplit, sidebarContext.beside(false))
                    .navigationDestination(isPresented: showsContent) {
                        content.environment(\.navigationSplit, contentContext.beside(false))
                    }
                    .navigationDestination(isPresented: showsDetail) { detail }
            } else {
                sidebar.environment(\.navigationSplit, sidebarContext.beside(false))
                    .navigationDestination(isPresented: showsDetail) { detail }
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
