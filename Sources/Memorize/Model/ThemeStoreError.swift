import Foundation

/// What went wrong reading, saving or searching a ``ThemeStore``; each describes itself in one
/// line that starts with the file's path.
public enum ThemeStoreError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file could not be read at all (missing, a folder, no permission).
    case unreadable(file: String, reason: String)

    /// The file is not a list of themes; `problem` says where (line and column, or which
    /// theme and field) and what.
    case malformed(file: String, problem: String)

    /// Saving was refused because the file already there is malformed; it is left as it is.
    case refusedToOverwriteMalformedFile(file: String, problem: String)

    /// The file could not be written.
    case unwritable(file: String, reason: String)

    /// No theme has this name; `knownNames` are the names there are.
    case unknownTheme(name: String, knownNames: [String])

    /// Two themes of the file have the same name (ignoring case); `first` and `second` are
    /// their 1-based places in the file.
    case duplicateThemeName(file: String, name: String, first: Int, second: Int)

    /// A theme of the file has an icon the app cannot draw; `theme` is its 1-based place.
    case unknownIcon(file: String, theme: Int, name: String, icon: String)

    /// No theme of the file can be played; `problems` says why, a few words per theme, such
    /// as `"Moon" has 1` (different emojis); empty when the file holds no themes at all.
    case noPlayableTheme(file: String, problems: [String])

    /// The error in one line.
    public var description: String {
        switch self {
        case let .unreadable(file, reason):
            "\(file): cannot be read: \(reason)"
        case let .malformed(file, problem):
            "\(file): \(problem)"
        case let .refusedToOverwriteMalformedFile(file, problem):
            "\(file): not saved, the file there is malformed and is kept as it is: \(problem)"
        case let .unwritable(file, reason):
            "\(file): cannot be saved: \(reason)"
        case let .unknownTheme(name, knownNames):
            knownNames.isEmpty
                ? "no theme named \"\(MessageText.cut(name))\": there are no themes"
                : "no theme named \"\(MessageText.cut(name))\"; the themes are: \(MessageText.list(knownNames))"
        case let .duplicateThemeName(file, name, first, second):
            "\(file): themes \(first) and \(second) are both named \"\(MessageText.cut(name))\"; "
                + "theme names must differ (ignoring case)"
        case let .unknownIcon(file, theme, name, icon):
            "\(file): theme \(theme) (\"\(MessageText.cut(name))\") has an unknown icon \"\(MessageText.cut(icon))\"; "
                + "use an SF Symbol name the app knows, such as moon, car or pawprint"
        case let .noPlayableTheme(file, problems):
            problems.isEmpty
                ? "\(file): no themes: a game needs at least one theme with 2 or more different emojis"
                : "\(file): no theme can be played, a game needs 2 or more different emojis: "
                    + MessageText.list(problems, cutting: false)
        }
    }
}
