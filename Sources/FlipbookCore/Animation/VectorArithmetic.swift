/// A type whose values can be added, subtracted and scaled, so an animation can move from one
/// value to another: `from + (to - from).scaled(by: progress)`. Mirrors SwiftUI's protocol.
public protocol VectorArithmetic: Equatable, Sendable {
    /// The value that adds nothing.
    static var zero: Self { get }
    static func + (lhs: Self, rhs: Self) -> Self
    static func - (lhs: Self, rhs: Self) -> Self
    /// Multiplies every component by `rhs`.
    mutating func scale(by rhs: Double)
    /// The dot product of the value with itself.
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// A copy with every component multiplied by `rhs`.
    public func scaled(by rhs: Double) -> Self {
        var copy = self
        copy.scale(by: rhs)
        return copy
    }

    /// The value a fraction `progress` of the way from `self` to `target`.
    public func interpolated(towards target: Self, amount progress: Double) -> Self {
        self + (target - self).scaled(by: progress)
    }
}

extension Double: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= rhs }
    public var magnitudeSquared: Double { self * self }
}

extension CGFloat: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}

extension Float: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self = Float(Double(self) * rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}
