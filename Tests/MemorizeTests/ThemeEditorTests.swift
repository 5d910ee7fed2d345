import Flipbook
import Foundation
import Memorize
import Testing

/// The theme editor of Assignment VI, driven by touch scripts, checked through `--state-json`
/// and the store file (live editing: every change is saved at once).
@MainActor
@Suite("Memorize Themes: the editor")
struct ThemeEditorTests {
    /// A session with the editor up on a new theme ("New Theme": 🍎🍌🍒🍇🍉, 3 pairs).
    private func editingNewTheme() throws -> ThemesAppSession {
        let session = try ThemesAppSession()
        try session.play("tap button \"+\"\nwait 1")
        return session
    }

    private func emojis(_ theme: [String: Any]?) -> String { (theme?["emojis"] as? [String] ?? []).joined() }
    private func removed(_ theme: [String: Any]?) -> String { (theme?["removedEmojis"] as? [String] ?? []).joined() }

    @Test func typingANameRenamesTheThemeInTheStoreAndTheList() throws {
        let session = try editingNewTheme()
        try session.play("tap field \"Name\"\n" + String(repeating: "type delete\n", count: 9) + "type \"Sea\"")
        #expect(try session.names.last == "Sea")
        #expect(try session.savedNames.last == "Sea")
        #expect(try session.theme("Sea")?["id"] as? String == "New Theme", "the id stays")
        try session.play("tap button \"Done\"\nwait 1")
        #expect(try session.screen == "chooser")
        #expect(session.scene.player.targetNames.contains(TargetName("row", label: "Sea")))
    }

    @Test func aNameOfAnotherThemeIsRefusedAndExplained() throws {
        let session = try editingNewTheme()
        try session.play("tap field \"Name\"\n" + String(repeating: "type delete\n", count: 9) + "type \"faces\"")
        #expect(try session.names.filter { $0.lowercased() == "faces" } == ["Faces"], "one theme of that name")
        #expect(try session.theme("Faces")?["id"] as? String == "Faces")
        #expect(session.texts.contains("Another theme is named faces."))
    }

    @Test func typedEmojisAreAddedAndOtherCharactersAndDuplicatesIgnored() throws {
        let session = try editingNewTheme()
        try session.play("tap field \"Add Emojis\"\ntype \"ab🐳🍎1🐬🐳\"")
        #expect(try emojis(session.theme("New Theme")) == "🍎🍌🍒🍇🍉🐳🐬")
    }

    @Test func aTappedEmojiIsRemovedAndATapOnTheRemovedOnePutsItBack() throws {
        let session = try editingNewTheme()
        try session.play("tap emoji \"🍌\"\nwait 0.3")
        #expect(try emojis(session.theme("New Theme")) == "🍎🍒🍇🍉")
        #expect(try removed(session.theme("New Theme")) == "🍌")
        #expect(try ThemeStore(contentsOf: session.store).themes.last?.removedEmojis == ["🍌"], "remembered in the store")
        try session.play("tap removed \"🍌\"\nwait 0.3")
        #expect(try emojis(session.theme("New Theme")) == "🍎🍒🍇🍉🍌")
        #expect(try removed(session.theme("New Theme")) == "")
    }

    @Test func theLastTwoEmojisCannotBeRemovedAndTheFormSaysSo() throws {
        let session = try editingNewTheme()
        try session.play("tap emoji \"🍎\"\ntap emoji \"🍌\"\ntap emoji \"🍒\"\nwait 0.3")
        #expect(try emojis(session.theme("New Theme")) == "🍇🍉")
        try session.play("tap emoji \"🍇\"\nwait 0.3")
        #expect(try emojis(session.theme("New Theme")) == "🍇🍉")
        #expect(session.texts.contains("A theme keeps at least two emojis: these two cannot be removed."))
        #expect(try session.theme("New Theme")?["pairs"] as? Int == 2, "the pairs shrank with the emojis")
    }

    @Test func thePairsStepBetweenTwoAndTheNumberOfEmojis() throws {
        let session = try editingNewTheme()
        try session.play("tap stepper \"3 pairs\" +\ntap stepper \"4 pairs\" +")
        #expect(try session.theme("New Theme")?["pairs"] as? Int == 5)
        #expect(!session.scene.player.targetNames.contains(TargetName("stepper", label: "6 pairs", part: "+")))
        try session.play("tap stepper \"5 pairs\" +")
        #expect(try session.theme("New Theme")?["pairs"] as? Int == 5, "no more pairs than emojis")
        try session.play("tap stepper \"5 pairs\" -\ntap stepper \"4 pairs\" -\ntap stepper \"3 pairs\" -\ntap stepper \"2 pairs\" -")
        #expect(try session.theme("New Theme")?["pairs"] as? Int == 2, "never fewer than two")
    }

    @Test func theColourWellOpensTheColourSheetWhoseSwatchRecoloursTheTheme() throws {
        let session = try editingNewTheme()
        try session.play("tap color-well \"Card Color\"\nwait 0.6")
        #expect(session.texts.contains("Colors"), "the colour sheet is up over the editor")
        // Swatch 60: the fifth row's last hue, 170° at brightness 0.8, a teal.
        try session.play("tap swatch 60\nwait 0.3")
        let color = try #require(session.theme("New Theme")?["color"] as? [String: Double])
        let expected = ["red": 0, "green": 0.8, "blue": 0.8 * 5 / 6, "alpha": 1.0]
        #expect(expected.allSatisfy { key, value in abs((color[key] ?? 9) - value) < 0.001 }, "\(color)")
        guard case let .rgba(red, green, blue, alpha)? = try ThemeStore(contentsOf: session.store).themes.last?.color else {
            Issue.record("the store holds the colour as RGBA")
            return
        }
        #expect(abs(red) + abs(green - 0.8) + abs(blue - 0.8 * 5 / 6) + abs(alpha - 1) < 0.001)
        try session.play("tap button \"Close\"\nwait 0.6")
        let targets = session.scene.player.targetNames
        #expect(!targets.contains(TargetName("swatch", index: 60)) && targets.contains(TargetName("color-well", label: "Card Color")),
                "back to the editor")
        #expect(try session.screen == "editor")
    }

    @Test func theOpacitySliderSetsTheThemesAlpha() throws {
        let session = try editingNewTheme()
        try session.play("tap color-well \"Card Color\"\nwait 0.6\ntap swatch 12")
        let slider = try #require(session.scene.player.location(of: TargetName("slider", label: "Opacity")))
        try session.play("drag slider \"Opacity\" -> \(slider.x - 1000),\(slider.y) over 0.2\nwait 0.3")
        let color = try #require(session.theme("New Theme")?["color"] as? [String: Double])
        #expect(color == ["red": 0, "green": 0, "blue": 0, "alpha": 0], "black, see-through: \(color)")
    }

    @Test func themesEditedInOneRunAreThereInTheNext() throws {
        let first = try editingNewTheme()
        try first.play("tap field \"Name\"\n" + String(repeating: "type delete\n", count: 9) + "type \"Sea\"\n"
                       + "tap field \"Add Emojis\"\ntype \"🐳🐬\"\ntap emoji \"🍎\"\ntap stepper \"3 pairs\" +\ntap button \"Done\"\nwait 1")
        let second = try ThemesAppSession(folder: first.folder)
        let sea = try #require(try second.theme("Sea"))
        #expect(emojis(sea) == "🍌🍒🍇🍉🐳🐬" && removed(sea) == "🍎" && sea["pairs"] as? Int == 4)
        #expect(try second.names.count == 11)
    }
}
