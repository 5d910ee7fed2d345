import FlipbookCore
import FlipbookRenderer

/// The decimal numbers of touch scripts: an optional `-`, digits with at most one `.` and at
/// least one digit (`120`, `-3.25`, `0.5`, `.5`, `2.`), and an optional exponent (`1e7`,
/// `2.5E-3`). No `+` in front, and no `inf` or `nan`: every number is finite.
enum TouchScriptNumber {
    /// The value of `text`, or `nil` if it is not a decimal number or is too large to be finite.
    static func parse(_ text: String) -> Double? {
        guard isWellFormed(text), let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// Why `text` is not a finite number, for messages that already said what was expected:
    /// `"'1e309' is too large"` for a number beyond `Double`'s range, `"'inf' is not a finite
    /// number"` for infinities and NaN, `nil` for text that is no number at all.
    static func problem(with text: String) -> String? {
        if isWellFormed(text), let value = Double(text), !value.isFinite {
            return "'\(Excerpt.of(text))' is too large"
        }
        if let value = Double(text), !value.isFinite {
            return "'\(Excerpt.of(text))' is not a finite number"
        }
        return nil
    }

    /// Whether `text` has the form of a script number, whatever its size.
    private static func isWellFormed(_ text: String) -> Bool {
        let unsigned = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        let parts = unsigned.split(separator: "e", maxSplits: 1, omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "E", maxSplits: 1, omittingEmptySubsequences: false) }
        guard let mantissa = parts.first, parts.count <= 2,
              mantissa.contains(where: isDigit),
              mantissa.allSatisfy({ isDigit($0) || $0 == "." }),
              mantissa.filter({ $0 == "." }).count <= 1 else { return false }
        guard parts.count == 2 else { return true }
        let exponent = parts[1].first == "-" || parts[1].first == "+" ? parts[1].dropFirst() : parts[1]
        return !exponent.isEmpty && exponent.allSatisfy(isDigit)
    }

    /// Whether `character` is one of the ASCII digits 0 to 9.
    static func isDigit(_ character: Character) -> Bool {
        character.isASCII && character.isNumber
    }

    /// The shortest plain decimal that parses back to `value`: `120`, `0.5`, `0.00000001`.
    static func format(_ value: Double) -> String {
        let text = "\(value)"
        let plain = text.contains("e") ? expandExponent(text) : text
        return plain.hasSuffix(".0") ? String(plain.dropLast(2)) : plain
    }

    /// Rewrites Swift's exponent form (`1.5e-07`, `1e+20`) without the exponent.
    private static func expandExponent(_ text: String) -> String {
        let parts = text.split(separator: "e")
        let sign = parts[0].hasPrefix("-") ? "-" : ""
        let mantissa = parts[0].drop { $0 == "-" }
        let digits = mantissa.filter { $0 != "." }
        let point = (mantissa.firstIndex(of: ".").map { mantissa.distance(from: mantissa.startIndex, to: $0) }
            ?? mantissa.count) + (Int(parts[1]) ?? 0)
        if point <= 0 {
            return sign + "0." + String(repeating: "0", count: -point) + digits
        }
        if point >= digits.count {
            return sign + digits + String(repeating: "0", count: point - digits.count)
        }
        return sign + digits.prefix(point) + "." + digits.dropFirst(point)
    }
}
