/// A drawing effect that changes how a laid-out view looks, not where layout puts it.
enum RenderEffect {
    case offset(CGSize)
    case scale(CGSize, anchor: UnitPoint)
    case rotation(Angle, anchor: UnitPoint)
    case rotation3D(Angle, axis: Axis3D, anchor: UnitPoint, perspective: CGFloat)
    case opacity(Double)
    /// A filter of everything the view draws (`blur`, `saturation`), inside its transform.
    case filter(LayerFilter)

    /// The data the animator interpolates.
    var animatableData: any VectorArithmetic {
        switch self {
        case let .offset(size): size.animatableData
        case let .scale(size, _): size.animatableData
        case let .rotation(angle, _): angle.radians
        case let .rotation3D(angle, _, _, _): angle.radians
        case let .opacity(opacity): opacity
        case let .filter(.blur(radius, _)): radius
        case let .filter(.saturation(amount)): amount
        }
    }

    /// The same effect with `data` in place of its animatable data.
    func with(_ data: any VectorArithmetic) -> RenderEffect {
        switch self {
        case .offset:
            guard let pair = data as? AnimatablePair<CGFloat, CGFloat> else { return self }
            return .offset(CGSize(width: pair.first, height: pair.second))
        case let .scale(_, anchor):
            guard let pair = data as? AnimatablePair<CGFloat, CGFloat> else { return self }
            return .scale(CGSize(width: pair.first, height: pair.second), anchor: anchor)
        case let .rotation(_, anchor):
            return .rotation(.radians(data as? Double ?? 0), anchor: anchor)
        case let .rotation3D(_, axis, anchor, perspective):
            return .rotation3D(.radians(data as? Double ?? 0), axis: axis, anchor: anchor, perspective: perspective)
        case .opacity:
            return .opacity(data as? Double ?? 1)
        case let .filter(.blur(_, opaque)):
            return .filter(.blur(radius: max(0, data as? Double ?? 0), opaque: opaque))
        case .filter(.saturation):
            return .filter(.saturation(data as? Double ?? 1))
        }
    }
}

/// An axis of rotation in three dimensions, as SwiftUI's `(x:y:z:)` tuple.
struct Axis3D: Hashable, Sendable {
    var x: Double, y: Double, z: Double
}
