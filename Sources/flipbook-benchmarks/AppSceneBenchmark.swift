import Flipbook
import Foundation

/// A whole game's scene work alone on one thread (touches, intents, views, layout, animator,
/// display list), nothing drawn: what runs under callgrind to count the scene's instructions
/// a frame of a real app run.
@MainActor enum AppSceneBenchmark {
    /// Plays the whole game of `name` (`set` or `memorize`) at 390×844 and prints its frames
    /// and the scene's milliseconds a frame.
    static func run(_ name: String) throws {
        let game = try WholeGames.named(name)
        let (script, app) = (game.script, game.app)
        let touches = try WholeGames.touches(of: script)
        let scene = try AppScene(launching: app, size: AppPhaseBenchmark.size, settings: try app.settings(from: touches.settings))
        var frames = 0, repeated = 0
        var last: DisplayList?
        let start = DispatchTime.now().uptimeNanoseconds
        try ScriptRunner(player: scene.player, fps: 30).run(touches) { list in
            frames += 1
            if let last, list.drawsSameFrame(as: last) { repeated += 1 }
            last = list
        }
        let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
        print(String(format: "app scene: %@, %d frames (%d the same as the last), scene %.2f ms a frame",
                     script, frames, repeated, milliseconds / Double(max(frames, 1))))
    }
}
