import FlipbookCore
import FlipbookRenderer
import Foundation

extension TouchScript {
    /// Parses the text of a touch script.
    ///
    /// Each line holds one event, a directive or nothing; `#` starts a comment that runs to the
    /// end of the line (except inside a quoted string), and tokens are separated by spaces or
    /// tabs. By its first word a line is:
    ///
    /// - an event:
    ///   - `tap TARGET`
    ///   - `double-tap TARGET`
    ///   - `drag TARGET -> TARGET over SECONDS`
    ///   - `pinch SCALE at TARGET over SECONDS`
    ///   - `wait SECONDS`
    ///   - `swipe left|right on TARGET`
    ///   - `long-press TARGET [for SECONDS]` (0.5 s unless given)
    ///   - `scroll TARGET by DX,DY [over SECONDS]` (0.3 s unless given)
    /// - `app NAME`: the app the script is for; at most once, before any event;
    /// - a ``Setting``: a name (see below) as its key and the rest of the line, as written, as
    ///   its value; settings come before the first event and keep their order. With
    ///   `settingKeys`, the key must be one of them (see ``checkSettings(knownKeys:)``).
    ///
    /// A target is a point `X,Y` in points (origin top-left, y down; no blanks around the
    /// comma), or a name (ASCII letters, digits, `-` and `_`, starting with a letter; not `at`,
    /// `over`, `on`, `by` or `for`) followed by an optional 1-based index (`card 3`) or a quoted label
    /// (`button "New Game"`, where `\"` and `\\` are escapes). Numbers are decimals such as
    /// `2`, `0.5`, `.5` or `1e3`, always finite; a gesture's seconds and a pinch's scale must
    /// be greater than zero, a wait's may be zero. The events may add up to at most
    /// ``maximumDuration`` seconds. Keywords are case-sensitive.
    ///
    /// - Parameters:
    ///   - text: The script; lines may end in LF, CRLF or CR.
    ///   - settingKeys: The setting keys the app reads, or `nil` to accept any name.
    ///   - defersMisplacedSettings: Whether a line after the first event that reads as a
    ///     setting (not a near miss of an event's keyword) is kept in ``misplacedSetting`` for
    ///     ``checkSettings(knownKeys:)`` to report, once the app, and so its settings, are
    ///     known; otherwise it is an error at once.
    /// - Throws: `TouchScriptError` for the first problem, with its line and column.
    public init(parsing text: String, settingKeys: Set<String>? = nil, defersMisplacedSettings: Bool = false) throws {
        self = try TouchScriptParser.parse(text, defersMisplacedSettings: defersMisplacedSettings || settingKeys != nil)
        if let settingKeys { try checkSettings(knownKeys: settingKeys) }
    }

    /// Reads and parses a touch-script file, which must be UTF-8 text.
    ///
    /// - Parameters:
    ///   - url: The file's location.
    ///   - settingKeys: The setting keys the app reads, or `nil` to accept any name.
    ///   - defersMisplacedSettings: As in ``init(parsing:settingKeys:defersMisplacedSettings:)``.
    /// - Throws: `TouchScriptError` whose `file` is the file's path. A file that cannot be read
    ///   or is not UTF-8 is reported with line 0 and column 0 and a message giving the reason.
    public init(contentsOf url: URL, settingKeys: Set<String>? = nil, defersMisplacedSettings: Bool = false) throws {
        let text = try Self.text(of: url)
        do {
            try self.init(parsing: text, settingKeys: settingKeys, defersMisplacedSettings: defersMisplacedSettings)
        } catch var error as TouchScriptError {
            error.file = url.path
            throw error
        }
        file = url.path
    }

    private static func text(of url: URL) throws -> String {
        let data: Data
        do {
            data = try FileSystem.contents(of: url)
        } catch let FlipbookError.cannotRead(_, reason) {
            throw unreadable(url, reason: reason)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw unreadable(url, reason: "not UTF-8 text")
        }
        return text
    }

    private static func unreadable(_ url: URL, reason: String) -> TouchScriptError {
        TouchScriptError(line: 0, column: 0, message: "cannot read the touch script: \(reason)", file: url.path)
    }
}
