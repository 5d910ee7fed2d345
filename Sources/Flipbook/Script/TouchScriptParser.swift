/// Reads a touch script line by line: each line is empty, an event, the `app` directive or a
/// setting, by its first word.
struct TouchScriptParser {
    /// The script read so far.
    private var script = TouchScript()
    /// The line of the `app` directive, once seen.
    private var appLine: Int?

    /// Parses a whole script.
    ///
    /// - Throws: `TouchScriptError` for the first problem found.
    static func parse(_ text: String) throws -> TouchScript {
        var parser = TouchScriptParser()
        let body = text.hasPrefix("\u{FEFF}") ? text.dropFirst() : Substring(text)
        let lines = body.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        for (offset, text) in lines.enumerated() {
            try parser.read(TouchScriptLine(number: offset + 1, text: text))
        }
        return parser.script
    }

    private mutating func read(_ line: TouchScriptLine) throws {
        guard let first = line.tokens.first else { return }
        var cursor = TokenCursor(line: line)
        if first.isQuoted {
            throw cursor.error("expected an event or a setting's name, not the string \(first.source)", at: first)
        } else if first.text == "app" {
            try readApp(&cursor)
        } else if TokenCursor.eventKeywords.contains(first.text) {
            script.events.append(TouchEvent(try cursor.event(), line: line.number))
        } else {
            script.settings.append(.init(key: first.text, value: line.rawText(from: 1), line: line.number))
        }
    }

    /// `app NAME`, once, before any event.
    private mutating func readApp(_ cursor: inout TokenCursor) throws {
        let keyword = cursor.advance()
        if let appLine {
            throw cursor.error("'app' given twice (first on line \(appLine))", at: keyword)
        }
        if let event = script.events.first {
            throw cursor.error("'app' must come before the first event (on line \(event.line))", at: keyword)
        }
        script.app = try cursor.name(missing: "expected the app's name after 'app'")
        try cursor.expectEnd(after: "the app's name: it is one word")
        appLine = cursor.line.number
    }
}
