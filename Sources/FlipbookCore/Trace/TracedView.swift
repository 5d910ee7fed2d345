/// How one view with an identity is presented in one frame, as the trace of a run records it.
///
/// Positions are in points on the screen, origin top-left, y down; angles in degrees, as
/// SwiftUI's (clockwise on screen for positive 2D rotations).
public struct TracedView: Codable, Hashable, Sendable {
    /// The view's identity: its explicit `.id(_:)` value, or its `ForEach` element's id,
    /// written as text (`12`, `card-3`); an element inside a view with an identity is named
    /// after it (`12/0`: element 0 of a `ForEach` inside view 12); a second view known by the
    /// same id in a run is `12#2` from its first frame on (see ``Player/tracedViews()``). A
    /// view placed with `.position` is recorded with its content's frame, not the space it fills.
    public var id: String
    /// The left of the view's frame on screen, after every offset, scale and rotation of the
    /// view and its ancestors: the smallest box around the turned frame.
    public var x: Double
    /// The top of the view's frame on screen.
    public var y: Double
    /// The width of the frame on screen.
    public var width: Double
    /// The height of the frame on screen.
    public var height: Double
    /// The opacity it is drawn with: the product of its and its ancestors' opacities, 0…1.
    public var opacity: Double
    /// Its 2D rotation on screen, the sum of its and its ancestors' `rotationEffect`s, in
    /// degrees in -180…180.
    public var rotation: Double
    /// The angle of the first `rotation3DEffect` on it or inside it (down to the next view with
    /// an identity), in degrees; 0 when there is none.
    public var rotation3D: Double
    /// Its scale on screen along x, the product of its and its ancestors' scale effects.
    public var scale: Double

    /// Creates a record.
    public init(id: String, x: Double, y: Double, width: Double, height: Double, opacity: Double = 1,
                rotation: Double = 0, rotation3D: Double = 0, scale: Double = 1) {
        self.id = id
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.opacity = opacity
        self.rotation = rotation
        self.rotation3D = rotation3D
        self.scale = scale
    }

    /// The centre of the frame on screen, in points.
    public var center: CGPoint { CGPoint(x: x + width / 2, y: y + height / 2) }

    /// The value of `quantity`.
    public func value(of quantity: TraceQuantity) -> Double {
        switch quantity {
        case .x: return x
        case .y: return y
        case .width: return width
        case .height: return height
        case .opacity: return opacity
        case .rotation: return rotation
        case .rotation3D: return rotation3D
        case .scale: return scale
        }
    }
}

/// A value a trace records for every view, as `flipbook plot --value` names it.
public enum TraceQuantity: String, CaseIterable, Codable, Sendable {
    case x, y, width, height, opacity, rotation, rotation3D, scale

    /// The unit its values are in: `pt`, `°` or empty for ratios.
    public var unit: String {
        switch self {
        case .x, .y, .width, .height: return "pt"
        case .rotation, .rotation3D: return "°"
        case .opacity, .scale: return ""
        }
    }
}
