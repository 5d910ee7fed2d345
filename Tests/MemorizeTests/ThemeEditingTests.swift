import Foundation
import Memorize
import Testing

@Suite("Editing a theme (Assignment VI, task 11)")
struct ThemeEditingTests {
    static func sea(_ emojis: [String] = ["🐳", "🐬", "🐟", "🦈"], pairs: Theme.Pairs = .fixed(4)) -> Theme {
        Theme(name: "Sea", emojis: emojis, pairs: pairs, color: .named("teal"), icon: "star")
    }

    @Test(arguments: [
        ("🐳a🐬 1🐟#🦈", ["🐳", "🐬", "🐟", "🦈"]),
        ("👨‍👩‍👧‍👦🏳️‍🌈🇫🇷", ["👨‍👩‍👧‍👦", "🏳️‍🌈", "🇫🇷"]),
        ("❤️1️⃣©x", ["❤️", "1️⃣"]),
        ("🍎🍎 🍎🍌", ["🍎", "🍌"]),
        ("hello, 123", []),
    ])
    func typedTextKeepsOnlyEmojiEachOnce(text: String, expected: [String]) {
        #expect(Theme.emojis(in: text) == expected)
    }

    @Test func addingIgnoresWhatTheThemeHasAndBringsBackARemovedOne() throws {
        var theme = Self.sea()
        try theme.removeEmoji("🐟")
        let added = theme.addEmojis(from: "🐳 🐙🐟 🧑‍🚀 abc")
        #expect(added == ["🐙", "🐟", "🧑‍🚀"])
        #expect(theme.emojis == ["🐳", "🐬", "🦈", "🐙", "🐟", "🧑‍🚀"])
        #expect(theme.removedEmojis.isEmpty)
    }

    @Test func aRemovedEmojiIsRememberedAndRestored() throws {
        var theme = Self.sea()
        try theme.removeEmoji("🐬")
        #expect(theme.emojis == ["🐳", "🐟", "🦈"] && theme.removedEmojis == ["🐬"])
        #expect(theme.pairs == .fixed(3), "pairs shrink with the emojis")
        try theme.restoreEmoji("🐬")
        #expect(theme.emojis == ["🐳", "🐟", "🦈", "🐬"] && theme.removedEmojis.isEmpty)
        #expect(throws: ThemeEditError.noSuchEmoji(theme: "Sea", emoji: "🐬")) { try theme.restoreEmoji("🐬") }
    }

    @Test func theLastTwoEmojisCannotBeRemoved() throws {
        var theme = Self.sea(["🐳", "🐬", "🐟"], pairs: .fixed(3))
        try theme.removeEmoji("🐳")
        let before = theme
        #expect(throws: ThemeEditError.tooFewEmojis(theme: "Sea")) { try theme.removeEmoji("🐬") }
        #expect(theme == before)
    }

    @Test(arguments: [(-3, 2), (0, 2), (2, 2), (3, 3), (4, 4), (5, 4), (100, 4)])
    func pairsStayBetweenTwoAndTheNumberOfEmojis(asked: Int, kept: Int) {
        var theme = Self.sea(pairs: .random)
        theme.setPairs(asked)
        #expect(theme.pairs == .fixed(kept))
        #expect(theme.pairsRange == 2...4)
    }

    @Test func renamingKeepsTheIdAndRefusesAnEmptyName() throws {
        var theme = Self.sea()
        try theme.rename("  Ocean ")
        #expect(theme.name == "Ocean" && theme.id == "Sea")
        #expect(throws: ThemeEditError.emptyName) { try theme.rename(" \n") }
        #expect(theme.name == "Ocean")
    }

    @Test func recolouringStoresClampedRGBA() {
        var theme = Self.sea()
        theme.recolor(red: 1.5, green: .nan, blue: 0.25, alpha: -1)
        #expect(theme.color == .rgba(red: 1, green: 0, blue: 0.25, alpha: 0))
    }

    @Test func aStoreRefusesBadThemesAndStaysAsItWas() {
        var store = ThemeStore(themes: [Self.sea()])
        let before = store
        #expect(throws: ThemeEditError.duplicateName("sea")) { try store.add(Theme(name: "sea", emojis: ["🍎", "🍌"], pairs: .fixed(2), color: .named("red"), icon: "star")) }
        #expect(throws: ThemeEditError.notEnoughEmojis(theme: "Fruit", count: 1)) { try store.add(Theme(name: "Fruit", emojis: ["🍎"], pairs: .fixed(2), color: .named("red"), icon: "star")) }
        #expect(throws: ThemeEditError.pairsOutOfRange(theme: "Fruit", pairs: 3, range: 2...2)) { try store.add(Theme(name: "Fruit", emojis: ["🍎", "🍌"], pairs: .fixed(3), color: .named("red"), icon: "star")) }
        #expect(throws: ThemeEditError.emptyName) { try store.add(Theme(name: " ", emojis: ["🍎", "🍌"], pairs: .fixed(2), color: .named("red"), icon: "star")) }
        #expect(store == before)
    }

    @Test func editingThroughTheStoreKeepsNamesApartAndIdsUnique() throws {
        var store = ThemeStore(themes: [Self.sea()])
        try store.edit(id: "Sea") { (theme: inout Theme) throws(ThemeEditError) in try theme.rename("Ocean") }
        try store.add(Theme(name: "Sea", emojis: ["🍎", "🍌"], pairs: .fixed(2), color: .named("red"), icon: "star"))
        #expect(store.themes.map(\.id) == ["Sea", "Sea 2"])
        #expect(store.names == ["Ocean", "Sea"])
        #expect(throws: ThemeEditError.duplicateName("Sea")) {
            try store.edit(id: "Sea") { (theme: inout Theme) throws(ThemeEditError) in try theme.rename("Sea") }
        }
        #expect(store.names == ["Ocean", "Sea"])
        #expect(try store.remove(named: "OCEAN").id == "Sea")
        #expect(store.names == ["Sea"])
    }
}
