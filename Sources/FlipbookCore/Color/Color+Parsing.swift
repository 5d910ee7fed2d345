import Foundation

extension Color {
    /// Parses a colour name (`orange`), `#RRGGBB` or `#RRGGBBAA`.
    ///
    /// - Throws: `FlipbookError.unknownColor`, whose message lists the known names.
    public init(parsing text: String) throws {
        let key = text.trimmingCharacters(in: .whitespaces).lowercased()
        if let named = Color.named[key] {
            self = named
        } else if let hex = Color(hexString: key) {
            self = hex
        } else {
            throw FlipbookError.unknownColor(text, known: Color.named.keys.sorted())
        }
    }

    private init?(hexString: String) {
        guard hexString.hasPrefix("#"), [7, 9].contains(hexString.count),
              let value = UInt32(hexString.dropFirst(), radix: 16) else { return nil }
        if hexString.count == 7 {
            self.init(hex: value)
        } else {
            self.init(hex: value >> 8, opacity: Double(value & 0xFF) / 255)
        }
    }
}
