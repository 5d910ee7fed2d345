import FlipbookCore
import FlipbookRenderer

/// Whether a scene is in use, as SwiftUI's `ScenePhase`: a Flipbook scene being drawn is
/// always ``active``.
public enum ScenePhase: Comparable, Hashable, Sendable {
    /// Not shown.
    case background
    /// Shown, but not taking events.
    case inactive
    /// Shown and taking events.
    case active
}

private struct ScenePhaseKey: EnvironmentKey {
    static var defaultValue: ScenePhase { .active }
}

extension EnvironmentValues {
    /// Whether the scene is in use: `@Environment(\.scenePhase)`, always ``ScenePhase/active``.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}
