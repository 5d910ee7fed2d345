/// A type that describes how to animate itself: the animator interpolates `animatableData`
/// between the value on screen and the target, frame by frame, and hands each frame's value
/// back through the setter. Mirrors SwiftUI's protocol.
public protocol Animatable {
    /// The type of the data that animates.
    associatedtype AnimatableData: VectorArithmetic = EmptyAnimatableData
    /// The data that animates; a shape or modifier reads it back when it draws.
    var animatableData: AnimatableData { get set }
}

/// The animatable data of a type with nothing to animate.
public struct EmptyAnimatableData: VectorArithmetic {
    /// Creates the empty value.
    public init() {}
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    public static func + (lhs: Self, rhs: Self) -> Self { lhs }
    public static func - (lhs: Self, rhs: Self) -> Self { lhs }
    public mutating func scale(by rhs: Double) {}
    public var magnitudeSquared: Double { 0 }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// Nothing animates by default.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}
