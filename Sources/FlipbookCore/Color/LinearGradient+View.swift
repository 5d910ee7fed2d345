/// A linear gradient as a view, as SwiftUI's: it fills the space offered
/// (`LinearGradient(…).ignoresSafeArea()` behind a screen).
extension LinearGradient: View, PrimitiveView {
    public typealias Body = Never
    func makeNode() -> ViewNode { Rectangle().fill(self).makeNode() }
}
