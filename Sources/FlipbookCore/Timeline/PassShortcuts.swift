/// The work a player saves between passes, none of which changes a frame: tests switch one off
/// to compare the frames with and without it.
struct PassShortcuts {
    /// Whether frames where nothing changed reuse the laid-out tree of the last pass; off,
    /// every pass builds the views afresh.
    var reusesScene = true
    /// Whether a navigation screen covered by another, at rest, is left out of layout (see
    /// ``ScreenLayout``); off, covered screens are laid out at every build.
    var leavesCoveredScreensOffstage = true
    /// Whether a script's event aims its touches at one scene; off, every question touches
    /// ask builds the views afresh.
    var holdsScenes = true
}
