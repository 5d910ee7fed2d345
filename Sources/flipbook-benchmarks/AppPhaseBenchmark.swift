import Flipbook
import Foundation

/// Where a whole game's frames spend their time on one thread, phase by phase: the scene
/// (touches, intents, views, layout, animator, display list), drawing with Cairo (over the
/// frame before, only where it changed, as `flipbook play`'s workers draw), PNG encoding
/// (level 1 in bands, unchanged bands copied, as `flipbook play` writes frames) and
/// writing the file (atomically and not flushed: a run flushes its frames once, at its end).
/// Frames that draw exactly what the frame before drew are counted apart: `flipbook play`
/// writes their bytes again without drawing or encoding them.
@MainActor enum AppPhaseBenchmark {
    static let size = CGSize(width: 390, height: 844)

    static func run(scale: Double = 1) throws {
        print(String(format: "app phases: whole games at 390×844, scale %.0f, one thread, ms a frame (mean)", scale))
        for game in WholeGames.all { try phases(of: game, scale: scale) }
    }

    private static func phases(of game: WholeGame, scale: Double) throws {
        let (name, app) = (game.title, game.app)
        let touches = try WholeGames.touches(of: game.script)
        let scene = try AppScene(launching: app, size: size, settings: try app.settings(from: touches.settings))
        let folder = try ScratchFolders.make("app-phases")
        var totals = [0.0, 0.0, 0.0, 0.0], frames = 0, repeated = 0
        var last: (list: DisplayList, png: Data)?
        let bands = PNGBandCache()
        let start = DispatchTime.now().uptimeNanoseconds
        try ScriptRunner(player: scene.player, fps: 30).run(touches) { list in
            frames += 1
            let url = folder.appendingPathComponent(FrameWriter.fileName(ofFrame: frames))
            if let last, list.drawsSameFrame(as: last.list) {
                repeated += 1
                totals[3] += try time { try AtomicFile.write(last.png, to: url, flushing: false) }
                return
            }
            var canvas: Canvas?, png = Data()
            totals[1] += try time { canvas = try list.drawReusingThreadSurface(scale: scale, background: scene.background) }
            totals[2] += try time { png = try canvas!.framePNGData(options: .fastest, reusing: bands) }
            totals[3] += try time { try AtomicFile.write(png, to: url, flushing: false) }
            last = (list, png)
        }
        let whole = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
        totals[0] = whole - totals[1...].reduce(0, +)
        let perFrame = totals.map { $0 / Double(frames) }
        print("  " + name.padding(toLength: 14, withPad: " ", startingAt: 0)
              + String(format: " %5d frames (%d at rest, written again)  scene %6.2f  raster %6.2f  encode %6.2f  write %5.2f  = %6.2f ms  (bands copied %.0f%%: kept from the frame before %.0f%%)",
                       frames, repeated, perFrame[0], perFrame[1], perFrame[2], perFrame[3], perFrame.reduce(0, +),
                       bands.statistics.copiedShare * 100, bands.statistics.keptShare * 100))
    }

    private static func time(_ body: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
    }
}
