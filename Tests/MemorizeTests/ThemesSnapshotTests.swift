import Flipbook
import FlipbookTesting
import Foundation
import Memorize
import SnapshotTesting
import Testing

/// The chooser, the editor and the split view, in both appearances; references looked at
/// before they were recorded.
@MainActor
@Suite("Memorize Themes: snapshots")
struct ThemesSnapshotTests {
    private func image(_ session: ThemesAppSession, _ appearance: Appearance) throws -> Bitmap {
        let player = session.scene.player
        return try player.frame(at: player.clock.now).render(background: appearance.background)
    }

    @Test(arguments: Appearance.allCases)
    func chooser(appearance: Appearance) throws {
        let session = try ThemesAppSession(["appearance": appearance.rawValue])
        assertSnapshot(of: try image(session, appearance), as: .png, named: "chooser-\(appearance.rawValue)")
    }

    @Test(arguments: Appearance.allCases)
    func editor(appearance: Appearance) throws {
        let session = try ThemesAppSession(["appearance": appearance.rawValue])
        try session.play("tap button \"+\"\nwait 1\ntap field \"Add Emojis\"\ntype \"🐳🐬🐟🦈\"\ntap emoji \"🍌\"\n"
                         + "tap stepper \"3 pairs\" +\ntap color-well \"Card Color\"\nwait 0.6\ntap swatch 60\n"
                         + "tap button \"Close\"\nwait 1")
        assertSnapshot(of: try image(session, appearance), as: .png, named: "editor-\(appearance.rawValue)")
    }

    @Test(arguments: Appearance.allCases)
    func splitView(appearance: Appearance) throws {
        let session = try ThemesAppSession(["appearance": appearance.rawValue, "theme": "Faces"], size: SplitViewTests.iPad)
        let still = try session.scene.still().render(background: appearance.background)
        assertSnapshot(of: still, as: .png, named: "split-\(appearance.rawValue)")
    }
}
