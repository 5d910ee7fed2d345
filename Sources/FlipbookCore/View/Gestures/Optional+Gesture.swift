/// No gesture where the optional is `nil`, so `.gesture(isEditing ? drag : nil)` reads as
/// SwiftUI's.
extension Optional: Gesture where Wrapped: Gesture {
    public typealias Value = Wrapped.Value
    public typealias Body = Never
}

extension Optional: PrimitiveGesture where Wrapped: Gesture {
    func accepts(_ kind: TouchKind) -> Bool { self?.resolved().accepts(kind) ?? false }

    func change(_ touch: TouchSample) -> Any? { self?.resolved().change(touch) }

    func end(_ touch: TouchSample) -> Any? { self?.resolved().end(touch) }
}
