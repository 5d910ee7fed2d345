import ArgumentParser
import Flipbook
import Foundation
import Memorize
import SetApp

/// `flipbook demo`: everything the package can show.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Render everything Flipbook can show into a folder.",
        discussion: """
        Writes the gallery (gallery.png) and, for each demo script in assets/scripts (the timeline's sample scene, a game of Memorize), a filmstrip of its moments (NAME-filmstrip.png) and its whole frame sequence (demo/NAME/frame_00001.png…).

        Examples:
          flipbook demo              # writes into renders/
          flipbook demo -o /tmp/demo
        """
    )

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("The folder to write into.", valueName: "dir"))
    var output = "renders"

    @Option(help: "Frames per second of the sequences.")
    var fps: Double = 30

    func validate() throws {
        guard fps > 0, fps <= 120 else { throw ValidationError("--fps must be above 0 and at most 120, not \(fps)") }
    }

    func run() throws {
        let folder = URL(fileURLWithPath: output)
        let gallery = try GalleryCommand.render(size: try PixelSize(width: 1200, height: 1800), into: folder, options: .smallest)
        print("wrote \(gallery.path)")
        try renderScript("sample", into: folder, crop: Rect(x: 0, y: 0, width: 390, height: 700),
                         times: [0.3, 0.45, 1.5, 1.7, 1.9, 2.2, 4.1, 4.3, 4.7, 4.9, 5.6, 6.0, 6.8, 7.0, 7.8])
        try renderScript("memorize-game", into: folder, crop: Rect(x: 0, y: 0, width: 390, height: 844),
                         times: [0.5, 0.9, 1.4, 3.3, 3.55, 4.8, 6.1, 6.5, 7.6, 8.2, 9.0, 9.5, 10.4, 11.6])
        try renderScript("memorize-whole-game", into: folder, crop: Rect(x: 0, y: 0, width: 390, height: 844),
                         times: [3.4, 4.3, 4.8, 5.5, 5.9, 6.1, 6.4, 7.0, 9.0, 12.0, 15.0, 18.0, 21.0, 24.0, 26.0, 27.3],
                         filmstrip: true)
        try renderScript("memorize-bonus-pie", into: folder, crop: .zero, times: [], filmstrip: false)
        try renderMemorizeScreens(into: folder.appendingPathComponent("demo/memorize-screens"))
        try renderScript("set-game", into: folder, crop: Rect(x: 0, y: 0, width: 390, height: 600),
                         times: [2.0, 3.0, 3.6, 4.4, 5.0, 5.8, 6.6, 7.6, 8.4, 9.6, 10.6, 11.4, 12.6, 13.4])
        try renderScript("set-new-game", into: folder, crop: .zero, times: [], filmstrip: false)
        try renderScript("set-whole-game", into: folder, crop: .zero, times: [], filmstrip: false)
        try renderSetBoards(into: folder.appendingPathComponent("demo/set-boards"))
    }

    /// A board with a matching selection and one with a non-matching selection.
    private func renderSelections(into folder: URL) throws {
        for (name, pick) in [("match", true), ("mismatch", false)] {
            let clock = VirtualClock()
            let game = ShapeSetGame(seed: 1, clock: clock)
            for card in SetSelections.three(matching: pick, in: game.table) { game.choose(card) }
            let player = Player(size: Size(width: 390, height: 844), clock: clock) { SetGameView(game: game) }
            try player.frame(at: 0).draw().writePNG(to: folder.appendingPathComponent("board-\(name)-selected.png"))
        }
    }

    /// Boards of 12 and of all 81 cards, in both appearances.
    private func renderSetBoards(into folder: URL) throws {
        try Output.prepareFolder(folder)
        for appearance in Appearance.allCases {
            for (dealt, size) in [(12, Size(width: 390, height: 844)), (81, Size(width: 1170, height: 2532))] {
                let clock = VirtualClock()
                let game = ShapeSetGame(seed: 1, dealt: dealt, clock: clock)
                let player = Player(size: size, clock: clock, colorScheme: appearance) { SetGameView(game: game) }
                try player.frame(at: 0).draw(background: appearance.background)
                    .writePNG(to: folder.appendingPathComponent("board-\(dealt)-\(appearance.rawValue).png"))
            }
        }
        try renderSelections(into: folder)
        print("wrote the Set boards to \(folder.path)")
    }

    /// The game screen in both appearances and the Assignment I screen.
    private func renderMemorizeScreens(into folder: URL) throws {
        try Output.prepareFolder(folder)
        let store = try MemorizeThemes.load(from: nil)
        for appearance in Appearance.allCases {
            let clock = VirtualClock()
            let game = EmojiMemoryGame(themes: store.themes, theme: try store.theme(named: "Halloween"), seed: 1, clock: clock)
            let player = Player(size: Size(width: 390, height: 844), clock: clock, colorScheme: appearance) {
                EmojiMemoryGameView(game: game, startsDealt: true)
            }
            try player.frame(at: 0).draw(background: appearance.background).writePNG(to: folder.appendingPathComponent("game-\(appearance.rawValue).png"))
        }
        let assignmentOne = AssignmentOneView.standard(seed: 1)
        try ImageRenderer(content: assignmentOne, size: Size(width: 390, height: 844)).render()
            .writePNG(to: folder.appendingPathComponent("assignment-one.png"))
        print("wrote the Memorize screens to \(folder.path)")
    }

    /// Plays `assets/scripts/NAME.touches`: every frame into `demo/NAME/`, and a filmstrip of
    /// the moments at `times` into `NAME-filmstrip.png`.
    private func renderScript(_ name: String, into folder: URL, crop: Rect, times: [Double], filmstrip: Bool = true) throws {
        let script = try TouchScript(contentsOf: try Assets.url("scripts/\(name).touches"))
        guard let app = script.app.flatMap(ScriptedApps.named) else { throw ValidationError("\(name): unknown app") }
        let session = try app.makeSession(size: Size(width: 390, height: 844), seed: 1, settings: script.settings)
        let frames = try ScriptRunner(player: session.player, fps: fps).run(script)
        let sequence = folder.appendingPathComponent("demo/\(name)")
        let summary = try FrameWriter(folder: sequence).write(frames, progress: Progress.reporter(total: frames.count))
        Progress.finish()
        print("wrote \(summary) to \(sequence.path)")
        guard filmstrip else { return }
        let strip = Filmstrip(frames: frames, fps: fps, crop: crop, scale: 0.4)
        let url = folder.appendingPathComponent("\(name)-filmstrip.png")
        try strip.render(times: times).writePNG(to: url, options: .smallest)
        print("wrote \(url.path)")
    }
}
