import ArgumentParser

/// Parsers for numeric options that refuse NaN and infinities (`inf`, `nan`, `1e309`), which
/// `Double`'s own parser accepts: `@Option(transform: NumberOption.finite) var angle: Double`.
/// Each throws a one-line reason that ArgumentParser prints after the option's name.
enum NumberOption {
    /// Any finite number.
    static func finite(_ text: String) throws -> Double {
        guard let value = Double(text) else { throw ValidationError("'\(text)' is not a number") }
        guard value.isFinite else {
            throw ValidationError(value.isNaN || text.lowercased().contains("inf")
                ? "'\(text)' is not a finite number" : "'\(text)' is too large")
        }
        return value
    }

    /// A finite number, 0 or more.
    static func nonNegative(_ text: String) throws -> Double {
        let value = try finite(text)
        guard value >= 0 else { throw ValidationError("must be 0 or more, not \(text)") }
        return value
    }

    /// A finite number greater than 0.
    static func positive(_ text: String) throws -> Double {
        let value = try finite(text)
        guard value > 0 else { throw ValidationError("must be greater than 0, not \(text)") }
        return value
    }

    /// The most degrees an angle option takes either way: far past any number of turns a
    /// drawing needs, and small enough that its radians stay exact enough to draw.
    static let largestAngle = 1_000_000.0

    /// A finite angle in degrees, within ±``largestAngle``.
    static func angle(_ text: String) throws -> Double {
        let value = try finite(text)
        guard abs(value) <= largestAngle else {
            throw ValidationError("must be from -1000000 to 1000000 degrees, not \(text)")
        }
        return value
    }
}
