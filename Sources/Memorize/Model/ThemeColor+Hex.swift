import Foundation

extension ThemeColor {
    /// The components of `#RRGGBB` or `#RRGGBBAA` (hex digits in either case, surrounding
    /// blanks ignored), each from 0 to 1, or `nil` for anything else: the forms the command
    /// line's `--fill` and `--color` accept besides names.
    public static func hexComponents(_ text: String) -> (red: Double, green: Double, blue: Double, alpha: Double)? {
        let hex = text.trimmingCharacters(in: .whitespaces)
        guard hex.hasPrefix("#"), hex.count == 7 || hex.count == 9,
              hex.dropFirst().allSatisfy(\.isHexDigit), let value = UInt32(hex.dropFirst(), radix: 16) else { return nil }
        let word = hex.count == 7 ? value << 8 | 0xFF : value
        let byte = { (shift: UInt32) in Double((word >> shift) & 0xFF) / 255 }
        return (byte(24), byte(16), byte(8), byte(0))
    }

    /// Whether `name` is a colour written as `#RRGGBB` or `#RRGGBBAA`.
    public static func isHex(_ name: String) -> Bool {
        hexComponents(name) != nil
    }
}
