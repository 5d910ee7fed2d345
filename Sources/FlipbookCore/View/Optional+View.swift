/// An optional view is a view, as in SwiftUI: the wrapped view, or nothing when `nil`
/// (`showsHint ? HintView() : nil`).
extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
    func makeNode() -> ViewNode {
        switch self {
        case let .some(view): view.makeNode()
        case .none: EmptyView().makeNode()
        }
    }
}
