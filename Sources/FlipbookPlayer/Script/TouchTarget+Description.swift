import FlipbookCore
import FlipbookRenderer

extension TouchTarget: CustomStringConvertible {
    /// The target as a script writes it: `120,300`, `card 3`, `button "New Game"`, `deck`.
    ///
    /// Parsing `tap` followed by the description gives the same target back; coordinates are
    /// written in plain decimals, never with an exponent.
    public var description: String {
        switch self {
        case let .point(point):
            "\(TouchScriptNumber.format(point.x)),\(TouchScriptNumber.format(point.y))"
        case let .named(name, index, label):
            [name, index.map(String.init), label.map(Self.quoted)].compactMap { $0 }.joined(separator: " ")
        case let .part(name, label, part):
            "\(name) \(Self.quoted(label)) \(part)"
        }
    }

    /// A label in double quotes, with `\` and `"` escaped.
    private static func quoted(_ label: String) -> String {
        let escaped = label.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return "\"\(escaped)\""
    }
}
