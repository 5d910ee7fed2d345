/// Type-erased arithmetic on animatable data, for the animator, which holds the data of many
/// different shapes and modifiers side by side.
enum AnyVector {
    /// The value a fraction `progress` of the way from `from` to `to`; `to` when the two are
    /// of different types (a view changed kind: nothing to interpolate).
    static func interpolate(_ from: any VectorArithmetic, _ to: any VectorArithmetic, _ progress: Double) -> any VectorArithmetic {
        func open<V: VectorArithmetic>(_ start: V) -> any VectorArithmetic {
            guard let end = to as? V else { return to }
            return start + (end - start).scaled(by: progress)
        }
        return open(from)
    }

    /// Whether two values are of the same type and equal.
    static func equal(_ lhs: any VectorArithmetic, _ rhs: any VectorArithmetic) -> Bool {
        func open<V: VectorArithmetic>(_ left: V) -> Bool {
            guard let right = rhs as? V else { return false }
            return left == right
        }
        return open(lhs)
    }

    /// The distance between two values of the same type (infinity for different types).
    static func distance(_ lhs: any VectorArithmetic, _ rhs: any VectorArithmetic) -> Double {
        func open<V: VectorArithmetic>(_ left: V) -> Double {
            guard let right = rhs as? V else { return .infinity }
            return (left - right).magnitudeSquared.squareRoot()
        }
        return open(lhs)
    }
}
