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
    /// - `app NAME`: the app the script is for; at most once, before any event;
    /// - anything else: a ``Setting``, the first word its key and the rest of the line, as
    ///   written, its value. Settings may appear anywhere and keep their order.
    ///
    /// A target is a point `X,Y` in points (origin top-left, y down; no blanks around the
    /// comma), or a name (ASCII letters, digits, `-` and `_`, starting with a letter; not `at`
    /// or `over`) followed by an optional 1-based index (`card 3`) or a quoted label
    /// (`button "New Game"`, where `\"` and `\\` are escapes). Numbers are plain decimals such
    /// as `2`, `0.5` or `.5`; seconds and scales must be greater than zero. Keywords are
    /// case-sensitive.
    ///
    /// - Parameter text: The script; lines may end in LF, CRLF or CR.
    /// - Throws: `TouchScriptError` for the first problem, with its line and column.
    public init(parsing text: String) throws {
        self = try TouchScriptParser.parse(text)
    }

    /// Reads and parses a touch-script file, which must be UTF-8 text.
    ///
    /// - Parameter url: The file's location.
    /// - Throws: `TouchScriptError` whose `file` is the file's path. A file that cannot be read
    ///   or is not UTF-8 is reported with line 0 and column 0 and a message giving the reason.
    public init(contentsOf url: URL) throws {
        let text = try Self.text(of: url)
        do {
            try self.init(parsing: text)
        } catch var error as TouchScriptError {
            error.file = url.path
            throw error
        }
    }

    private static func text(of url: URL) throws -> String {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw unreadable(url, reason: AtomicFile.reason(for: error))
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
