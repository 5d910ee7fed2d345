/// A view that is also `Animatable` (not a shape): SwiftUI rebuilds its body every frame of an
/// animation with the animatable data in flight, as it does for an animatable modifier. The
/// engine does the same by carrying the view as a modifier whose body is the view's body.
nonisolated struct AnimatableViewModifier<Content: View & Animatable>: ViewModifier, Animatable {
    var view: Content

    var animatableData: Content.AnimatableData {
        get { view.animatableData }
        set { view.animatableData = newValue }
    }

    @MainActor func body(content: ModifierContent) -> some View { view.body }
}

extension AnimatableViewModifier: DynamicPropertyContainer {
    var containedValue: Any { view }
}

/// A value that carries another whose dynamic properties are to be connected as its own.
protocol DynamicPropertyContainer {
    var containedValue: Any { get }
}

/// The node of an animatable view: a modifier node around nothing, so the animator
/// interpolates the view's data and its body is rebuilt from it every frame.
func animatableViewNode<V: View & Animatable>(_ view: V) -> ViewNode {
    ViewNode(kind: .custom(AnyViewModifier(AnimatableViewModifier(view: view))), children: [ViewNode(kind: .modifierContent)])
}
