import FlipbookCore
import FlipbookRenderer

/// A part of an app's interface that the system shows, as SwiftUI's `Scene`: a window group
/// and what it holds. An app's ``App/body`` is made of scenes; Flipbook shows the first
/// ``WindowGroup``'s content on the screen it renders, plays or opens.
@MainActor @preconcurrency
public protocol Scene {
    /// The type of the scenes this scene is made of.
    associatedtype Body: Scene
    /// The scenes this scene is made of.
    @SceneBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: Scene {}

extension Scene where Body == Never {
    /// Primitive scenes have no body: Flipbook reads them itself.
    public var body: Never { fatalError("\(Self.self) is read by Flipbook and has no body") }
}

/// A scene Flipbook reads itself: the windows it brings.
@MainActor
protocol PrimitiveScene {
    var windows: [SceneWindow] { get }
}

extension Scene {
    /// The windows of this scene, in order: a primitive scene's own, or its body's.
    var windows: [SceneWindow] {
        if let primitive = self as? any PrimitiveScene { return primitive.windows }
        return body.windows
    }
}

/// One window of an app as the scene builder collects it: its title, the size it asks for,
/// and its content.
public struct SceneWindow {
    /// The window's title, if it has one.
    let title: String?
    /// The size the window asks for, in points; `nil` for the device's screen.
    var defaultSize: CGSize?
    /// What the window shows.
    let content: AnyView
}

/// Collects the scenes of an app's `body`, as SwiftUI's `SceneBuilder`.
@MainActor @resultBuilder
public enum SceneBuilder {
    public static func buildExpression(_ scene: some Scene) -> [SceneWindow] { scene.windows }
    public static func buildBlock(_ parts: [SceneWindow]...) -> [SceneWindow] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [SceneWindow]?) -> [SceneWindow] { part ?? [] }
    public static func buildEither(first part: [SceneWindow]) -> [SceneWindow] { part }
    public static func buildEither(second part: [SceneWindow]) -> [SceneWindow] { part }
    public static func buildLimitedAvailability(_ part: [SceneWindow]) -> [SceneWindow] { part }
    public static func buildFinalResult(_ windows: [SceneWindow]) -> SceneList { SceneList(windows: windows) }
}

/// The scenes of a ``SceneBuilder`` block, in order.
public struct SceneList: Scene, PrimitiveScene {
    let windows: [SceneWindow]
}
