import Foundation
import Memorize
import Testing

@Suite("Theme validation (extra credit 1)")
struct ThemeValidationTests {
    static let colors: Set<String> = ["orange", "red", "blue", "gray", "yellow"]

    static func theme(
        _ emojis: [String] = ["👻", "🎃", "🕷️", "💀"],
        pairs: Theme.Pairs = .fixed(3),
        color: ThemeColor = .named("orange")
    ) -> Theme {
        Theme(name: "Halloween", emojis: emojis, pairs: pairs, color: color, icon: "moon")
    }

    static func validate(_ theme: Theme) throws(ThemeValidationError) -> Theme.Validation {
        try theme.validated(knownColorNames: colors)
    }

    @Test func aValidThemeComesBackUnchanged() throws {
        let theme = Self.theme()
        let validation = try Self.validate(theme)
        #expect(validation.theme == theme && validation.warnings.isEmpty)
    }

    @Test func duplicatesAreRemovedInOrder() throws {
        let validation = try Self.validate(Self.theme(["👻", "🎃", "👻", "💀", "🎃", "👻"]))
        #expect(validation.theme.emojis == ["👻", "🎃", "💀"])
        #expect(validation.warnings.count == 1)
        #expect(validation.warnings[0].contains("Halloween") && validation.warnings[0].contains("👻 🎃"))
    }

    @Test func entriesOfSeveralEmojisAreSplitIntoGraphemes() throws {
        let family = "👨‍👩‍👧", flag = "🇫🇷"
        let validation = try Self.validate(Self.theme(["👻🎃", " \(flag) ", family, ""], pairs: .fixed(2)))
        #expect(validation.theme.emojis == ["👻", "🎃", flag, family])
        #expect(validation.warnings.count == 2)  // the split and the empty entry
    }

    @Test(arguments: [(-3, 2), (0, 2), (1, 2), (2, 2), (4, 4), (5, 4), (99, 4)])
    func fixedPairsAreClampedToTwoThroughTheEmojiCount(asked: Int, dealt: Int) throws {
        let validation = try Self.validate(Self.theme(pairs: .fixed(asked)))
        #expect(validation.theme.pairs == .fixed(dealt))
        #expect(validation.warnings.isEmpty == (asked == dealt))
    }

    @Test func pairsAreClampedToTheEmojisLeftAfterDuplicates() throws {
        let validation = try Self.validate(Self.theme(["👻", "👻", "🎃", "💀"], pairs: .fixed(4)))
        #expect(validation.theme.pairs == .fixed(3))
    }

    @Test func randomPairsStayRandom() throws {
        #expect(try Self.validate(Self.theme(pairs: .random)).theme.pairs == .random)
    }

    @Test(arguments: [[], ["👻"], ["👻", "👻", " "]])
    func fewerThanTwoEmojisIsUnusable(emojis: [String]) {
        #expect(throws: ThemeValidationError.self) { try Self.validate(Self.theme(emojis)) }
        do {
            _ = try Self.validate(Self.theme(emojis))
        } catch {
            #expect(error.description.contains("Halloween") && error.description.contains("unusable"))
        }
    }

    @Test func anUnknownColorFallsBackWithAWarning() throws {
        let validation = try Self.validate(Self.theme(color: .named("fuchsia")))
        #expect(validation.theme.color == .named("gray"))
        #expect(validation.warnings.count == 1 && validation.warnings[0].contains("\"fuchsia\""))
    }

    @Test func theFallbackColorCanBeChosen() throws {
        let validation = try Self.theme(color: .named("fuchsia"))
            .validated(knownColorNames: Self.colors, fallbackColorName: "blue")
        #expect(validation.theme.color == .named("blue"))
    }

    @Test func colorNamesIgnoreCaseAndTakeTheKnownSpelling() throws {
        let validation = try Self.validate(Self.theme(color: .named("Orange")))
        #expect(validation.theme.color == .named("orange") && validation.warnings.isEmpty)
    }

    @Test(arguments: [
        (ThemeColor.gradient(["red", "orange"]), ThemeColor.gradient(["red", "orange"]), 0),
        (.gradient(["red", "fuchsia", "yellow"]), .gradient(["red", "yellow"]), 1),
        (.gradient(["red", "fuchsia"]), .named("red"), 2),
        (.gradient(["mauve", "fuchsia"]), .named("gray"), 3),
        (.gradient([]), .named("gray"), 1),
    ])
    func gradientsKeepTheirKnownStops(given: ThemeColor, drawn: ThemeColor, warnings: Int) throws {
        let validation = try Self.validate(Self.theme(color: given))
        #expect(validation.theme.color == drawn)
        #expect(validation.warnings.count == warnings)
    }

    @Test func rgbaComponentsAreClamped() throws {
        let validation = try Self.validate(Self.theme(color: .rgba(red: 1.5, green: -1, blue: 0.5, alpha: .nan)))
        #expect(validation.theme.color == .rgba(red: 1, green: 0, blue: 0.5, alpha: 0))
        #expect(validation.warnings.count == 1)
        let fine = ThemeColor.rgba(red: 1, green: 0.5, blue: 0, alpha: 1)
        #expect(try Self.validate(Self.theme(color: fine)).warnings.isEmpty)
    }

    @Test func emptyNameAndIconAreReplaced() throws {
        var theme = Self.theme()
        theme.name = "  "
        theme.icon = ""
        let validation = try Self.validate(theme)
        #expect(validation.theme.name == Theme.untitledName && validation.theme.icon == Theme.fallbackIcon)
        #expect(validation.warnings.count == 2)
    }
}
