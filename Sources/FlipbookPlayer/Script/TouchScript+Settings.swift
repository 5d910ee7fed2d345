import FlipbookCore
import FlipbookRenderer

extension TouchScript {
    /// Checks that every setting is one the app reads, so that a mistyped event (`wiat 1`,
    /// `tapp button "Move"`) or a stray word is an error rather than a line silently skipped.
    ///
    /// - Parameter knownKeys: The setting keys the script's app reads, such as `theme` and `seed`.
    /// - Throws: `TouchScriptError` at the first setting whose key is not in `knownKeys`, with
    ///   the script's file, and a suggestion when the key is close to a keyword or a known key;
    ///   then at a line after the first event that parsing deferred (``misplacedSetting``):
    ///   a known setting out of place, or a word that is neither an event nor a setting.
    public func checkSettings(knownKeys: Set<String>) throws(TouchScriptError) {
        if let unknown = settings.first(where: { !knownKeys.contains($0.key) }) {
            throw TouchScriptError(line: unknown.line, column: unknown.column,
                                   message: Self.unknownLineMessage(unknown.key, app: app, knownKeys: knownKeys), file: file)
        }
        guard let misplaced = misplacedSetting else { return }
        let message = knownKeys.contains(misplaced.key)
            ? "the setting '\(Excerpt.of(misplaced.key))' must come before the first event (on line \(misplaced.firstEventLine))"
            : Self.unknownLineMessage(misplaced.key, app: app, knownKeys: knownKeys)
        throw TouchScriptError(line: misplaced.line, column: misplaced.column, message: message, file: file)
    }

    /// `'wiat' is not an event (…) or a setting of memorize (…); did you mean 'wait'?`
    private static func unknownLineMessage(_ key: String, app: String?, knownKeys: Set<String>) -> String {
        let settings = knownKeys.isEmpty ? "none" : Excerpt.list(knownKeys.sorted())
        let owner = app.map { "of \(Excerpt.of($0))" } ?? "of this app"
        let candidates = ["tap", "drag", "pinch", "wait"] + knownKeys.sorted() + ["app"]
        let suggestion = candidates.min { editDistance(key, $0) < editDistance(key, $1) }
            .flatMap { editDistance(key, $0) <= 2 ? "; did you mean '\($0)'?" : nil } ?? ""
        return "'\(Excerpt.of(key))' is not an event (\(TokenCursor.eventList)) or a setting \(owner) "
            + "(\(settings))\(suggestion)"
    }

    /// The Levenshtein distance between two short words, counted in characters; words longer
    /// than 40 characters are never near anything.
    static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let a = Array(lhs), b = Array(rhs)
        guard a.count <= 40, b.count <= 40 else { return Int.max }
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
