import Flipbook

/// Whether Set cards name their colour with a letter (R, G, P), for players who cannot tell
/// the colours apart: `.environment(\.showsColorLabels, true)`.
private struct ShowsColorLabelsKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether Set cards name their colour with a letter (the colour-blind mode); off by default.
    public var showsColorLabels: Bool {
        get { self[ShowsColorLabelsKey.self] }
        set { self[ShowsColorLabelsKey.self] = newValue }
    }
}
