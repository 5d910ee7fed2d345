/// Two gestures that take a touch together, as SwiftUI's `SimultaneousGesture`.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    /// What the two gestures report; `nil` for one that reports nothing (a pan's part of a
    /// pinch that does not move, say).
    public struct Value {
        /// The first gesture's value.
        public var first: First.Value?
        /// The second gesture's value.
        public var second: Second.Value?
    }

    public typealias Body = Never

    /// The first gesture.
    public var first: First
    /// The second gesture.
    public var second: Second

    /// Combines `first` and `second`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

extension SimultaneousGesture: PrimitiveGesture {
    func accepts(_ kind: TouchKind) -> Bool { untyped.accepts(kind) }

    func change(_ touch: TouchSample) -> Any? { typed(untyped.values(changing: touch)) }

    func end(_ touch: TouchSample) -> Any? { typed(untyped.values(ending: touch)) }

    private var untyped: Simultaneous { Simultaneous(first.resolved(), second.resolved()) }

    private func typed(_ values: (Any?, Any?)?) -> Value? {
        values.map { Value(first: $0.0 as? First.Value, second: $0.1 as? Second.Value) }
    }
}
