/// The plain decimal numbers of touch scripts: an optional `-`, digits and at most one `.`,
/// with at least one digit (`120`, `-3.25`, `0.5`, `.5`, `2.`). No `+`, exponents or
/// `inf`/`nan`.
enum TouchScriptNumber {
    /// The value of `text`, or `nil` if it is not a plain decimal or is too large to be finite.
    static func parse(_ text: String) -> Double? {
        let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        guard digits.contains(where: isDigit),
              digits.allSatisfy({ isDigit($0) || $0 == "." }),
              digits.filter({ $0 == "." }).count <= 1 else { return nil }
        let padded = (digits.hasPrefix(".") ? "0" : "") + digits + (digits.hasSuffix(".") ? "0" : "")
        guard let value = Double(padded), value.isFinite else { return nil }
        return text.hasPrefix("-") ? -value : value
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
