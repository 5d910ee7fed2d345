import Foundation

/// Whole app runs through the `flipbook` command built beside this benchmark: the whole Set
/// game (`set solve --seed 2`) and the whole Memorize game at 390×844, at scale 1 and 3, in
/// frames per second with the process's peak memory; and 1 core against 2 (`taskset -c 0`).
enum AppBenchmark {
    /// One child process's figures.
    struct Figures {
        /// Wall-clock seconds.
        var seconds: Double
        /// Processor seconds, user and system, of all the child's threads.
        var cpuSeconds: Double
        var peakMegabytes: Double
    }

    static let games = [("Set game", "set-whole-game"), ("Memorize game", "memorize-whole-game")]

    static func run(scales: [Int] = [1, 3]) throws {
        print("apps: whole games at 390×844 played by `flipbook play`, \(ProcessInfo.processInfo.activeProcessorCount) cores")
        for (name, script) in games {
            let frames = try frameCount(of: script)
            for scale in scales {
                let figures = try play(script, scale: scale)
                print("  " + name.padding(toLength: 14, withPad: " ", startingAt: 0)
                      + String(format: " %dx  %5d frames  %6.1f frames per second  %6.1f ms CPU a frame  peak %5.0f MB",
                               scale, frames, Double(frames) / figures.seconds, 1000 * figures.cpuSeconds / Double(frames),
                               figures.peakMegabytes))
            }
        }
    }

    /// The whole games played by `before` (an earlier build of `flipbook`, B) and by this
    /// build (A), at `scales`: three pairs of runs, alternating which goes first. The host's
    /// speed moves by tens of per cent within minutes, so only runs side by side give the
    /// ratio between two builds. Prints each pair's ratio of wall times (B over A), their
    /// median, and both builds' frames a second and processor time a frame.
    static func versus(_ before: String, scales: [Int]) throws {
        print("versus: whole games at 390×844, B = \(before), A = this build; 3 pairs of runs")
        for (name, script) in games {
            let frames = try frameCount(of: script)
            for scale in scales {
                let pairs = try alternatingPairs({ try play(script, scale: scale) },
                                                 { try play(script, scale: scale, using: before) })
                let ratios = pairs.map { $0.b.seconds / $0.a.seconds }
                let (earlier, current) = (pairs.map(\.b), pairs.map(\.a))
                func fps(_ runs: [Figures]) -> Double { median(runs.map { Double(frames) / $0.seconds }) }
                func cpu(_ runs: [Figures]) -> Double { median(runs.map { 1000 * $0.cpuSeconds / Double(frames) }) }
                print("  " + name.padding(toLength: 14, withPad: " ", startingAt: 0)
                      + String(format: " %dx  B %6.1f fps  A %6.1f fps  %5.2fx", scale, fps(earlier), fps(current), median(ratios))
                      + " (pairs " + ratios.map { String(format: "%.2f", $0) }.joined(separator: " ") + ")"
                      + String(format: "   CPU a frame B %.1f ms, A %.1f ms", cpu(earlier), cpu(current)))
            }
        }
    }

    /// The Set game at scale 1 and the standard sequence, on one core and on two: three pairs
    /// of runs in the order 1 2, 2 1, 1 2, so a host that speeds up or slows down during the
    /// benchmark weighs on both sides. Prints each pair's ratio, their median, how busy the two
    /// cores were in the two-core runs (processor time over twice the wall time), and the
    /// processor time a frame on one core and on two (the same work, so a rise is contention).
    static func scaling(sequenceFrames: Int) throws {
        print("scaling: throughput on 2 cores over 1 core (taskset -c 0 for one), 3 pairs of runs")
        let frames = try frameCount(of: "set-whole-game")
        let set = try pairedRuns { cores in try play("set-whole-game", scale: 1, cores: cores) }
        report("Set game 1x", frames: frames, set)
        let benchmark = CommandLine.arguments[0]
        let sequence = try pairedRuns { cores in
            try measure(["taskset", "-c", cores, benchmark, "pipeline", String(sequenceFrames)])
        }
        report("sequence (\(sequenceFrames))", frames: sequenceFrames, sequence)
    }

    /// Three pairs of a run on core 0 and a run on cores 0 and 1, alternating which goes first.
    private static func pairedRuns(_ run: (String) throws -> Figures) throws -> [(one: Figures, two: Figures)] {
        try alternatingPairs({ try run("0") }, { try run("0,1") }).map { (one: $0.a, two: $0.b) }
    }

    /// Three pairs of a run of `a` and a run of `b`, in the order a b, b a, a b: a host that
    /// speeds up or slows down during them weighs on both sides.
    static func alternatingPairs(_ a: () throws -> Figures, _ b: () throws -> Figures) throws -> [(a: Figures, b: Figures)] {
        var pairs: [(a: Figures, b: Figures)] = []
        for pair in 0..<3 {
            if pair % 2 == 0 {
                let first = try a()
                pairs.append((first, try b()))
            } else {
                let second = try b()
                pairs.append((try a(), second))
            }
        }
        return pairs
    }

    private static func report(_ name: String, frames: Int, _ pairs: [(one: Figures, two: Figures)]) {
        let ratios = pairs.map { $0.one.seconds / $0.two.seconds }
        let busy = median(pairs.map { $0.two.cpuSeconds / (2 * $0.two.seconds) })
        let one = median(pairs.map { Double(frames) / $0.one.seconds }), two = median(pairs.map { Double(frames) / $0.two.seconds })
        let pairList = ratios.map { String(format: "%.2f", $0) }.joined(separator: " ")
        let cpuOne = median(pairs.map { 1000 * $0.one.cpuSeconds / Double(frames) })
        let cpuTwo = median(pairs.map { 1000 * $0.two.cpuSeconds / Double(frames) })
        print("  " + name.padding(toLength: 16, withPad: " ", startingAt: 0)
              + String(format: " 1 core %6.1f fps   2 cores %6.1f fps   %.2fx", one, two, median(ratios))
              + " (pairs \(pairList))"
              + String(format: "   2 cores %.0f%% busy   CPU a frame %.1f / %.1f ms   peak %.0f / %.0f MB", 100 * busy,
                       cpuOne, cpuTwo, pairs.map(\.one.peakMegabytes).max() ?? 0, pairs.map(\.two.peakMegabytes).max() ?? 0))
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }

    static func frameCount(of script: String) throws -> Int {
        let output = try capture([flipbook, "play", scriptPath(script), "--no-frames"])
        guard let count = output.split(separator: " ").dropFirst().first.flatMap({ Int($0) }) else {
            throw BenchmarkError("could not read the frame count of \(script): \(output)")
        }
        return count
    }

    /// Plays `script` at `scale` into a fresh folder with the `flipbook` at `command` (this
    /// build's by default), on `cores` (all by default).
    private static func play(_ script: String, scale: Int, cores: String? = nil, using command: String = flipbook) throws -> Figures {
        let folder = try ScratchFolders.make("app")
        let command = [command, "play", scriptPath(script), "-o", folder.path, "--scale", String(scale)]
        return try measure((cores.map { ["taskset", "-c", $0] } ?? []) + command)
    }

    static var flipbook: String {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("flipbook").path
    }

    private static func scriptPath(_ name: String) -> String { "assets/scripts/\(name).touches" }

    /// Runs `arguments` as a child process and returns its wall time, processor time and peak
    /// memory. The child is started by a fresh, small `flipbook-benchmarks child-usage`
    /// process: Linux records the memory high-water mark of the process that `posix_spawn`
    /// shares memory with until `exec` as the child's own, so a child spawned straight from this
    /// process, grown by the in-process benchmarks, would report this process's peak.
    static func measure(_ arguments: [String]) throws -> Figures {
        let start = Date()
        let output = try capture([CommandLine.arguments[0], "child-usage"] + arguments)
        let fields = output.split(separator: " ").compactMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        guard fields.count == 2 else { throw BenchmarkError("\(arguments.joined(separator: " ")) failed: \(output)") }
        return Figures(seconds: Date().timeIntervalSince(start), cpuSeconds: fields[0], peakMegabytes: fields[1])
    }

    /// Runs `arguments` as a child process (through `posix_spawnp`), its output thrown away, and
    /// returns its wall time, processor time and peak memory from `wait4`'s accounting of it.
    static func spawnAndWait(_ arguments: [String]) throws -> Figures {
        let start = Date()
        var pid = pid_t()
        var fileActions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&fileActions)
        defer { posix_spawn_file_actions_destroy(&fileActions) }
        posix_spawn_file_actions_addopen(&fileActions, 1, "/dev/null", O_WRONLY, 0)
        var argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        guard posix_spawnp(&pid, arguments[0], &fileActions, nil, &argv, environ) == 0 else {
            throw BenchmarkError("could not start \(arguments[0])")
        }
        var status: Int32 = 0
        var usage = rusage()
        wait4(pid, &status, 0, &usage)
        guard status == 0 else { throw BenchmarkError("\(arguments.joined(separator: " ")) failed (status \(status))") }
        let cpu = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        return Figures(seconds: Date().timeIntervalSince(start), cpuSeconds: cpu, peakMegabytes: Double(usage.ru_maxrss) / 1024)
    }

    private static func capture(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: arguments[0])
        process.arguments = Array(arguments.dropFirst())
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        RunningChildren.started(process.processIdentifier)
        defer { RunningChildren.ended(process.processIdentifier) }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}

/// A benchmark that could not run, with the reason.
struct BenchmarkError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
