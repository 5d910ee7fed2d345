/// What a pass learns about itself while the views' bodies are evaluated: whether it showed
/// something as the pass before it declared it. A navigation stack's body is evaluated before
/// the views that declare its destinations (`navigationDestination(isPresented:)`), so a
/// destination it pushes shows what the pass before declared, and only the pass after this
/// one shows it as the views are now.
final class PassNotes {
    /// Whether this pass showed something as the pass before declared it.
    private(set) var reliesOnPassBefore = false

    /// Notes that this pass showed something as the pass before declared it.
    func noteRelianceOnPassBefore() { reliesOnPassBefore = true }

    /// Starts a pass that relies on nothing yet.
    func beginPass() { reliesOnPassBefore = false }
}

private struct PassNotesKey: EnvironmentKey {
    static var defaultValue: PassNotes? { nil }
}

extension EnvironmentValues {
    /// The notes of the pass evaluating the views.
    var passNotes: PassNotes? {
        get { self[PassNotesKey.self] }
        set { self[PassNotesKey.self] = newValue }
    }
}
