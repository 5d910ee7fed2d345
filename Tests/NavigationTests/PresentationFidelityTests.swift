import Foundation
import TestSupport
import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

@MainActor
@Suite("Presentation: iOS's details")
struct PresentationFidelityTests {
    private func player() -> Player { Player.onIPhone13 { PresentingSheet() } }

    /// The weight of the first text showing `string` on screen.
    private func weight(of string: String, in player: Player) -> Font.Weight? {
        guard let node = player.presented?.first(where: { node in
            if case .text(string, _) = node.content { true } else { false }
        }), case let .text(_, style) = node.content else { return nil }
        return style.font.weight
    }

    @Test func anAlertsCancelButtonIsSemiboldAndItsOthersRegular() throws {
        let player = player()
        try player.play("tap button \"Reset\"\nwait 0.5")
        #expect(weight(of: "Cancel", in: player) == .semibold)
        #expect(player.texts.filter { $0 == "Reset" }.count == 2, "the alert's Reset and the one behind it")
        try player.play("tap button \"Cancel\"\ntap button \"Delete\"\nwait 0.5")
        #expect(weight(of: "Delete Theme", in: player) == .regular, "a dialog's other buttons stay regular")
    }

    @Test func whileASheetIsUpThePresentingScreenShrinksAboutItsTopAndDims() throws {
        let player = player()
        _ = player.frame(at: 0)
        let before = try #require(player.frame(ofText: "Halloween"))
        try player.play("tap button \"Edit\"\nwait 0.6")
        let behind = try #require(player.frame(ofText: "Halloween"))
        #expect(abs(behind.width - before.width * 0.92) < 0.5, "shrunk to 92%: \(before) → \(behind)")
        #expect(abs(behind.midX - before.midX) < 0.5, "about the screen's centre line: \(before) → \(behind)")
        #expect(abs(behind.minY - (47 + before.minY * 0.92)) < 0.5, "its top moved to the status bar's bottom: \(behind)")
        let bitmap = try player.frame(at: 5).render()
        let strip = bitmap[195, 52]
        #expect(abs(strip.red - 0.85) < 0.01, "the white screen behind, between the bar and the sheet, dimmed by 15% black: \(strip)")
        #expect(bitmap[195, 20].red < 0.01 && bitmap[5, 52].red < 0.01, "black above and beside the shrunk screen")
    }

    @Test func aContextMenuLiftsACopyOfThePressedViewWithTheMenuUnderIt() throws {
        let player = player()
        _ = player.frame(at: 0)
        let pressed = try #require(player.frame(ofText: "Halloween"))
        try player.play("long-press theme for 0.6\nwait 1")
        let copies = player.texts.filter { $0 == "Halloween" }.count
        #expect(copies == 2, "the view under the dimming and its lifted copy")
        // The presentations are children of the root, which sits below the status bar.
        let root = try #require(player.presented)
        let lifted = try #require(root.drawingOrder.last?.screenFrame { node in
            if case .text("Halloween", _) = node.content { true } else { false }
        }).offsetBy(dx: root.frame.minX, dy: root.frame.minY)
        #expect(abs(lifted.midX - pressed.midX) < 0.5 && abs(lifted.midY - pressed.midY) < 0.5, "in place: \(pressed) → \(lifted)")
        #expect(abs(lifted.width - pressed.width * 1.04) < 0.5, "a little larger: \(lifted)")
        let duplicate = try #require(player.location(of: TargetName("button", label: "Duplicate")))
        #expect(duplicate.y > lifted.maxY + 10 && duplicate.y < lifted.maxY + 10 + 44, "the menu right under it: \(duplicate)")
        try player.play("tap button \"Duplicate\"\nwait 5")
        #expect(player.texts.filter { $0 == "Halloween" }.count == 1, "closed: the copy is gone")
    }
}
