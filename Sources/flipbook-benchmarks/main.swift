import Foundation

// Benchmarks, run with `make bench` (release build, from the package's folder):
//   flipbook-benchmarks            everything below: board, sequence 600, phases, app phases, scaling, apps
//   flipbook-benchmarks board      drawing, bitmap and PNG figures for one board
//   flipbook-benchmarks sequence N the standard sequence of N frames (600 for the memory goal)
//   flipbook-benchmarks sequence N --keep DIR   the same, keeping the frames in DIR/flipbook and DIR/plain
//   flipbook-benchmarks phases N   scene, raster, encode and write, ms a frame on one thread
//   flipbook-benchmarks scaling    1 core against 2 (taskset) for the Set game and the sequence
//   flipbook-benchmarks apps [S…]  the whole Set and Memorize games at scales S (default 1 3)
//   flipbook-benchmarks app-phases [S]  the whole games' scene, raster, encode and write on one thread
//   flipbook-benchmarks pipeline N the sequence's pipeline alone (what scaling times)
//   flipbook-benchmarks app-scene set|memorize   a whole game's scene work alone, nothing drawn
//   flipbook-benchmarks backdrop   the blur behind a context menu at scales 1, 2 and 3

let arguments = Array(CommandLine.arguments.dropFirst())
let count = Int(arguments.dropFirst().first ?? "")
do {
    switch arguments.first {
    case "board":
        try BoardBenchmark.run()
    case "sequence":
        let keep = arguments.firstIndex(of: "--keep").flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
        try SequenceBenchmark.run(frames: count ?? 60, keep: keep.map { URL(fileURLWithPath: $0) })
    case "phases":
        try PhaseBenchmark.run(frames: count ?? 30)
    case "scaling":
        try AppBenchmark.scaling(sequenceFrames: count ?? 120)
    case "apps":
        let scales = arguments.dropFirst().compactMap { Int($0) }
        try AppBenchmark.run(scales: scales.isEmpty ? [1, 3] : scales)
    case "app-phases":
        try AppPhaseBenchmark.run(scale: Double(count ?? 1))
    case "backdrop":
        try BackdropBenchmark.run()
    case "child-usage":
        // Used by the app benchmarks: runs the rest of the arguments, prints "CPU-seconds peak-MB".
        let figures = try AppBenchmark.spawnAndWait(Array(arguments.dropFirst()))
        print(figures.cpuSeconds, figures.peakMegabytes)
    case "app-scene":
        try AppSceneBenchmark.run(arguments.dropFirst().first ?? "set")
    case "pipeline":
        try SequenceBenchmark.runPipelineOnly(frames: count ?? 60)
    default:
        print(MachineReport.line())
        print()
        try BoardBenchmark.run()
        print()
        try SequenceBenchmark.run(frames: 600)
        print()
        try PhaseBenchmark.run(frames: 30)
        print()
        try AppPhaseBenchmark.run()
        print()
        try AppBenchmark.scaling(sequenceFrames: 120)
        print()
        try AppBenchmark.run()
        print()
        print("load average at the end: \(MachineReport.loadAverage())")
    }
} catch {
    FileHandle.standardError.write(Data("flipbook-benchmarks: error: \(error)\n".utf8))
    exit(1)
}
