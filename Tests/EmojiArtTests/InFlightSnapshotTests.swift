import EmojiArt
import Flipbook
import FlipbookTesting
import Foundation
import SnapshotTesting
import Testing

/// The garden sample in flight, light and dark: a selection shown, a selection being dragged
/// (its border hidden, the emojis under the finger), the document being pinched about the
/// fingers, and a palette emoji being dragged in. References looked at before recording.
@MainActor
@Suite("EmojiArt: snapshots in flight")
struct InFlightSnapshotTests {
    @Test(arguments: Appearance.allCases)
    func selectionShown(appearance: Appearance) throws {
        let session = try EmojiArtSession(sample: "garden", appearance: appearance)
        let frames = try session.play("tap emoji 6\ntap emoji 3\nwait 0.1")
        assertSnapshot(of: try session.image(of: frames, at: 0.1), as: .png, named: "selected-\(appearance.rawValue)")
    }

    @Test(arguments: Appearance.allCases)
    func selectionMidDrag(appearance: Appearance) throws {
        let session = try EmojiArtSession(sample: "garden", appearance: appearance)
        let frames = try session.play("tap emoji 6\ntap emoji 3\ndrag emoji 6 -> 195,300 over 0.6")
        assertSnapshot(of: try session.image(of: frames, at: 0.4), as: .png, named: "selection-mid-drag-\(appearance.rawValue)")
    }

    @Test(arguments: Appearance.allCases)
    func documentMidPinch(appearance: Appearance) throws {
        let session = try EmojiArtSession(sample: "garden", appearance: appearance)
        let frames = try session.play("pinch 2 at 130,600 over 0.6")
        assertSnapshot(of: try session.image(of: frames, at: 0.4), as: .png, named: "document-mid-pinch-\(appearance.rawValue)")
    }

    @Test(arguments: Appearance.allCases)
    func selectionMidPinch(appearance: Appearance) throws {
        let session = try EmojiArtSession(sample: "garden", appearance: appearance)
        let frames = try session.play("tap emoji 1\ntap emoji 2\npinch 0.5 at 195,500 over 0.6")
        assertSnapshot(of: try session.image(of: frames, at: 0.4), as: .png, named: "selection-mid-pinch-\(appearance.rawValue)")
    }

    @Test(arguments: Appearance.allCases)
    func paletteEmojiMidDrag(appearance: Appearance) throws {
        let session = try EmojiArtSession(sample: "garden", appearance: appearance)
        let frames = try session.play("tap palette-button\nwait 1\ndrag palette \"🍎\" -> 250,300 over 0.6")
        assertSnapshot(of: try session.image(of: frames, at: 1.4), as: .png, named: "palette-mid-drag-\(appearance.rawValue)")
    }
}
