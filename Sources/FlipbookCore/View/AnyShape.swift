/// Any shape, type-erased, whose animatable data the animator can read and replace.
public struct AnyShape: Shape {
    let base: any Shape

    /// Erases the type of `shape`.
    public init(_ shape: some Shape) {
        base = (shape as? AnyShape)?.base ?? shape
    }

    public func path(in rect: CGRect) -> Path { base.path(in: rect) }

    /// The wrapped shape's animatable data.
    var baseAnimatableData: any VectorArithmetic { base.animatableData }

    /// The shape with `data` as its animatable data (unchanged when the type does not fit).
    func with(_ data: any VectorArithmetic) -> AnyShape {
        func open<S: Shape>(_ shape: S) -> AnyShape {
            var copy = shape
            guard let typed = data as? S.AnimatableData else { return self }
            copy.animatableData = typed
            return AnyShape(copy)
        }
        return open(base)
    }
}

extension AnyShape: Equatable {
    /// Two shapes of one type are equal when the type is `Equatable` and `==` says so, or when
    /// it holds no data at all (`Circle()`, a `Diamond()` of your own): such shapes are all alike.
    public static func == (first: AnyShape, second: AnyShape) -> Bool {
        func equal<S: Shape>(_ shape: S) -> Bool {
            guard let other = second.base as? S else { return false }
            return equalIfEquatable(shape, other) ?? (MemoryLayout<S>.size == 0)
        }
        return equal(first.base)
    }
}

/// How a shape view is drawn: filled or stroked, with a style or the foreground colour.
struct ShapeDrawing {
    enum Mode {
        case fill(FillRule)
        case stroke(StrokeStyle)
    }

    var shape: AnyShape
    var mode: Mode
    /// The paint; `nil` uses the environment's foreground colour.
    var paint: Paint?
}
