import Flipbook
import Foundation

/// The standard sequence's cost per frame on one thread, phase by phase: building the scene
/// (views, layout, animator, display list), drawing it with Cairo (over the frame before,
/// only where it changed, as sequences are drawn), PNG encoding (level 1
/// in bands, unchanged bands copied, as frame sequences are written) and writing the file
/// (atomically and not flushed, as `FrameWriter` writes frames: a run flushes them once).
@MainActor enum PhaseBenchmark {
    static func run(frames: Int) throws {
        let folder = try ScratchFolders.make("phases")
        let clock = VirtualClock()
        let scene = Player(size: SequenceBenchmark.size, clock: clock) { MovingCards(time: clock.now) }
        var totals = [0.0, 0.0, 0.0, 0.0]
        let bands = PNGBandCache()
        for frame in 0..<frames {
            var list: DisplayList?, canvas: Canvas?, png = Data()
            totals[0] += time { list = scene.frame(at: Double(frame) / SequenceBenchmark.fps) }
            totals[1] += try time { canvas = try list!.drawReusingThreadSurface() }
            totals[2] += try time { png = try canvas!.framePNGData(options: .fastest, reusing: bands) }
            totals[3] += try time { try AtomicFile.write(png, to: folder.appendingPathComponent(FrameWriter.fileName(ofFrame: frame + 1)), flushing: false) }
        }
        let names = ["scene (views, layout, animator, display list)", "raster (Cairo, background included)",
                     "encode (PNG, level 1 in bands, unchanged copied)", "write (file)"]
        print("phases: the standard sequence on one thread, ms a frame (mean of \(frames))")
        for (name, total) in zip(names, totals) {
            let figures = String(format: "%7.2f ms  %4.0f%%", total / Double(frames), 100 * total / totals.reduce(0, +))
            print("  " + name.padding(toLength: 50, withPad: " ", startingAt: 0) + " " + figures)
        }
        print(String(format: "  bands copied, from the cache or kept from the frame before: %.0f%%", bands.statistics.copiedShare * 100))
    }

    private static func time(_ body: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
    }
}
