import Flipbook
import FlipbookTesting
import SnapshotTesting
import TestSupport
import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

@MainActor
@Suite("Presentation: sheets, alerts, dialogs")
struct PresentationTests {
    private func player() -> Player { Player.onIPhone13 { PresentingSheet() } }

    @Test func aSheetSlidesUpTo10PointsBelowTheStatusBar() throws {
        let player = player()
        try player.play("tap button \"Edit\"")
        _ = player.frame(at: 0.175)
        let halfway = try #require(player.frame(ofText: "Edit Theme"))
        _ = player.frame(at: 1)
        let up = try #require(player.frame(ofText: "Edit Theme"))
        #expect(abs(halfway.midY - up.midY - 844 / 2) < 1, "half up at 50%: \(halfway) vs \(up)")
        #expect(abs(up.midY - (57 + 28)) < 1, "the sheet's 56-point bar begins 10 points below the 47-point status bar")
    }

    @Test func dismissFromTheSheetAndItsBindingWrites() throws {
        let player = player()
        try player.play("tap button \"Edit\"\nwait 0.5\ntap button \"Rename\"\ntap button \"Done\"\nwait 1")
        #expect(!player.texts.contains("Edit Theme"))
        #expect(player.texts.contains("Spooky"))
    }

    @Test func aDownwardSwipeDismissesTheSheet() throws {
        let player = player()
        try player.play("tap button \"Edit\"\nwait 0.5\ndrag 200,400 -> 200,700 over 0.3\nwait 1")
        #expect(!player.texts.contains("Edit Theme"))
        try player.play("tap button \"Edit\"\nwait 0.5\ndrag 200,400 -> 200,450 over 0.3\nwait 1")
        #expect(player.texts.contains("Edit Theme"), "a short drag springs back")
    }

    @Test func alertButtonsRunTheirActionAndDismiss() throws {
        let player = player()
        try player.play("tap button \"Reset\"\nwait 0.5")
        #expect(player.texts.contains("Reset the theme?"))
        #expect(player.targetNames.filter { $0 == TargetName("button", label: "Reset") }.count == 1,
                "the Reset under the alert takes no touches")
        try player.play("tap button \"Cancel\"\nwait 1")
        #expect(!player.texts.contains("Reset the theme?"))
        #expect(player.texts.contains("kept"))
    }

    @Test func dialogButtonsRunTheirAction() throws {
        let player = player()
        try player.play("tap button \"Delete\"\nwait 0.5\ntap button \"Delete Theme\"\nwait 1")
        #expect(player.texts.contains("deleted"))
    }

    @Test func aLongPressOpensTheContextMenu() throws {
        let player = player()
        try player.play("long-press theme for 0.6\nwait 0.5")
        #expect(player.texts.contains("Duplicate") && player.texts.contains("Remove"))
        try player.play("tap button \"Duplicate\"\nwait 3")
        #expect(player.texts.contains("duplicated"))
        #expect(!player.texts.contains("Remove"))
    }

    @Test(arguments: ColorScheme.allCases)
    func snapshots(colorScheme: ColorScheme) {
        assertSnapshot(of: PresentingSheet(),
                       as: .frames(script: "tap button \"Edit\"\nwait 0.6\ntap button \"Done\"\nwait 0.6\ntap button \"Reset\"\nwait 0.5\ntap button \"Cancel\"\ntap button \"Delete\"\nwait 0.5\n"
                                   + "tap button \"Delete Theme\"\nwait 0.5\nlong-press theme for 0.5\nwait 0.5",
                                   fps: 10, at: [0.2, 0.6, 1.7, 2.2, 3.7], colorScheme: colorScheme),
                       named: "sheet-alert-dialog-\(colorScheme)")
    }
}
