/// A view that compares itself with the view at its place in the last build, as SwiftUI's
/// `EquatableView`: when the two are equal (by `Content`'s `==`) and the environment around
/// it is the same, its body is not evaluated again and its subtree is not laid out again at
/// a size it was laid out at before. A discard pile of sixty cards that did not change costs
/// a comparison each, not sixty bodies and layouts, whenever a tap rebuilds the screen.
///
/// As in SwiftUI, `==` is a promise: equal values draw the same. The engine keeps the promise
/// safe where it can see past it: a subtree whose views hold state (`@State`, `@Environment`
/// and the other dynamic properties), run `onAppear`, `onDisappear` or `onChange`, or read
/// the clock is built afresh every time; one that read an `@Observable` model is built afresh
/// after the model changes.
///
/// ```swift
/// ForEach(game.discardPile) { card in
///     CardView(card).equatable()
/// }
/// ```
public struct EquatableView<Content: View & Equatable>: View, PrimitiveView {
    /// The view compared with its last value.
    public var content: Content

    /// Wraps `content`.
    public init(content: Content) { self.content = content }

    public typealias Body = Never

    func makeNode() -> ViewNode {
        // Only a view with a body is worth comparing: a primitive costs less to make again.
        guard case .body = NodeMaker.of(content) else { return content.makeNode() }
        return ViewNode(kind: .view(AnyViewBody(content, equality: ViewEquality<Content>.self)))
    }
}

extension View where Self: Equatable {
    /// This view, compared with its last value so that an unchanged one is not built again
    /// (see ``EquatableView``).
    public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}

/// Compares two views of one `Equatable` type, given as `any View`.
protocol AnyViewEquality {
    static func equal(_ first: any View, _ second: any View) -> Bool
}

/// ``AnyViewEquality`` for views of type `V`.
enum ViewEquality<V: View & Equatable>: AnyViewEquality {
    static func equal(_ first: any View, _ second: any View) -> Bool {
        guard let first = first as? V, let second = second as? V else { return false }
        return first == second
    }
}
