import Flipbook
import Foundation
import Memorize
import Testing

/// The theme editor of Assignment VI, driven by touch scripts, checked through `--state-json`
/// and the store file (live editing: every change is saved at once).
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

    @Test func aSwatchRecoloursTheTheme() throws {
        let session = try editingNewTheme()
        try session.play("tap color \"teal\"\nwait 0.3")
        let teal = try #require(Color.named["teal"])
        let color = try #require(session.theme("New Theme")?["color"] as? [String: Double])
        let difference = abs((color["red"] ?? 9) - teal.red) + abs((color["green"] ?? 9) - teal.green) + abs((color["blue"] ?? 9) - teal.blue)
        #expect(difference < 0.01 && color["alpha"] == 1, "\(color)")
        #expect(try ThemeStore(contentsOf: session.store).themes.last?.color == .rgba(red: teal.red, green: teal.green, blue: teal.blue, alpha: 1))
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
