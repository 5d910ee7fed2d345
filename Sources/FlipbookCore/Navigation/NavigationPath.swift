/// A list of values pushed on a navigation stack, of any hashable types, as SwiftUI's
/// `NavigationPath`: bind one to `NavigationStack(path:)` to push and pop in code.
public struct NavigationPath: Hashable {
    var elements: [AnyHashable]

    /// An empty path: the stack shows its root.
    public init() { elements = [] }

    /// A path of `elements`, first pushed first.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable { self.elements = elements.map(AnyHashable.init) }

    /// How many screens are pushed.
    public var count: Int { elements.count }

    /// Whether the stack shows its root.
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes `value`.
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

    /// Pops the last `k` screens.
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(min(k, elements.count)) }
}
