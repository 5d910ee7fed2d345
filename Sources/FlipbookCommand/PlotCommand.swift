import ArgumentParser
import Flipbook
import Foundation

/// `flipbook plot`: draws values of a trace over time, and checks it for jumps.
struct PlotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plot",
        abstract: "Plot the values of views in a trace (from 'flipbook play --trace') over time, or check it for jumps.",
        discussion: """
        Each --value gets a panel: time in seconds across, the value in its unit (points, degrees, or a ratio) up, one coloured line per --id, named in the legend. A line breaks where its view is not on screen. An easing curve, a spring's overshoot or a jump shows at a glance.

        Without --id every view of the trace is plotted, when there are at most 10. --max-step N exits 1 and names the frames where one of the views moves more than N points between two consecutive frames; it can be used without -o.

        Examples:
          flipbook play assets/scripts/sample.touches --trace sample.jsonl
          flipbook plot sample.jsonl --id 1 --id 2 --value x --value y -o plot.png
          flipbook plot set.jsonl --id 12 --value rotation3D -o flip.png --scale 2
          flipbook plot set.jsonl --max-step 40
        """
    )

    @Argument(help: "The trace: a JSON Lines file written by 'flipbook play --trace'.")
    var trace: String

    @Option(name: .customLong("id"), help: ArgumentHelp("A view to plot or check, by its id as the trace writes it (repeatable).", valueName: "id"))
    var ids: [String] = []

    @Option(name: .customLong("value"), help: ArgumentHelp("A value to plot (repeatable; x and y by default).", valueName: "value"))
    var values: [TraceQuantity] = []

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("The PNG file to draw.", valueName: "file"),
            transform: Arguments.outputFile)
    var output: URL?

    @Option(help: ArgumentHelp("The plot's size in points; the height by default grows with the values.", valueName: "WxH"),
            transform: Arguments.pixelSize)
    var size: PixelSize?

    @Option(help: "Pixels per point.", transform: NumberOption.positive)
    var scale: Double = 1

    @Option(help: ArgumentHelp("Exit 1, naming the frames, when a view moves more than N points between two consecutive frames.",
                               valueName: "N"), transform: NumberOption.positive)
    var maxStep: Double?

    func validate() throws {
        guard output != nil || maxStep != nil else { throw ValidationError("missing -o FILE (or --max-step N)") }
        guard scale <= 8 else { throw ValidationError("--scale must be at most 8, not \(scale)") }
        let points = plotSize(panels: max(1, values.count))
        _ = try PixelSize(width: Int((points.width * scale).rounded()), height: Int((points.height * scale).rounded()))
    }

    func run() throws {
        try OutputCheck.checkDistinct(outputs: [NamedFile("-o", output?.path)].compactMap { $0 }, inputs: [NamedFile("the trace", trace)!])
        let frames = try TraceFile.read(contentsOf: URL(fileURLWithPath: trace))
        guard !frames.isEmpty else { throw ValidationError("\(trace): the trace has no frame") }
        let chosen = try chosenIDs(in: frames)
        if let output {
            let quantities = values.isEmpty ? [TraceQuantity.x, .y] : values
            let bounds = plotSize(panels: quantities.count)
            let view = TracePlotView(frames: frames, ids: chosen, quantities: quantities, size: bounds)
            let bitmap = try ImageRenderer(content: view, size: bounds, scale: scale, background: TracePlotView.background).render()
            try Output.write(bitmap, to: output, options: .smallest)
            print("wrote \(output.path)")
        }
        if let maxStep { try StepCheck.check(frames, maxStep: maxStep, ids: ids.isEmpty ? nil : Set(chosen)) }
    }

    private func plotSize(panels: Int) -> CGSize {
        if let size { return CGSize(width: Double(size.width), height: Double(size.height)) }
        return CGSize(width: 900, height: TracePlotView.Layout.legendHeight + 260 * Double(panels))
    }

    /// The ids asked for, each checked against the trace; every id of the trace when none is
    /// asked for and there are at most 10 (all of them for --max-step alone).
    private func chosenIDs(in frames: [FrameTrace]) throws -> [String] {
        var known: [String] = [], seen = Set<String>()
        for view in frames.flatMap(\.views) where seen.insert(view.id).inserted { known.append(view.id) }
        if ids.isEmpty {
            guard known.count <= 10 || output == nil else {
                throw ValidationError("\(trace) has \(known.count) views; choose some with --id (such as \(known.prefix(5).joined(separator: ", ")))")
            }
            return known
        }
        for id in ids where !seen.contains(id) {
            throw ValidationError("\(trace): no view '\(id)' in the trace (there is: \(Excerpt.list(known)))")
        }
        return ids
    }
}

extension TraceQuantity: ExpressibleByArgument {}
