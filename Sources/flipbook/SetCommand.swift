import ArgumentParser
import Flipbook
import Foundation
import SetApp

/// `flipbook set`: the Set game.
struct SetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "set",
        abstract: "Set: render a board (play it with 'flipbook play' and 'app set').",
        subcommands: [SetRenderCommand.self, SetSolveCommand.self]
    )
}

/// `flipbook set render`.
struct SetRenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a Set board into a PNG.",
        discussion: """
        Examples:
          flipbook set render -o board.png
          flipbook set render --dealt 81 --size 1170x2532 -o all.png
          flipbook set render --seed 4 --appearance dark -o dark.png
        """
    )

    @Option(help: "Seed for the deck's order.")
    var seed: UInt64 = 1

    @Option(help: "How many cards are on the table (12 to 81).")
    var dealt = 12

    @Option(help: ArgumentHelp("Screen size in points.", valueName: "WxH"), transform: Arguments.pixelSize)
    var size = try! PixelSize(width: 390, height: 844)

    @Option(help: "light or dark.", transform: MemorizeThemes.appearance)
    var appearance: Appearance = .light

    @Flag(help: "Name each card's colour with a letter, for colour-blind players.")
    var colorBlind = false

    @Option(help: ArgumentHelp("Write the game's state as JSON to this file.", valueName: "file.json"))
    var stateJSON: String?

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("The PNG file to write.", valueName: "file.png"),
            transform: Arguments.outputFile)
    var output: URL

    func validate() throws {
        guard (12...81).contains(dealt) else { throw ValidationError("--dealt must be 12...81, not \(dealt)") }
    }

    func run() throws {
        let clock = VirtualClock()
        let game = ShapeSetGame(seed: seed, dealt: dealt, clock: clock)
        let screen = Size(width: Double(size.width), height: Double(size.height))
        let player = Player(size: screen, clock: clock, colorScheme: appearance) {
            SetGameView(game: game).environment(\.showsColorLabels, colorBlind)
        }
        try player.frame(at: 0).draw(background: appearance.background).writePNG(to: output)
        if let stateJSON { try AtomicFile.write(try SetState(game).jsonData(), to: URL(fileURLWithPath: stateJSON)) }
    }
}

/// `flipbook set solve`: a script that plays a whole game to the end, led by the hint.
struct SetSolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solve",
        abstract: "Print a touch script that plays a whole game of Set to the end, as the hint shows.",
        discussion: """
        Each turn asks for a hint and touches the Set it shows, or touches the deck when there is none. The script names its seed, so it replays exactly that game.

        Examples:
          flipbook set solve --seed 2 > set.touches
          flipbook play set.touches -o /tmp/set
        """
    )

    @Option(help: "The seed the game will be played with.")
    var seed: UInt64 = 1

    func run() throws {
        var game = SetGame(seed: seed)
        var lines = ["# A whole game of Set led by the hint, made by 'flipbook set solve --seed \(seed)'.",
                     "app set", "seed \(seed)", "wait 0.5"]
        while !game.isOver {
            lines += turn(&game)
        }
        lines += ["tap button \"Hint\"", "wait 1.5"]
        print(lines.joined(separator: "\n"))
    }

    /// One turn: the hint and the three touches of its Set, or a touch on the deck.
    private func turn(_ game: inout SetGame) -> [String] {
        guard let set = game.hint() else {
            game.dealThreeMore(at: 0)
            return ["tap deck", "wait 1"]
        }
        var lines = ["tap button \"Hint\"", "wait 0.6"]
        for card in set {
            let number = (game.table.firstIndex(of: card) ?? 0) + 1
            game.choose(card, at: 0)
            lines += ["tap card \(number)", "wait 0.4"]
        }
        if !game.deck.isEmpty {
            game.dealThreeMore(at: 0)
            return lines + ["wait 0.6", "tap deck", "wait 1"]
        }
        return lines + ["wait 0.6"]
    }
}
