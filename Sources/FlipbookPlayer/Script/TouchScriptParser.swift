import FlipbookCore
import FlipbookRenderer

/// Reads a touch script line by line: each line is empty, an event, the `app` directive or a
/// setting, by its first word.
struct TouchScriptParser {
    /// The script read so far.
    private var script = TouchScript()
    /// The line of the `app` directive, once seen.
    private var appLine: Int?
    /// The script's time after the events read so far, in seconds.
    private var time = 0.0
    /// Whether a setting after the first event is kept for later (`TouchScript.misplacedSetting`)
    /// rather than an error at once.
    private var defersMisplacedSettings = false

    /// Parses a whole script.
    ///
    /// - Throws: `TouchScriptError` for the first problem found.
    static func parse(_ text: String, defersMisplacedSettings: Bool = false) throws -> TouchScript {
        var parser = TouchScriptParser()
        parser.defersMisplacedSettings = defersMisplacedSettings
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
            throw cursor.error("expected an event or a setting's name, not the string \(first.shown)", at: first)
        } else if first.text == "app" {
            try readApp(&cursor)
        } else if TokenCursor.eventKeywords.contains(first.text) {
            try readEvent(&cursor)
        } else {
            try readSetting(cursor)
        }
    }

    /// An event, which must not take the script past ``TouchScript/maximumDuration``.
    private mutating func readEvent(_ cursor: inout TokenCursor) throws {
        let first = cursor.current
        let action = try cursor.event()
        time += action.duration
        if time > TouchScript.maximumDuration {
            throw cursor.error(Self.tooLong(time), at: cursor.line.tokens.last)
        }
        script.events.append(TouchEvent(action, line: cursor.line.number, column: first?.column ?? 1))
    }

    /// `KEY VALUE…`: a name, then anything; only before the first event.
    private mutating func readSetting(_ cursor: TokenCursor) throws {
        let key = cursor.line.tokens[0]
        guard TokenCursor.isName(key.text) else {
            throw cursor.error("expected an event (\(TokenCursor.eventList)) or a setting's name, not '\(key.shown)'",
                               at: key)
        }
        if let event = script.events.first {
            if let event = Self.nearEvent(key.text) {
                throw cursor.error("unknown event '\(key.shown)'; did you mean '\(event)'? (events: \(TokenCursor.eventList))", at: key)
            }
            guard defersMisplacedSettings else {
                throw cursor.error("the setting '\(key.shown)' must come before the first event (on line \(event.line))",
                                   at: key)
            }
            if script.misplacedSetting == nil {
                script.misplacedSetting = .init(key: key.text, line: cursor.line.number, column: key.column, firstEventLine: event.line)
            }
            return
        }
        script.settings.append(.init(key: key.text, value: Self.settingValue(of: cursor.line),
                                     line: cursor.line.number, column: key.column))
    }

    /// The value of a setting's line: the string's contents when the rest of the line is one
    /// quoted string (`store "/tmp/my themes.json"`), else the rest as written.
    private static func settingValue(of line: TouchScriptLine) -> String {
        let rest = line.tokens.dropFirst()
        if rest.count == 1, let only = rest.first, only.isQuoted { return only.text }
        return line.rawText(from: 1)
    }

    /// The event keyword `word` is a slip of (two edits at most), if any: after the first
    /// event a line cannot be a setting, so `wiat 1` is a mistyped `wait`.
    private static func nearEvent(_ word: String) -> String? {
        let nearest = TokenCursor.eventKeywords.sorted().min {
            TouchScript.editDistance(word, $0) < TouchScript.editDistance(word, $1)
        }
        return nearest.flatMap { TouchScript.editDistance(word, $0) <= 2 ? $0 : nil }
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

    /// The message for a script that runs past the limit by the end of this event.
    private static func tooLong(_ time: Double) -> String {
        let limit = TouchScript.maximumDuration
        return "the script would run \(TouchScriptNumber.format(time.rounded(.up))) s by the end of this event; "
            + "a script runs at most \(TouchScriptNumber.format(limit)) s (\(Int(limit / 3600)) hours)"
    }
}
