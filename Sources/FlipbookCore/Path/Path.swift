/// A two-dimensional outline made of lines and Bézier curves, as a value: building one draws
/// nothing. Arcs and rounded corners are stored as cubic curves, so a path transforms exactly.
public struct Path: Hashable, Sendable {
    /// One step of a path.
    public enum Element: Hashable, Sendable {
        /// Starts a new subpath at a point.
        case move(to: CGPoint)
        /// A straight line from the current point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve from the current point.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve from the current point.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// A straight line back to the start of the subpath, which it closes.
        case closeSubpath
    }

    /// The steps, in drawing order.
    public private(set) var elements: [Element] = []
    /// The start of the subpath being built, where `closeSubpath` returns to.
    private var subpathStart: CGPoint?

    /// Creates an empty path.
    public init() {}

    /// Creates a path by running `build` on an empty one, as SwiftUI's `Path { p in … }`.
    public init(_ build: (inout Path) -> Void) {
        build(&self)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The end point of the last element, or `nil` for an empty path.
    public private(set) var currentPoint: CGPoint?

    /// Starts a new subpath at `point`.
    public mutating func move(to point: CGPoint) {
        elements.append(.move(to: point))
        subpathStart = point
        currentPoint = point
    }

    /// Adds a straight line to `point`; starts there when the path is empty.
    public mutating func addLine(to point: CGPoint) {
        guard currentPoint != nil else { return move(to: point) }
        elements.append(.line(to: point))
        currentPoint = point
    }

    /// Adds a quadratic Bézier curve to `point`.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        if currentPoint == nil { move(to: control) }
        elements.append(.quadCurve(to: point, control: control))
        currentPoint = point
    }

    /// Adds a cubic Bézier curve to `point`.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        if currentPoint == nil { move(to: control1) }
        elements.append(.curve(to: point, control1: control1, control2: control2))
        currentPoint = point
    }

    /// Closes the current subpath with a line back to its start.
    public mutating func closeSubpath() {
        guard currentPoint != nil else { return }
        elements.append(.closeSubpath)
        currentPoint = subpathStart
    }

    /// Adds all of `other`'s elements.
    public mutating func addPath(_ other: Path) {
        for element in other.elements { append(element) }
    }

    /// Adds one element, keeping the current point and subpath start right.
    private mutating func append(_ element: Element) {
        switch element {
        case let .move(point): move(to: point)
        case let .line(point): addLine(to: point)
        case let .quadCurve(point, control): addQuadCurve(to: point, control: control)
        case let .curve(point, control1, control2):
            addCurve(to: point, control1: control1, control2: control2)
        case .closeSubpath: closeSubpath()
        }
    }
}
