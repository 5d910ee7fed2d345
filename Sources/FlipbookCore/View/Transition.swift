/// How a view arrives when inserted and leaves when removed inside an animation, as SwiftUI's
/// `AnyTransition`. A transition is a pair of states: active (off screen: transparent, scaled
/// to nothing, moved away) and identity (the view as laid out); the animator moves between them.
public struct AnyTransition {
    indirect enum Kind {
        case identity
        case opacity
        case scale(CGFloat, anchor: UnitPoint)
        case offset(CGSize)
        case move(Edge)
        case asymmetric(insertion: AnyTransition, removal: AnyTransition)
        case combined(AnyTransition, AnyTransition)
        case modifier(active: AnyViewModifier, identity: AnyViewModifier)
    }

    let kind: Kind

    /// No change: the view appears and disappears at once.
    public static var identity: AnyTransition { AnyTransition(kind: .identity) }
    /// Fades in and out.
    public static var opacity: AnyTransition { AnyTransition(kind: .opacity) }
    /// Scales from nothing about the centre.
    public static var scale: AnyTransition { AnyTransition(kind: .scale(0, anchor: .center)) }
    /// Moves in from the leading edge and out to the trailing edge.
    public static var slide: AnyTransition { .asymmetric(insertion: .move(edge: .leading), removal: .move(edge: .trailing)) }

    /// Scales from `scale` about `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(kind: .scale(scale, anchor: anchor))
    }

    /// Moves by `offset` points.
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(kind: .offset(offset)) }

    /// Moves by (`x`, `y`) points.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { .offset(CGSize(width: x, height: y)) }

    /// Moves by the view's own size toward `edge`.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(kind: .move(edge)) }

    /// One transition for insertion, another for removal.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(kind: .asymmetric(insertion: insertion, removal: removal))
    }

    /// A transition between two states of a modifier; animatable modifiers interpolate.
    public static func modifier(active: some ViewModifier, identity: some ViewModifier) -> AnyTransition {
        AnyTransition(kind: .modifier(active: AnyViewModifier(active), identity: AnyViewModifier(identity)))
    }

    /// Both transitions at once.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(kind: .combined(self, other))
    }
}

extension AnyTransition {
    /// The effects of the transition a fraction `progress` of the way from active (0) to
    /// identity (1), for a view of `size`.
    func effects(progress: Double, size: CGSize, isRemoval: Bool) -> [RenderEffect] {
        let away = 1 - progress
        switch kind {
        case .identity, .modifier: return []
        case .opacity: return [.opacity(progress)]
        case let .scale(scale, anchor):
            let value = scale + (1 - scale) * progress
            return [.scale(CGSize(width: value, height: value), anchor: anchor)]
        case let .offset(offset): return [.offset(CGSize(width: offset.width * away, height: offset.height * away))]
        case let .move(edge): return [.offset(edge.offset(for: size, times: away))]
        case let .asymmetric(insertion, removal):
            return (isRemoval ? removal : insertion).effects(progress: progress, size: size, isRemoval: isRemoval)
        case let .combined(first, second):
            return first.effects(progress: progress, size: size, isRemoval: isRemoval)
                + second.effects(progress: progress, size: size, isRemoval: isRemoval)
        }
    }

    /// The modifiers of the transition at `progress`: animatable ones interpolated between
    /// their active and identity data, others switching at the end points.
    func modifiers(progress: Double, isRemoval: Bool) -> [AnyViewModifier] {
        switch kind {
        case let .modifier(active, identity):
            guard let from = active.animatableData, let to = identity.animatableData else {
                return [progress < 1 ? active : identity]
            }
            return [active.with(AnyVector.interpolate(from, to, progress))]
        case let .asymmetric(insertion, removal):
            return (isRemoval ? removal : insertion).modifiers(progress: progress, isRemoval: isRemoval)
        case let .combined(first, second):
            return first.modifiers(progress: progress, isRemoval: isRemoval) + second.modifiers(progress: progress, isRemoval: isRemoval)
        default:
            return []
        }
    }
}

extension Edge {
    /// The offset that moves a view of `size` `times` its size toward this edge.
    func offset(for size: CGSize, times factor: Double) -> CGSize {
        switch self {
        case .top: CGSize(width: 0, height: -size.height * factor)
        case .bottom: CGSize(width: 0, height: size.height * factor)
        case .leading: CGSize(width: -size.width * factor, height: 0)
        case .trailing: CGSize(width: size.width * factor, height: 0)
        }
    }
}
