import Flipbook
import Foundation

/// A whole game's frames drawn, encoded and written on all cores, as `flipbook play` does,
/// with the scene built beforehand and not timed: how long a run would take if starting the
/// process and building the scene cost nothing. Beside an earlier build's whole run
/// (`versus`), it bounds the speed-up that any work outside the drawing could give, with the
/// frames' bytes unchanged.
@MainActor enum AppDrawingBenchmark {
    /// Builds every frame of the whole game `name` at 390×844, then draws, encodes and writes
    /// them at `scale` into a scratch folder through a `FrameStream`, and prints the seconds
    /// that took (the first line of the output, the figure `versus` reads).
    static func run(_ name: String, scale: Int) throws {
        let game = try WholeGames.named(name)
        let touches = try WholeGames.touches(of: game.script)
        // The files `flipbook play` plays on, such as Memorize's default theme store.
        let settings = game.app.namingUserFiles(in: try game.app.settings(from: touches.settings))
        let scene = try AppScene(launching: game.app, size: AppPhaseBenchmark.size, settings: settings)
        var frames: [DisplayList] = []
        try ScriptRunner(player: scene.player, fps: 30).run(touches) { frames.append($0) }
        let writer = FrameWriter(folder: try ScratchFolders.make("app-drawing"), scale: Double(scale), background: scene.background,
                                 options: .fastest, frameCount: frames.count)
        let start = DispatchTime.now().uptimeNanoseconds
        let stream = FrameStream(writer: writer)
        for frame in frames { try stream.append(frame) }
        _ = try stream.finish()
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        print(String(format: "%.4f", seconds))
        print(String(format: "app drawing: %@ at %dx, %d frames drawn, encoded and written in %.3f s (%.1f frames a second), scene built beforehand",
                     game.script, scale, frames.count, seconds, Double(frames.count) / seconds))
    }
}
