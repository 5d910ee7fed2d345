extension TextMeasurer {
    /// `text` as it fits on one line `width` points wide in `style`: whole when it fits, else
    /// its longest beginning that fits with `…` after it, as iOS cuts a one-line label.
    static func truncated(_ text: String, style: TextStyle, width: CGFloat) -> String {
        truncated(text, style: style, width: width, lines: 1, mode: .tail)
    }

    /// `text` as it fits in `lines` lines `width` points wide in `style`: whole when it fits,
    /// else cut where `mode` says with `…` in place of what is left out, as iOS cuts text
    /// under `.lineLimit(_:)` and `.truncationMode(_:)`.
    static func truncated(_ text: String, style: TextStyle, width: CGFloat, lines: Int, mode: Text.TruncationMode) -> String {
        let fits = lines <= 1
            ? { (string: String) in size(of: string, style: style, width: nil).width <= width }
            : { (string: String) in size(of: string, style: style, width: width).height <= lineHeight(style) * CGFloat(lines) + 0.5 }
        guard !fits(text) else { return text }
        let characters = Array(text)
        var kept = 0, tooMany = characters.count
        while tooMany - kept > 1 {
            let middle = (kept + tooMany) / 2
            if fits(mode.cut(characters, keeping: middle)) { kept = middle } else { tooMany = middle }
        }
        return mode.cut(characters, keeping: kept)
    }

    /// The factor, from `minimum` up to 1, by which `style`'s font shrinks so that `text` fits
    /// on one line `width` points wide, as `.minimumScaleFactor(_:)` does for one-line text.
    static func scale(fitting text: String, style: TextStyle, width: CGFloat, minimum: CGFloat) -> CGFloat {
        guard minimum < 1, width > 0, width.isFinite else { return 1 }
        let natural = size(of: text, style: style, width: nil).width
        guard natural > width else { return 1 }
        return max(minimum.isFinite ? max(0.01, minimum) : 1, width / natural)
    }

    /// The height of one line of `style`.
    private static func lineHeight(_ style: TextStyle) -> CGFloat {
        size(of: "X", style: style, width: nil).height
    }
}

extension Text.TruncationMode {
    /// `characters` with `count` of them kept and `…` where the rest were.
    func cut(_ characters: [Character], keeping count: Int) -> String {
        switch self {
        case .tail: return String(characters[..<count]) + "…"
        case .head: return "…" + String(characters[(characters.count - count)...])
        case .middle:
            let front = (count + 1) / 2
            return String(characters[..<front]) + "…" + String(characters[(characters.count - (count - front))...])
        }
    }
}
