import ArgumentParser
import Foundation

/// The `flipbook-benchmarks` command: the benchmarks behind `make bench`, all of them in one
/// report when no benchmark is named. A release build: debug builds are many times slower.
struct BenchmarkCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flipbook-benchmarks",
        abstract: "Time Flipbook's drawing, encoding and whole app runs (release build; `make bench` runs them all).",
        discussion: """
        With no benchmark named, runs every one below in one report, as `make bench` does. Frames go into a \
        scratch folder removed when the command ends (Ctrl-C too).

        Examples:
          flipbook-benchmarks
          flipbook-benchmarks sequence 600
          flipbook-benchmarks phases 30
          flipbook-benchmarks apps 3
          flipbook-benchmarks versus .build-before/.build/release/flipbook 1
          flipbook-benchmarks app-drawing memorize 1
        """,
        subcommands: [All.self, Board.self, Sequence.self, Phases.self, Scaling.self, Apps.self, Versus.self,
                      AppPhases.self, Pipeline.self, Plain.self, AppScene.self, AppDrawing.self, Backdrop.self,
                      ChildUsage.self],
        defaultSubcommand: All.self
    )

    /// Runs the command line: a mistake in the arguments is one line on standard error and
    /// exit status 64; a benchmark that fails, one line and status 1. Either way the scratch
    /// frames are removed.
    static func runMain() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        var command: ParsableCommand
        do {
            command = try parseAsRoot(arguments)
        } catch {
            exit(reporting: error, isUsageError: true)
        }
        ScratchFolders.claim()
        do {
            try command.run()
        } catch {
            ScratchFolders.removeAll()
            exit(reporting: error, isUsageError: error is ValidationError)
        }
        ScratchFolders.removeAll()
    }

    /// The help to point a mistake at: the named benchmark's, else the whole command's.
    private static var helpCommand: String {
        let names = configuration.subcommands.map { $0._commandName }
        let named = CommandLine.arguments.dropFirst().first.flatMap { names.contains($0) ? $0 : nil }
        return ["flipbook-benchmarks", named, "--help"].compactMap { $0 }.joined(separator: " ")
    }

    private static func exit(reporting error: Error, isUsageError: Bool) -> Never {
        if exitCode(for: error) == .success {
            print(fullMessage(for: error))
            Foundation.exit(0)
        }
        let message = message(for: error).split(whereSeparator: \.isNewline).joined(separator: "; ")
        let line = "flipbook-benchmarks: error: \(message)" + (isUsageError ? " (see '\(helpCommand)')" : "")
        FileHandle.standardError.write(Data((line + "\n").utf8))
        Foundation.exit(isUsageError ? ExitCode.validationFailure.rawValue : ExitCode.failure.rawValue)
    }
}

/// A benchmark that renders a number of frames: a whole number from 1 to 100,000.
private protocol CountsFrames: ParsableCommand {
    var frames: Int { get }
}

extension CountsFrames {
    func validate() throws { try checkFrames() }

    func checkFrames() throws {
        guard (1...100_000).contains(frames) else {
            throw ValidationError("the number of frames must be from 1 to 100000, not \(frames)")
        }
    }
}

/// Scales the app benchmarks take: whole numbers from 1 to 4 (as `flipbook play --scale`
/// allows up to 4); none given means 1 and 3.
private func checkedScales(_ scales: [Int]) throws -> [Int] {
    if let wrong = scales.first(where: { !(1...4).contains($0) }) {
        throw ValidationError("a scale must be a whole number from 1 to 4, not \(wrong)")
    }
    return scales.isEmpty ? [1, 3] : scales
}

extension BenchmarkCommand {
    @MainActor struct All: @preconcurrency ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Every benchmark below, in one report (the default).")

        func run() throws {
            print(MachineReport.line())
            print()
            try BoardBenchmark.run()
            print()
            try SequenceBenchmark.run(frames: 300)
            print()
            try PhaseBenchmark.run(frames: 30)
            print()
            try AppPhaseBenchmark.run()
            print()
            try AppBenchmark.scaling(sequenceFrames: Scaling.defaultFrames)
            print()
            try AppBenchmark.run()
            print()
            print("load average at the end: \(MachineReport.loadAverage())")
        }
    }

    @MainActor struct Board: @preconcurrency ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Drawing, bitmap and PNG figures for one board.")

        func run() throws { try BoardBenchmark.run() }
    }

    struct Sequence: CountsFrames {
        static let configuration = CommandConfiguration(
            abstract: "The standard sequence (81 moving cards at 1170×2532) through the pipeline and the plain path.",
            discussion: """
            Three pairs of runs, each path a process of its own, alternating which goes first; the speedup is the \
            median of the pairs' ratios. With --keep, one run of each path in this process, its frames kept.

            Examples:
              flipbook-benchmarks sequence 300
              flipbook-benchmarks sequence 60 --keep /tmp/frames
            """)

        @Argument(help: "Frames to render through each path in each run.")
        var frames = 60
        @Option(help: ArgumentHelp("Keep the frames in DIR/flipbook and DIR/plain.", valueName: "DIR"))
        var keep: String?

        func validate() throws {
            try checkFrames()
            if keep?.isEmpty == true { throw ValidationError("--keep needs a folder, not an empty name") }
        }

        func run() throws {
            let frames = frames, keep = keep
            try MainActor.assumeIsolated {
                if let keep {
                    try SequenceBenchmark.run(frames: frames, keepingFramesIn: URL(fileURLWithPath: keep))
                } else {
                    try SequenceBenchmark.run(frames: frames)
                }
            }
        }
    }

    struct Phases: CountsFrames {
        static let configuration = CommandConfiguration(
            abstract: "The standard sequence's scene, raster, encode and write, ms a frame on one thread.")

        @Argument(help: "Frames to average over.")
        var frames = 30

        func run() throws {
            let frames = frames
            try MainActor.assumeIsolated { try PhaseBenchmark.run(frames: frames) }
        }
    }

    struct Scaling: CountsFrames {
        static let configuration = CommandConfiguration(
            abstract: "One core against two (taskset), and two one-core runs at once, for the whole Set game and the standard sequence.")

        /// 300, as the sequence benchmark's runs: at 100 frames a second a run of 120 frames
        /// lasted about a second, where the process's start and the run's one flush at its end
        /// took a tenth of the two-core run.
        static let defaultFrames = 300

        @Argument(help: "Frames of the standard sequence in each run.")
        var frames = defaultFrames

        func run() throws { try AppBenchmark.scaling(sequenceFrames: frames) }
    }

    struct Apps: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "The whole Set and Memorize games at each scale, frames a second.",
            discussion: "Example: flipbook-benchmarks apps 1 3")

        @Argument(help: "Scales, whole numbers from 1 to 4 (default: 1 3).")
        var scales: [Int] = []

        func validate() throws { _ = try checkedScales(scales) }

        func run() throws { try AppBenchmark.run(scales: try checkedScales(scales)) }
    }

    @MainActor struct Versus: @preconcurrency ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "The whole games in rounds of runs against an earlier build of flipbook, beside this build's drawing alone.",
            discussion: "Example: flipbook-benchmarks versus .build-before/.build/release/flipbook 1")

        @Argument(help: ArgumentHelp("The earlier build's flipbook program.", valueName: "BIN"))
        var before: String
        @Argument(help: "Scales, whole numbers from 1 to 4 (default: 1 3).")
        var scales: [Int] = []

        func validate() throws {
            guard FileManager.default.isExecutableFile(atPath: before) else {
                throw ValidationError("no program at \(before)")
            }
            _ = try checkedScales(scales)
        }

        func run() throws { try AppBenchmark.versus(before, scales: try checkedScales(scales)) }
    }

    struct Plain: CountsFrames {
        static let configuration = CommandConfiguration(
            abstract: "The standard sequence's plain path alone (Cairo and cairo_surface_write_to_png, one core).")

        @Argument(help: "Frames to render.")
        var frames = 60

        func run() throws {
            let frames = frames
            try MainActor.assumeIsolated { try SequenceBenchmark.runPlainPathOnly(frames: frames) }
        }
    }

    @MainActor struct AppPhases: @preconcurrency ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "app-phases",
            abstract: "The whole games' scene, raster, encode and write on one thread, ms a frame.")

        @Argument(help: "The scale, a whole number from 1 to 4.")
        var scale = 1

        func validate() throws { _ = try checkedScales([scale]) }

        func run() throws { try AppPhaseBenchmark.run(scale: Double(scale)) }
    }

    struct Pipeline: CountsFrames {
        static let configuration = CommandConfiguration(
            abstract: "The standard sequence's pipeline alone (what the scaling runs time).")

        @Argument(help: "Frames to render.")
        var frames = 60

        func run() throws {
            let frames = frames
            try MainActor.assumeIsolated { try SequenceBenchmark.runPipelineOnly(frames: frames) }
        }
    }

    @MainActor struct AppScene: @preconcurrency ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "app-scene",
            abstract: "A whole game's scene work alone, nothing drawn (what runs under callgrind).")

        enum Game: String, ExpressibleByArgument, CaseIterable {
            case set, memorize
        }

        @Argument(help: "The game: set or memorize.")
        var game: Game = .set

        func run() throws { try AppSceneBenchmark.run(game.rawValue) }
    }

    @MainActor struct AppDrawing: @preconcurrency ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "app-drawing",
            abstract: "A whole game's frames drawn, encoded and written on all cores, its scene built beforehand (versus's D).")

        @Argument(help: "The game: set or memorize.")
        var game: AppScene.Game = .memorize
        @Argument(help: "The scale, a whole number from 1 to 4.")
        var scale = 1

        func validate() throws { _ = try checkedScales([scale]) }

        func run() throws { try AppDrawingBenchmark.run(game.rawValue, scale: scale) }
    }

    struct Backdrop: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "The blur behind a context menu at scales 1, 2 and 3.")

        func run() throws { try BackdropBenchmark.run() }
    }

    /// Used by the app benchmarks: runs a command and prints its processor seconds and peak
    /// megabytes (a fresh process, so the figures are the command's alone).
    struct ChildUsage: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "child-usage", shouldDisplay: false)

        @Argument(parsing: .captureForPassthrough)
        var command: [String] = []

        func validate() throws {
            guard !command.isEmpty else { throw ValidationError("child-usage needs a command to run") }
        }

        func run() throws {
            let figures = try AppBenchmark.spawnAndWait(command)
            print(figures.cpuSeconds, figures.peakMegabytes)
        }
    }
}
