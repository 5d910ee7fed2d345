import FlipbookCore
import FlipbookRenderer

/// Something `flipbook demo` renders of an app.
public enum DemoItem: Hashable, Sendable {
    /// Plays the script `assets/scripts/NAME.touches` on a 390×844 screen: every frame into
    /// `demo/NAME/`, and, when `moments` (seconds) are given, a filmstrip of the frames at
    /// those moments, cropped to `crop` (points; `.zero` for the whole screen), into
    /// `NAME-filmstrip.png`; with `animated`, also a small looping animated WebP of the whole
    /// run (half size, 15 frames per second) into `NAME.webp`, made by ffmpeg.
    case script(String, moments: [Double] = [], crop: CGRect = .zero, animated: Bool = false)

    /// A still of the app made from `settings`, as `flipbook render` draws it, into
    /// `demo/PATH` (such as `set-boards/board-81-dark.png`), on a screen of `size` points.
    case still(String, settings: [String: String] = [:], size: CGSize = CGSize(width: 390, height: 844))
}
