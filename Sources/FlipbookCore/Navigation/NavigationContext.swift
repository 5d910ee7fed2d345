/// What a navigation stack learns from the views inside it during a pass: how to build a
/// screen for a pushed value, and each screen's title and toolbar. Views write into it while
/// their bodies are evaluated, before the bar (evaluated after the screens) reads it.
final class NavigationContext {
    /// Builds the screen for a pushed value, by the value's type.
    var destinations: [ObjectIdentifier: (AnyHashable) -> ViewNode] = [:]
    /// Screens pushed while a binding holds (`navigationDestination(isPresented:)`), as the
    /// views declared them last pass (the stack's body is evaluated before theirs) and this one.
    private(set) var presentedDestinations: [PresentedDestination] = []
    private var declaredDestinations: [PresentedDestination] = []
    /// What each screen, by depth (0 is the root), said about itself this pass.
    private(set) var screens: [Int: NavigationScreenRecord] = [:]
    /// Pushes a value or a view.
    var push: (NavigationEntry) -> Void = { _ in }
    /// Pushes a view as a screen of its own (`NavigationLink(destination:)`).
    var pushView: (ViewNode) -> Void = { _ in }
    /// Pops the top screen.
    var pop: () -> Void = {}
    /// The `dismiss` action of pushed screens: pops the top one (the only one that takes touches).
    private(set) lazy var dismissTop = DismissAction { [unowned self] in self.pop() }

    /// The record of the screen at `depth`, made fresh the first time in a pass.
    func screen(_ depth: Int) -> NavigationScreenRecord {
        if let record = screens[depth] { return record }
        let record = NavigationScreenRecord(depth: depth)
        screens[depth] = record
        return record
    }

    /// Forgets what the views said last pass.
    func beginPass() {
        screens = [:]
        destinations = [:]
        presentedDestinations = declaredDestinations
        declaredDestinations = []
    }

    /// Declares a screen pushed while `isPresented` holds.
    func declare(_ destination: PresentedDestination) { declaredDestinations.append(destination) }
}

/// A screen pushed while a binding holds.
struct PresentedDestination {
    let isPresented: Binding<Bool>
    let content: () -> ViewNode

    /// The screen, as the pass that declared it made it, noted in `notes` as shown from the
    /// pass before (see ``PassNotes``).
    func content(noting notes: PassNotes?) -> ViewNode {
        notes?.noteRelianceOnPassBefore()
        return content()
    }
}

/// What a screen of a navigation stack said about itself.
final class NavigationScreenRecord {
    let depth: Int
    var title = ""
    var displayMode = NavigationBarItem.TitleDisplayMode.automatic
    var toolbarItems: [ToolbarItemRecord] = []
    var isBackButtonHidden = false
    /// How far the screen's scroll view is scrolled, written by it.
    let scroll = ScrollOffsetReport()

    init(depth: Int) { self.depth = depth }
}

/// A screen pushed on a stack: a value shown through its destination, or a view.
enum NavigationEntry: Hashable {
    case value(AnyHashable)
    case view(id: Int)
    case presented(index: Int)
}

private struct NavigationScreenKey: EnvironmentKey {
    static var defaultValue: NavigationScreenRecord? { nil }
}

private struct NavigationContextKey: EnvironmentKey {
    static var defaultValue: NavigationContext? { nil }
}

extension EnvironmentValues {
    /// The screen of the navigation stack the view is on.
    var navigationScreen: NavigationScreenRecord? {
        get { self[NavigationScreenKey.self] }
        set { self[NavigationScreenKey.self] = newValue }
    }

    /// The navigation stack the view is in.
    var navigationContext: NavigationContext? {
        get { self[NavigationContextKey.self] }
        set { self[NavigationContextKey.self] = newValue }
    }
}

/// Names of the navigation bar's title modes, as SwiftUI's `NavigationBarItem`.
public enum NavigationBarItem {
    /// How a screen's title is drawn.
    public enum TitleDisplayMode: Hashable, Sendable {
        /// Large on the root screen, inline on pushed ones.
        case automatic
        /// Small, centred in the bar.
        case inline
        /// 34-point bold under the bar, shrinking into it as the content scrolls.
        case large
    }
}
