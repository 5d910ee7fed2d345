/// A reusable change to a view, as SwiftUI's `ViewModifier`: `body(content:)` builds a view
/// around `content`. A modifier that is also `Animatable` (SwiftUI's `AnimatableModifier`,
/// such as the course's `Cardify`) has its body rebuilt every frame with the interpolated
/// animatable data, so what it shows can depend on the value in flight.
@MainActor @preconcurrency public protocol ViewModifier {
    /// The type of view the modifier builds.
    associatedtype Body: View
    /// The view wrapped in this modifier.
    typealias Content = ModifierContent
    /// Builds the modified view around `content`.
    @ViewBuilder func body(content: Content) -> Body
}

/// A view modifier whose animatable data animates, as SwiftUI's `AnimatableModifier`.
public typealias AnimatableModifier = Animatable & ViewModifier

/// Stands for the modified view inside a modifier's `body(content:)`.
public struct ModifierContent: View, PrimitiveView {
    public typealias Body = Never
    func makeNode() -> ViewNode { ViewNode(kind: .modifierContent) }
}

extension View {
    /// Applies `modifier` to this view.
    public func modifier(_ modifier: some ViewModifier) -> some View {
        wrapped(in: .custom(AnyViewModifier(modifier)))
    }
}

/// Any view modifier, type-erased, with access to its animatable data.
struct AnyViewModifier {
    let base: any ViewModifier
    /// Where the body is evaluated, once the modifier has a place in the scene.
    var context: ModifierContext?

    init(_ modifier: any ViewModifier, context: ModifierContext? = nil) {
        base = modifier
        self.context = context
    }

    /// The modifier's animatable data, when it is animatable.
    var animatableData: (any VectorArithmetic)? {
        (base as? any Animatable)?.animatableData
    }

    /// The modifier with `data` as its animatable data.
    func with(_ data: any VectorArithmetic) -> AnyViewModifier {
        func set<A: Animatable>(_ value: A) -> any Animatable {
            var copy = value
            if let typed = data as? A.AnimatableData { copy.animatableData = typed }
            return copy
        }
        guard let animatable = base as? any Animatable, let updated = set(animatable) as? any ViewModifier else { return self }
        return AnyViewModifier(updated, context: context)
    }

    /// The modifier's body with `content` in place of its content placeholder.
    @MainActor func resolve(content: ViewNode) -> ViewNode {
        func body<M: ViewModifier>(_ modifier: M) -> ViewNode {
            modifier.body(content: ModifierContent()).makeNode()
        }
        let body = body(base)
        let resolved = if let context {
            context.resolver.resolve(body, key: context.key, environment: context.environment)
        } else {
            ViewResolver.detached.resolve(body, key: "detached", environment: EnvironmentValues())
        }
        return resolved.substitutingContent(content)
    }
}

extension ViewNode {
    /// This tree with every content placeholder replaced by `content`; modifiers applied to
    /// the placeholder (`content.opacity(0)`) apply to the content.
    func substitutingContent(_ content: ViewNode) -> ViewNode {
        if case .modifierContent = kind {
            var replaced = content
            replaced.attributes.merge(attributes)
            return replaced
        }
        var copy = self
        copy.children = children.map { $0.substitutingContent(content) }
        // An equatable view's subtree that held the placeholder holds other content now: what
        // was measured and placed of it does not stand for this.
        if copy.attributes.subtreeMemo != nil { copy.attributes.subtreeMemo = nil }
        if case let .geometryReader(build) = kind {
            copy.kind = .geometryReader { build($0).substitutingContent(content) }
        }
        return copy
    }
}

extension NodeAttributes {
    /// Adds what `outer` sets: its effects after ours, its other settings over ours, except the
    /// environment, where ours wins.
    mutating func merge(_ outer: NodeAttributes) {
        guard !outer.isUntouched else { return }
        // Merged into defaults, every value is outer's (effects, gestures, environment
        // changes and handlers appended to empty lists): share its box. A subtree's memo
        // belongs to its root alone and is not merged.
        guard !isUntouched || outer.subtreeMemo != nil else { return self = outer }
        update { values in
            values.effects += outer.effects
            values.id = outer.id ?? values.id
            values.elementID = outer.elementID ?? values.elementID
            values.transition = outer.transition ?? values.transition
            values.zIndex = outer.zIndex != 0 ? outer.zIndex : values.zIndex
            values.layoutPriority = outer.layoutPriority != 0 ? outer.layoutPriority : values.layoutPriority
            values.gestures.merge(outer.gestures)
            values.target = outer.target ?? values.target
            values.implicitAnimation = outer.implicitAnimation ?? values.implicitAnimation
            // The view's own environment wins over what is set around it, as in SwiftUI.
            values.environment.merge(outer: outer.environment)
            values.lifecycle += outer.lifecycle
            values.preferredColorScheme = values.preferredColorScheme ?? outer.preferredColorScheme
            values.drawsAboveClips = values.drawsAboveClips || outer.drawsAboveClips
        }
    }
}
