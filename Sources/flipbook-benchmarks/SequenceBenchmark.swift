import CCairo
import Flipbook
import Foundation
import SetApp

/// The standard sequence: 81 card-sized rounded rectangles with a diamond each, moving on a
/// 1170×2532 screen, drawn through Flipbook's pipeline (views, animator, display lists, all
/// cores, frames encoded in bands) and through the plain path (one Cairo surface per frame,
/// drawn by hand and written with `cairo_surface_write_to_png`, one core).
@MainActor enum SequenceBenchmark {
    static let size = CGSize(width: 1170, height: 2532)
    static let fps = 60.0

    /// Times both paths on `frames` frames in three pairs of runs, each path a process of its
    /// own (`pipeline` and `plain`), alternating which goes first: the host's speed moves by
    /// tens of per cent within minutes, and a ratio of two runs taken apart measured that as
    /// much as the paths. The speedup is the median of the pairs' ratios.
    static func run(frames: Int) throws {
        print("sequence: 81 moving cards at 1170×2532, \(frames) frames a run, \(ProcessInfo.processInfo.activeProcessorCount) cores, 3 pairs of runs")
        let benchmark = CommandLine.arguments[0]
        let pairs = try AppBenchmark.alternatingPairs({ try AppBenchmark.measure([benchmark, "pipeline", String(frames)]) },
                                                      { try AppBenchmark.measure([benchmark, "plain", String(frames)]) })
        let rate = { (run: AppBenchmark.Figures) in Double(frames) / run.seconds }
        for (index, pair) in pairs.enumerated() {
            print(String(format: "  pair %d   flipbook pipeline %6.1f fps   plain cairo path %5.1f fps   %5.2fx",
                         index + 1, rate(pair.a), rate(pair.b), pair.b.seconds / pair.a.seconds))
        }
        print(String(format: "  flipbook pipeline     %7.1f frames per second (median)", AppBenchmark.median(pairs.map { rate($0.a) })))
        print(String(format: "  plain cairo path      %7.1f frames per second (median)", AppBenchmark.median(pairs.map { rate($0.b) })))
        print(String(format: "  peak memory           %7.1f MB (pipeline), %.1f MB (plain path)",
                     pairs.map(\.a.peakMegabytes).max() ?? 0, pairs.map(\.b.peakMegabytes).max() ?? 0))
        print(String(format: "speedup %.1fx (median of the pairs)", AppBenchmark.median(pairs.map { $0.b.seconds / $0.a.seconds })))
    }

    /// Runs both paths once each, in this process, keeping their frames in `folder`/flipbook
    /// and `folder`/plain (for checking that frames stay byte-identical).
    static func run(frames: Int, keepingFramesIn folder: URL) throws {
        print("sequence: 81 moving cards at 1170×2532, \(frames) frames, \(ProcessInfo.processInfo.activeProcessorCount) cores")
        let pipeline = try measure { try runPipeline(frames: frames, into: folder.appendingPathComponent("flipbook")) }
        print(String(format: "  flipbook pipeline     %7.1f frames per second", Double(frames) / pipeline))
        let plain = try measure { try runPlainPath(frames: frames, into: folder.appendingPathComponent("plain")) }
        print(String(format: "  plain cairo path      %7.1f frames per second", Double(frames) / plain))
        print(String(format: "  peak memory           %7.1f MB", peakMegabytes()))
        print(String(format: "speedup %.1fx", plain / pipeline))
    }

    private static func measure(_ body: () throws -> Void) rethrows -> Double {
        let start = Date()
        try body()
        return Date().timeIntervalSince(start)
    }

    /// Where card `index` is at `time`: a 9×9 grid, each card circling its place.
    static func cardRect(_ index: Int, at time: Double) -> CGRect {
        let cell = CGSize(width: size.width / 9, height: size.height / 9)
        let phase = time * 2 * .pi + Double(index) * 0.3
        let width = cell.width * 0.8, height = width * 1.5
        return CGRect(x: Double(index % 9) * cell.width + (cell.width - width) / 2 + 20 * cos(phase),
                    y: Double(index / 9) * cell.height + (cell.height - height) / 2 + 20 * sin(phase),
                    width: width, height: height)
    }

    /// The pipeline alone, its frames in a scratch folder (for runs on fewer cores).
    static func runPipelineOnly(frames: Int) throws {
        let folder = try ScratchFolders.make("pipeline")
        try runPipeline(frames: frames, into: folder)
    }

    /// The plain path alone, its frames in a scratch folder.
    static func runPlainPathOnly(frames: Int) throws {
        let folder = try ScratchFolders.make("plain")
        try runPlainPath(frames: frames, into: folder)
    }

    private static func runPipeline(frames: Int, into folder: URL) throws {
        let clock = VirtualClock()
        let scene = Player(size: size, clock: clock) { MovingCards(time: clock.now) }
        let stream = FrameStream(writer: FrameWriter(folder: folder, options: .fastest))
        for frame in 0..<frames { try stream.append(scene.frame(at: Double(frame) / fps)) }
        _ = try stream.finish()
    }

    private static func runPlainPath(frames: Int, into folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for frame in 0..<frames {
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(size.width), Int32(size.height))
            let context = cairo_create(surface)
            cairo_set_source_rgb(context, 1, 1, 1)
            cairo_paint(context)
            for index in 0..<81 { drawPlainCard(cardRect(index, at: Double(frame) / fps), context) }
            let path = folder.appendingPathComponent(FrameWriter.fileName(ofFrame: frame + 1)).path
            let status = cairo_surface_write_to_png(surface, path)
            cairo_destroy(context)
            cairo_surface_destroy(surface)
            guard status == CAIRO_STATUS_SUCCESS else {
                throw BenchmarkError("cannot write '\(path)': \(String(cString: cairo_status_to_string(status)))")
            }
        }
    }

    private static func drawPlainCard(_ rect: CGRect, _ context: OpaquePointer?) {
        let radius = 10.0
        cairo_new_sub_path(context)
        cairo_arc(context, rect.maxX - radius, rect.minY + radius, radius, -.pi / 2, 0)
        cairo_arc(context, rect.maxX - radius, rect.maxY - radius, radius, 0, .pi / 2)
        cairo_arc(context, rect.minX + radius, rect.maxY - radius, radius, .pi / 2, .pi)
        cairo_arc(context, rect.minX + radius, rect.minY + radius, radius, .pi, 3 * .pi / 2)
        cairo_close_path(context)
        cairo_set_source_rgb(context, 1, 0.584, 0)
        cairo_fill_preserve(context)
        cairo_set_line_width(context, 3)
        cairo_set_source_rgb(context, 0.11, 0.11, 0.12)
        cairo_stroke(context)
        let symbol = rect.insetBy(dx: rect.width * 0.2, dy: rect.height * 0.35)
        cairo_move_to(context, symbol.midX, symbol.minY)
        cairo_line_to(context, symbol.maxX, symbol.midY)
        cairo_line_to(context, symbol.midX, symbol.maxY)
        cairo_line_to(context, symbol.minX, symbol.midY)
        cairo_close_path(context)
        cairo_set_source_rgb(context, 0.686, 0.322, 0.871)
        cairo_fill(context)
    }

    private static func peakMegabytes() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_maxrss) / 1024
    }
}

/// The benchmark's scene, as views: the same cards at the same places as the plain path.
struct MovingCards: View {
    let time: Double

    var body: some View {
        ZStack(alignment: .topLeading) {
            ForEach(0..<81) { index in
                let rect = SequenceBenchmark.cardRect(index, at: time)
                ZStack {
                    RoundedRectangle(cornerRadius: 10).fill(Color.orange)
                    RoundedRectangle(cornerRadius: 10).stroke(Color(hex: 0x1C1C1E), lineWidth: 3)
                    Diamond().fill(Color.purple).padding(EdgeInsets(top: rect.height * 0.35, leading: rect.width * 0.2,
                                                                    bottom: rect.height * 0.35, trailing: rect.width * 0.2))
                }
                .frame(width: rect.width, height: rect.height)
                .offset(x: rect.minX, y: rect.minY)
            }
        }
        .frame(width: SequenceBenchmark.size.width, height: SequenceBenchmark.size.height, alignment: .topLeading)
    }
}
