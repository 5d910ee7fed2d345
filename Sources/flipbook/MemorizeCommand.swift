import ArgumentParser
import Flipbook
import Foundation
import Memorize

/// `flipbook memorize`: the Memorize app.
struct MemorizeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "memorize",
        abstract: "Memorize: render its screens (play it with 'flipbook play' and 'app memorize').",
        subcommands: [MemorizeRenderCommand.self]
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
        game.dealAll()
        let screenSize = Size(width: Double(size.width), height: Double(size.height))
        let player = Player(size: screenSize, clock: clock) { view(of: game, store: store) }
        try player.frame(at: 0).draw(background: appearance.background).writePNG(to: output)
        if let stateJSON { try AtomicFile.write(try MemorizeState(game).jsonData(), to: URL(fileURLWithPath: stateJSON)) }
    }

    private func view(of game: EmojiMemoryGame, store: ThemeStore) -> AnyView {
        switch screen {
        case .game: AnyView(EmojiMemoryGameView(game: game, appearance: appearance))
        case .themes: AnyView(ThemeChooserView(themes: store.themes, appearance: appearance) { _ in })
        case .assignment1: AnyView(AssignmentOneView.standard(seed: seed, appearance: appearance))
        }
    }
}
