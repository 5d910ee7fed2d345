/// The context of a change, as SwiftUI's `Transaction`: the animation it runs with, or none.
public struct Transaction: Sendable {
    /// The animation of the change; `nil` makes it jump.
    public var animation: Animation?

    /// Creates a transaction.
    public init(animation: Animation? = nil) { self.animation = animation }
}
