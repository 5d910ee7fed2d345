import Foundation

// The benchmarks behind `make bench`; `flipbook-benchmarks --help` lists them.

/// What `--help` prints.
let usage = """
    USAGE: flipbook-benchmarks [BENCHMARK [ARGUMENTS]]   (release build; `make bench` runs them all)

      (none)               everything below, in one report
      board                drawing, bitmap and PNG figures for one board
      sequence N [--keep DIR]  the standard sequence of N frames (frames kept in DIR/flipbook, DIR/plain)
      phases N             scene, raster, encode and write, ms a frame on one thread
      scaling [N]          1 core against 2 (taskset) for the Set game and the sequence
      apps [S…]            the whole Set and Memorize games at scales S (default 1 3)
      versus BIN [S…]      the same, in pairs of runs against BIN, an earlier build of flipbook
      app-phases [S]       the whole games' scene, raster, encode and write on one thread
      pipeline N           the sequence's pipeline alone (what scaling times)
      app-scene set|memorize   a whole game's scene work alone, nothing drawn
      backdrop             the blur behind a context menu at scales 1, 2 and 3

    Examples:
      flipbook-benchmarks sequence 600
      flipbook-benchmarks apps 3
      flipbook-benchmarks versus .build-before/.build/release/flipbook 1
    """

let arguments = Array(CommandLine.arguments.dropFirst())
let count = Int(arguments.dropFirst().first ?? "")
ScratchFolders.claim()
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
    case "versus":
        guard let before = arguments.dropFirst().first else { throw BenchmarkError("versus needs the path of an earlier flipbook") }
        guard FileManager.default.isExecutableFile(atPath: before) else { throw BenchmarkError("versus: no program at \(before)") }
        let scales = arguments.dropFirst(2).compactMap { Int($0) }
        try AppBenchmark.versus(before, scales: scales.isEmpty ? [1, 3] : scales)
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
    case "-h", "--help", "help":
        print(usage)
    case let unknown?:
        FileHandle.standardError.write(Data("flipbook-benchmarks: error: unknown benchmark '\(unknown)' (see --help)\n".utf8))
        exit(64)
    case nil:
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
    ScratchFolders.removeAll()
    FileHandle.standardError.write(Data("flipbook-benchmarks: error: \(error)\n".utf8))
    exit(1)
}
ScratchFolders.removeAll()
