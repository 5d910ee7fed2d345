import FlipbookCore
import Foundation

extension AppScene {
    /// Shows the scene in a window on the desktop until it is closed, as `window` does for
    /// an app's own command line and for `flipbook window APP`.
    ///
    /// - Parameters:
    ///   - title: The window's title.
    ///   - scale: Pixels per point.
    ///   - recording: Where to write the session as a touch script, if anywhere.
    ///   - scriptHeader: The lines the recorded script starts with: its `app` line and
    ///     settings, so that `play` launches the same scene.
    /// - Throws: when no window can be opened (no display) or the recording cannot be made.
    package func openWindow(title: String, scale: Double, recording: URL?, scriptHeader: [String]) throws {
        let recorder = try recording.map { try SessionRecorder(file: $0, header: scriptHeader) }
        try LiveWindow(player: player, scale: scale, background: background, recorder: recorder).run(title: title)
        if let recording { print("recorded the session in \(recording.path)") }
    }
}
