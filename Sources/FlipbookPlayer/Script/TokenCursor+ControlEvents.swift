import FlipbookCore
import FlipbookRenderer

extension TokenCursor {
    /// `"TEXT"`, `delete` or `return`, after `type`.
    mutating func typedInput() throws -> TypedInput {
        guard let token = current else { throw error("expected what to type: a quoted text, delete or return", at: nil) }
        advance()
        if token.isQuoted { return .text(token.text) }
        switch token.text {
        case "return": return .submit
        case "delete": return .deleteBackward
        default: throw error("expected what to type: a quoted text, delete or return, not '\(token.shown)'", at: token)
        }
    }

    /// `text "TEXT" at TARGET` or `file "PATH" at TARGET`, after `drop`.
    mutating func drop() throws -> TouchAction {
        let kind = current
        guard let kind, !kind.isQuoted, kind.text == "text" || kind.text == "file" else {
            throw error("expected what to drop: text \"…\" or file \"PATH\"" + found, at: kind)
        }
        advance()
        guard let value = current, value.isQuoted else {
            throw error("expected the dropped \(kind.text) in double quotes" + found, at: current)
        }
        advance()
        try expect("at", "expected 'at' after the dropped \(kind.text)")
        let payload: DropPayload = kind.text == "text" ? .text(value.text) : .file(value.text)
        return .drop(payload, at: try target())
    }
}
