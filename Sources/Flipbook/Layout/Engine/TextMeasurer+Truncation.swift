extension TextMeasurer {
    /// `text` as it fits on one line `width` points wide in `style`: whole when it fits, else
    /// its longest beginning that fits with `…` after it, as iOS cuts a one-line label.
    static func truncated(_ text: String, style: TextStyle, width: CGFloat) -> String {
        let fits = { (string: String) in size(of: string, style: style, width: nil).width <= width }
        guard !fits(text) else { return text }
        let characters = Array(text)
        var kept = 0, tooMany = characters.count
        while tooMany - kept > 1 {
            let middle = (kept + tooMany) / 2
            if fits(String(characters[..<middle]) + "…") { kept = middle } else { tooMany = middle }
        }
        return String(characters[..<kept]) + "…"
    }
}
