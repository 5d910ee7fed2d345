extension Gesture {
    /// This gesture and `other` at once, as SwiftUI's `simultaneously(with:)`: both take the
    /// touch (a pinch and a pan on one view); the value holds what each reports.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    /// This gesture, or `other` when this one cannot take the touch, as SwiftUI's
    /// `exclusively(before:)`: `doubleTap.exclusively(before: singleTap)` runs the double tap
    /// for a double tap and the single one for a single tap.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}

// MARK: - Untyped composition, shared by the public types and the gestures of a view's ancestors

/// Two gestures that both take a touch.
struct Simultaneous: PrimitiveGesture {
    let first: any PrimitiveGesture
    let second: any PrimitiveGesture

    init(_ first: any PrimitiveGesture, _ second: any PrimitiveGesture) {
        self.first = first
        self.second = second
    }

    func accepts(_ kind: TouchKind) -> Bool { first.accepts(kind) || second.accepts(kind) }

    func change(_ touch: TouchSample) -> Any? { values(changing: touch).map { $0 as Any } }

    func end(_ touch: TouchSample) -> Any? { values(ending: touch).map { $0 as Any } }

    /// Both gestures' values as the touch changes; `nil` when neither reports one.
    func values(changing touch: TouchSample) -> (Any?, Any?)? {
        let values = (first.change(touch), second.change(touch))
        return values.0 == nil && values.1 == nil ? nil : values
    }

    /// Both gestures' last values; `nil` when neither took the touch.
    func values(ending touch: TouchSample) -> (Any?, Any?)? {
        let values = (first.end(touch), second.end(touch))
        return values.0 == nil && values.1 == nil ? nil : values
    }
}

/// Two gestures of which the first takes the touches it accepts and the second the others.
struct Exclusive: PrimitiveGesture {
    let first: any PrimitiveGesture
    let second: any PrimitiveGesture

    init(_ first: any PrimitiveGesture, _ second: any PrimitiveGesture) {
        self.first = first
        self.second = second
    }

    func accepts(_ kind: TouchKind) -> Bool { first.accepts(kind) || second.accepts(kind) }

    func change(_ touch: TouchSample) -> Any? { value(changing: touch)?.value }

    func end(_ touch: TouchSample) -> Any? { value(ending: touch)?.value }

    /// The value of the gesture that takes the touch, as it changes.
    func value(changing touch: TouchSample) -> (isFirst: Bool, value: Any)? {
        let isFirst = first.accepts(touch.kind)
        return (isFirst ? first.change(touch) : second.change(touch)).map { (isFirst, $0) }
    }

    /// The last value of the gesture that takes the touch.
    func value(ending touch: TouchSample) -> (isFirst: Bool, value: Any)? {
        let isFirst = first.accepts(touch.kind)
        return (isFirst ? first.end(touch) : second.end(touch)).map { (isFirst, $0) }
    }
}
