import Foundation

extension ThemeStore {
    /// The store with every theme made playable, for the view model to deal from.
    ///
    /// Each theme goes through ``Theme/validated(knownColorNames:fallbackColorName:)``; an
    /// unusable theme is left out, and so is a theme whose name (ignoring case) an earlier one
    /// already has; each of these comes with a warning.
    ///
    /// - Parameters:
    ///   - knownColorNames: The colour names the view model can draw.
    ///   - fallbackColorName: The name used for a colour nobody can draw.
    /// - Returns: The playable themes, and every warning in the themes' order.
    public func validated(
        knownColorNames: Set<String>,
        fallbackColorName: String = ThemeColor.fallbackName
    ) -> (store: ThemeStore, warnings: [String]) {
        var playable: [Theme] = [], warnings: [String] = [], names = Set<String>()
        for theme in themes {
            do {
                let validation = try theme.validated(
                    knownColorNames: knownColorNames, fallbackColorName: fallbackColorName)
                warnings += validation.warnings
                guard names.insert(validation.theme.name.lowercased()).inserted else {
                    warnings.append("theme \"\(validation.theme.name)\": left out, the name is taken")
                    continue
                }
                playable.append(validation.theme)
            } catch {
                warnings.append(error.description)
            }
        }
        return (ThemeStore(themes: playable), warnings)
    }
}
