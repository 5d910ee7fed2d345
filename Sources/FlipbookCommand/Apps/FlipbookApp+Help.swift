import Flipbook

nonisolated extension FlipbookApp {
    /// The app's settings for help, as options: each name and its values on a line, what it
    /// does below, wrapped to fit 80 columns. The settings whose keys are in `omitted` (shown
    /// as options already) are left out.
    static func settingsHelp(omitting omitted: Set<String> = []) -> String {
        let shown = allSettings.filter { !omitted.contains($0.key) }
        guard !shown.isEmpty else { return "  (no settings)" }
        return shown.map { setting in
            let value = setting.values == .flag ? "" : " \(setting.valueName)"
            let aliases = setting.aliases.map { " (or --\($0))" }.joined()
            let text = setting.help + (setting.defaultValue.map { " Default: \($0)." } ?? "")
            return "  --\(setting.key)\(value)\(aliases)\n" + wrapped(text, indent: 6)
        }.joined(separator: "\n")
    }

    /// `text` in lines of at most 78 characters, each indented by `indent` spaces.
    private static func wrapped(_ text: String, indent: Int) -> String {
        let margin = String(repeating: " ", count: indent)
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, margin.count + line.count + 1 + word.count > 78 {
                lines.append(margin + line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        return (lines + [margin + line]).joined(separator: "\n")
    }
}
