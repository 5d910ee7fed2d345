import Foundation

extension ThemeStore {
    /// The store with every theme made playable, for the view model to deal from, or an error
    /// naming the file when it cannot give a game.
    ///
    /// Each theme goes through ``Theme/validated(knownColorNames:knownIconNames:fallbackColorName:)``.
    /// A theme with fewer than 2 different emojis is left out with a warning. A theme with an
    /// unknown icon, two themes with one name (ignoring case and surrounding blanks), or a file
    /// with no playable theme at all is an error. A store that passes is never empty and each
    /// of its themes deals at least 2 pairs, so a game can always be made from it.
    ///
    /// - Parameters:
    ///   - file: The file the themes came from, for messages.
    ///   - knownColorNames: The colour names the view model can draw.
    ///   - knownIconNames: The icon names the views can draw, or `nil` to accept any.
    ///   - fallbackColorName: The name used for a colour nobody can draw.
    /// - Returns: The playable themes, and every warning in the themes' order.
    /// - Throws: ``ThemeStoreError/unknownIcon(file:theme:name:icon:)``,
    ///   ``ThemeStoreError/duplicateThemeName(file:name:first:second:)``,
    ///   ``ThemeStoreError/noPlayableTheme(file:problems:)``.
    public func validated(
        file: String,
        knownColorNames: Set<String>,
        knownIconNames: Set<String>? = nil,
        fallbackColorName: String = ThemeColor.fallbackName
    ) throws(ThemeStoreError) -> (store: ThemeStore, warnings: [String]) {
        try checkNamesDiffer(file: file)
        var playable: [Theme] = [], warnings: [String] = [], problems: [String] = []
        for (offset, theme) in themes.enumerated() {
            do {
                let validation = try theme.validated(
                    knownColorNames: knownColorNames, knownIconNames: knownIconNames, fallbackColorName: fallbackColorName)
                warnings += validation.warnings
                playable.append(validation.theme)
            } catch {
                switch error {
                case let .unknownIcon(name, icon):
                    throw .unknownIcon(file: file, theme: offset + 1, name: name, icon: icon)
                case let .tooFewEmojis(name, count):
                    warnings.append("\(error); left out")
                    problems.append("theme \(offset + 1) (\"\(MessageText.cut(name))\") has \(count)")
                }
            }
        }
        guard !playable.isEmpty else { throw .noPlayableTheme(file: file, problems: problems) }
        return (ThemeStore(themes: playable), warnings)
    }

    /// Reads the themes of the JSON file at `url` and makes them playable: what an app does
    /// before its first game.
    ///
    /// - Throws: What ``init(contentsOf:)`` and
    ///   ``validated(file:knownColorNames:knownIconNames:fallbackColorName:)`` throw, naming
    ///   the file as `url.relativePath`.
    public static func playable(
        contentsOf url: URL,
        knownColorNames: Set<String>,
        knownIconNames: Set<String>? = nil
    ) throws(ThemeStoreError) -> (store: ThemeStore, warnings: [String]) {
        try ThemeStore(contentsOf: url).validated(
            file: url.relativePath, knownColorNames: knownColorNames, knownIconNames: knownIconNames)
    }

    /// Throws at the first name (trimmed, ignoring case) that an earlier theme already has.
    private func checkNamesDiffer(file: String) throws(ThemeStoreError) {
        var seen: [String: Int] = [:]
        for (offset, theme) in themes.enumerated() {
            let key = theme.name.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
            if let first = seen[key] {
                throw .duplicateThemeName(file: file, name: theme.name, first: first, second: offset + 1)
            }
            seen[key] = offset + 1
        }
    }
}
