/// One transition for a view's insertion and another for its removal, as SwiftUI's
/// `AsymmetricTransition`: `.transition(AsymmetricTransition(insertion: .identity, removal: .opacity))`.
/// SwiftUI's type is generic over two `Transition` types; here both are ``AnyTransition``
/// values, which the same calls name.
public struct AsymmetricTransition {
    /// How the view arrives.
    public var insertion: AnyTransition
    /// How the view leaves.
    public var removal: AnyTransition

    /// A transition that inserts by `insertion` and removes by `removal`.
    public init(insertion: AnyTransition, removal: AnyTransition) {
        self.insertion = insertion
        self.removal = removal
    }
}

extension View {
    /// How the view arrives and leaves: by `transition`'s insertion and removal.
    public func transition(_ transition: AsymmetricTransition) -> some View {
        self.transition(.asymmetric(insertion: transition.insertion, removal: transition.removal))
    }
}
