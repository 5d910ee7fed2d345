import Foundation

// Benchmarks, run with `make bench` (release build):
//   flipbook-benchmarks            the board benchmark and the 60-frame sequence benchmark
//   flipbook-benchmarks board      drawing, bitmap and PNG figures for one board
//   flipbook-benchmarks sequence N the standard sequence of N frames (600 for the memory goal)
//   flipbook-benchmarks sequence N --keep DIR   the same, keeping the frames in DIR/flipbook and DIR/plain

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "board":
    try BoardBenchmark.run()
case "sequence":
    let keep = arguments.firstIndex(of: "--keep").flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
    try SequenceBenchmark.run(frames: Int(arguments.dropFirst().first ?? "") ?? 60, keep: keep.map { URL(fileURLWithPath: $0) })
default:
    try BoardBenchmark.run()
    print()
    try SequenceBenchmark.run(frames: 60)
}
