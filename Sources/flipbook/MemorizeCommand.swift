import ArgumentParser
import Flipbook
import Foundation
import Memorize

/// `flipbook memorize`: the Memorize app.
struct MemorizeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "memorize",
        abstract: "Memorize: render its screens (play it with 'flipbook play' and 'app memorize').",
        subcommands: [MemorizeRenderCommand.self, MemorizeSolveCommand.self]
    )
}

/// `flipbook memorize render`.
struct MemorizeRenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a Memorize screen into a PNG.",
        discussion: """
        Screens: game (Assignment II: the cards dealt face down, the score, the buttons), themes (the theme chooser) and assignment1 (the Assignment I screen). Themes come from assets/themes.json unless --themes names another file.

        Examples:
          flipbook memorize render --theme Halloween -o game.png
          flipbook memorize render --screen themes --appearance dark -o themes.png
          flipbook memorize render --size 844x390 --seed 7 -o landscape.png
        """
    )

    enum Screen: String, ExpressibleByArgument, CaseIterable { case game, themes, assignment1 }

    @Option(help: "The screen: game, themes or assignment1.")
    var screen: Screen = .game

    @Option(help: "The theme to play (default: a random one, by the seed).")
    var theme: String?

    @Option(help: ArgumentHelp("A themes file in place of assets/themes.json.", valueName: "file.json"))
    var themes: String?

    @Option(help: "Seed for the theme, the emojis and the shuffle.")
    var seed: UInt64 = 1

    @Option(help: ArgumentHelp("Screen size in points.", valueName: "WxH"), transform: Arguments.pixelSize)
    var size = try! PixelSize(width: 390, height: 844)

    @Option(help: "light or dark.", transform: MemorizeThemes.appearance)
    var appearance: Appearance = .light

    @Option(help: ArgumentHelp("Write the game's state as JSON to this file.", valueName: "file.json"))
    var stateJSON: String?

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("The PNG file to write.", valueName: "file.png"),
            transform: Arguments.outputFile)
    var output: URL

    func run() throws {
        let store = try MemorizeThemes.load(from: themes)
        let chosen = try theme.map { try store.theme(named: $0) }
        let clock = VirtualClock()
        let game = EmojiMemoryGame(themes: store.themes, theme: chosen, seed: seed, clock: clock)
        let screenSize = Size(width: Double(size.width), height: Double(size.height))
        let player = Player(size: screenSize, clock: clock, colorScheme: appearance) { view(of: game, store: store) }
        try player.frame(at: 0).draw(background: appearance.background).writePNG(to: output)
        if let stateJSON { try AtomicFile.write(try MemorizeState(game).jsonData(), to: URL(fileURLWithPath: stateJSON)) }
    }

    private func view(of game: EmojiMemoryGame, store: ThemeStore) -> AnyView {
        switch screen {
        case .game: AnyView(EmojiMemoryGameView(game: game, startsDealt: true))
        case .themes: AnyView(ThemeChooserView(themes: store.themes) { _ in })
        case .assignment1: AnyView(AssignmentOneView.standard(seed: seed))
        }
    }
}

/// `flipbook memorize solve`: a script that plays a whole game perfectly.
struct MemorizeSolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solve",
        abstract: "Print a touch script that deals and plays a whole game of Memorize to the end.",
        discussion: """
        The script names its theme and seed, so 'flipbook play' replays exactly that game.

        Examples:
          flipbook memorize solve --theme Animals --seed 3 > game.touches
          flipbook play game.touches -o /tmp/game
        """
    )

    @Option(help: "The theme to play (default: a random one, by the seed).")
    var theme: String?

    @Option(help: "Seed for the theme, the emojis and the shuffle.")
    var seed: UInt64 = 1

    func run() throws {
        let store = try MemorizeThemes.load(from: nil)
        let chosen = try theme.map { try store.theme(named: $0) }
        let game = EmojiMemoryGame(themes: store.themes, theme: chosen, seed: seed, clock: VirtualClock())
        print(MemorizeSolution(game: game, seed: seed).script)
    }
}

/// A perfect game: the deal, then each pair chosen in turn, in display order.
struct MemorizeSolution {
    let game: EmojiMemoryGame
    let seed: UInt64

    var script: String {
        var lines = [
            "# A whole game of Memorize played to the end, made by 'flipbook memorize solve'.",
            "app memorize", "theme \(game.themeName)", "seed \(seed)",
            "wait 0.3", "tap deck", "wait \(String(format: "%.1f", 2.5 + 0.5))",
        ]
        for (first, second) in pairs {
            lines += ["tap card \(first)", "wait 0.9", "tap card \(second)", "wait 1.6"]
        }
        return (lines + ["wait 1.5"]).joined(separator: "\n")
    }

    /// The 1-based display numbers of each pair, by its first card.
    private var pairs: [(Int, Int)] {
        let cards = game.cards
        return cards.indices.compactMap { index in
            guard let partner = cards.indices.first(where: { $0 > index && cards[$0].content == cards[index].content }) else { return nil }
            return (index + 1, partner + 1)
        }
    }
}
