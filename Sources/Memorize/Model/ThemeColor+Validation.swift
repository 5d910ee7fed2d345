import Foundation

extension ThemeColor {
    /// The colour made drawable (extra credit 1): names the view model cannot draw are
    /// replaced, RGBA components are clamped to 0…1, and every change comes with a warning.
    /// A name written as `#RRGGBB` or `#RRGGBBAA`, as the command line takes colours, is
    /// known: alone it becomes an RGBA colour, in a gradient it stays a stop.
    ///
    /// The model does not know which colours the view can draw, so the view model says:
    /// names are compared without regard to case and come back spelled as in
    /// `knownColorNames`. An unknown name becomes `fallbackColorName`; a gradient drops its
    /// unknown stops and becomes a named colour if one stop is left, the fallback if none.
    ///
    /// - Parameters:
    ///   - knownColorNames: The colour names the view model can draw, such as `"orange"`.
    ///   - fallbackColorName: The name used instead of an unknown one; it should be known.
    /// - Returns: The drawable colour, and one human-readable warning per change.
    public func validated(
        knownColorNames: Set<String>,
        fallbackColorName: String = ThemeColor.fallbackName
    ) -> (color: ThemeColor, warnings: [String]) {
        let known = Dictionary(knownColorNames.map { ($0.lowercased(), $0) }, uniquingKeysWith: min)
        switch self {
        case .named(let name):
            if let spelling = known[name.lowercased()] { return (.named(spelling), []) }
            if let hex = Self.hexComponents(name) {
                return (.rgba(red: hex.red, green: hex.green, blue: hex.blue, alpha: hex.alpha), [])
            }
            return (.named(fallbackColorName), [Self.unknownWarning(name, fallbackColorName)])
        case let .rgba(red, green, blue, alpha):
            return Self.clamped([red, green, blue, alpha])
        case .gradient(let names):
            return Self.gradient(names, known: known, fallbackColorName: fallbackColorName)
        }
    }

    /// An RGBA colour with every component in 0…1 (NaN becomes 0).
    private static func clamped(_ components: [Double]) -> (color: ThemeColor, warnings: [String]) {
        let fixed = components.map { $0.isNaN ? 0 : min(1, max(0, $0)) }
        let color = ThemeColor.rgba(red: fixed[0], green: fixed[1], blue: fixed[2], alpha: fixed[3])
        guard fixed != components else { return (color, []) }
        let given = components.map { "\($0)" }.joined(separator: ", ")
        return (color, ["RGBA components [\(given)] clamped to 0…1"])
    }

    /// A gradient of its known stops, or what is left of it.
    private static func gradient(
        _ names: [String], known: [String: String], fallbackColorName: String
    ) -> (color: ThemeColor, warnings: [String]) {
        let stops = names.compactMap { known[$0.lowercased()] ?? (isHex($0) ? $0.trimmingCharacters(in: .whitespaces) : nil) }
        let unknown = names.filter { known[$0.lowercased()] == nil && !isHex($0) }
        var warnings = unknown.map { "unknown gradient color \"\($0)\" left out" }
        switch stops.count {
        case 0:
            warnings.append("a gradient with no known colors; using \"\(fallbackColorName)\"")
            return (.named(fallbackColorName), warnings)
        case 1:
            warnings.append("a gradient of one color; using \"\(stops[0])\" alone")
            return ThemeColor.named(stops[0]).validated(knownColorNames: Set(known.values)).color.with(warnings)
        default:
            return (.gradient(stops), warnings)
        }
    }

    /// The warning for a name nobody can draw.
    private static func unknownWarning(_ name: String, _ fallback: String) -> String {
        "unknown color \"\(name)\"; using \"\(fallback)\""
    }
}

private extension ThemeColor {
    /// The colour with `warnings`, as validation returns it.
    func with(_ warnings: [String]) -> (color: ThemeColor, warnings: [String]) {
        (self, warnings)
    }
}
