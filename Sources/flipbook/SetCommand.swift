import ArgumentParser
import Flipbook
import Foundation
import SetApp

/// `flipbook set`: the Set game.
struct SetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "set",
        abstract: "Set: render a board (play it with 'flipbook play' and 'app set').",
        subcommands: [SetRenderCommand.self]
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
        let player = Player(size: screen, clock: clock) { SetGameView(game: game, appearance: appearance) }
        try player.frame(at: 0).draw(background: appearance.background).writePNG(to: output)
        if let stateJSON { try AtomicFile.write(try SetState(game).jsonData(), to: URL(fileURLWithPath: stateJSON)) }
    }
}
