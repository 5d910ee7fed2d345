import EmojiArt
import Flipbook
import FlipbookTesting
import Foundation
import SnapshotTesting
import Testing

/// The palette button's context menu and its Go To submenu, the palette editor and the palette manager over the
/// garden sample, light and dark. References looked at before recording.
@MainActor
@Suite("EmojiArt: palette screens")
struct PaletteSnapshotTests {
    private let menu = "long-press palette-button for 0.6\nwait 0.6"

    @Test(arguments: Appearance.allCases)
    func contextMenu(appearance: Appearance) throws {
        let session = try EmojiArtSession(sample: "garden", appearance: appearance)
        let frames = try session.play(menu)
        assertSnapshot(of: try session.lastImage(of: frames), as: .png, named: "menu-\(appearance.rawValue)")
    }

    @Test(arguments: Appearance.allCases)
    func goToSubmenu(appearance: Appearance) throws {
        let session = try EmojiArtSession(sample: "garden", appearance: appearance)
        let frames = try session.play(menu + "\ntap button \"Go To\"\nwait 0.6")
        assertSnapshot(of: try session.lastImage(of: frames), as: .png, named: "go-to-\(appearance.rawValue)")
    }

    @Test(arguments: Appearance.allCases)
    func editor(appearance: Appearance) throws {
        let session = try EmojiArtSession(sample: "garden", appearance: appearance)
        let frames = try session.play(menu + "\ntap button \"Edit\"\nwait 0.8\ntype \"🦄\"\ntap editor-emoji \"🚗\"\nwait 0.6")
        assertSnapshot(of: try session.lastImage(of: frames), as: .png, named: "editor-\(appearance.rawValue)")
    }

    @Test(arguments: Appearance.allCases)
    func manager(appearance: Appearance) throws {
        let session = try EmojiArtSession(sample: "garden", appearance: appearance)
        let frames = try session.play(menu + "\ntap button \"List\"\nwait 0.8")
        assertSnapshot(of: try session.lastImage(of: frames), as: .png, named: "manager-\(appearance.rawValue)")
    }
}
