import Flipbook
import Foundation
import Memorize
import Testing

/// The chooser of Assignment VI, driven by touch scripts, checked through `--state-json`.
@MainActor
@Suite("Memorize Themes: the chooser")
struct ThemesChooserTests {
    @Test func memorizeLaunchesIntoTheChooser() throws {
        let session = try ThemesAppSession()
        #expect(try session.screen == "chooser")
        #expect(try session.state["games"] as? [String] == [])
        #expect(try session.state["cards"] == nil)
        #expect(try session.names.first == "Halloween" && session.names.count == 10)
    }

    @Test func aTapOnARowPushesThatThemesGameAndBackReturns() throws {
        let session = try ThemesAppSession()
        try session.play("tap row \"Faces\"\nwait 1")
        #expect(try session.screen == "game")
        #expect(try (session.state["theme"] as? [String: Any])?["name"] as? String == "Faces")
        #expect(try session.state["games"] as? [String] == ["Faces"])
        #expect(session.scene.player.targetNames.contains(TargetName("back")))
        try session.play("tap back\nwait 1")
        #expect(try session.screen == "chooser")
        #expect(try session.state["games"] as? [String] == ["Faces"], "the game is kept")
    }

    @Test func aThemeSettingStartsWithThatGamePushed() throws {
        let session = try ThemesAppSession(["theme": "Animals"])
        #expect(try session.screen == "game")
        #expect(try (session.state["theme"] as? [String: Any])?["name"] as? String == "Animals")
        try session.play("tap back\nwait 1")
        #expect(try session.screen == "chooser")
    }

    @Test func plusAddsAThemeAndOpensItsEditor() throws {
        let session = try ThemesAppSession()
        try session.play("tap button \"+\"\nwait 1")
        #expect(try session.screen == "editor")
        #expect(try session.state["editing"] as? String == "New Theme")
        #expect(try session.names.last == "New Theme")
        #expect(try session.savedNames.last == "New Theme", "saved at once")
        try session.play("tap button \"Done\"\nwait 1\ntap button \"+\"\nwait 1")
        #expect(try session.names.suffix(2) == ["New Theme", "New Theme 2"])
    }

    @Test func aSwipeToTheLeftDeletesATheme() throws {
        let session = try ThemesAppSession()
        try session.play("swipe left on row \"Vehicles\"\nwait 0.5\ntap button \"Delete\"\nwait 1")
        #expect(try !session.names.contains("Vehicles") && session.names.count == 9)
        #expect(try !session.savedNames.contains("Vehicles"))
    }

    @Test func aSwipeToTheRightOpensTheEditor() throws {
        let session = try ThemesAppSession()
        try session.play("swipe right on row \"Food\"\nwait 0.5\ntap button \"Edit Theme\"\nwait 1")
        #expect(try session.screen == "editor")
        #expect(try session.state["editing"] as? String == "Food")
    }

    @Test func editModeDeletesAndOpensTheEditorFromARowButton() throws {
        let session = try ThemesAppSession()
        try session.play("tap button \"Edit\"\nwait 0.5\ntap delete-control 2\nwait 0.5\ntap button \"Delete\"\nwait 1")
        #expect(try session.names.count == 9 && !session.names.contains("Vehicles"))
        try session.play("tap button \"Edit Halloween\"\nwait 1")
        #expect(try session.screen == "editor")
        #expect(try session.state["editing"] as? String == "Halloween")
    }

    @Test func editModeReordersByTheHandles() throws {
        let session = try ThemesAppSession()
        try session.play("tap button \"Edit\"\nwait 0.5")
        // Rows are passed by their real heights: dropped where row 3 was, Halloween passed two.
        try session.play("drag move-handle 1 -> move-handle 3 over 0.5\nwait 1")
        let names = try session.names
        #expect(names.prefix(3) == ["Vehicles", "Animals", "Halloween"], "\(names)")
        #expect(try session.savedNames.prefix(3) == ["Vehicles", "Animals", "Halloween"])
    }
}
