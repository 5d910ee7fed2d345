import Foundation

/// Whole app runs through the `flipbook` command built beside this benchmark: the whole Set
/// game (`set solve --seed 2`) and the whole Memorize game at 390×844, at scale 1 and 3, in
/// frames per second with the process's peak memory; and 1 core against 2 (`taskset -c 0`),
/// beside two one-core runs at once (the host's own scaling).
enum AppBenchmark {
    /// One child process's figures.
    struct Figures {
        /// Wall-clock seconds.
        var seconds: Double
        /// Processor seconds, user and system, of all the child's threads.
        var cpuSeconds: Double
        var peakMegabytes: Double
    }

    static func run(scales: [Int] = [1, 3]) throws {
        print("apps: whole games at 390×844 played by `flipbook play`, \(ProcessInfo.processInfo.activeProcessorCount) cores")
        for game in WholeGames.all {
            let (name, script) = (game.title, game.script)
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
    /// build (A), at `scales`: three rounds of a run of each and a run of A's drawing alone (its
    /// frames drawn, encoded and written with the scene built beforehand, `app-drawing`), in
    /// the order A B D, D B A, A B D. The host's speed moves by tens of per cent within
    /// minutes, so only runs side by side give the ratio between two builds. Prints each
    /// round's ratio of wall times (B over A), their median, both builds' frames a second and
    /// processor time a frame, and B's wall time over D's: how fast A could be if starting and
    /// building its scene cost nothing, with the same frames.
    static func versus(_ before: String, scales: [Int]) throws {
        print("versus: whole games at 390×844, B = \(before), A = this build, D = A's drawing alone; 3 rounds of runs")
        let benchmark = CommandLine.arguments[0]
        for game in WholeGames.all {
            let (name, script) = (game.title, game.script)
            let frames = try frameCount(of: script)
            for scale in scales {
                let rounds = try alternatingRounds([
                    { try play(script, scale: scale) },
                    { try play(script, scale: scale, using: before) },
                    { try drawingAlone(benchmark, game: game.name, scale: scale) },
                ])
                let ratios = rounds.map { $0[1].seconds / $0[0].seconds }
                let bounds = rounds.map { $0[1].seconds / $0[2].seconds }
                let (current, earlier) = (rounds.map { $0[0] }, rounds.map { $0[1] })
                func fps(_ runs: [Figures]) -> Double { median(runs.map { Double(frames) / $0.seconds }) }
                func cpu(_ runs: [Figures]) -> Double { median(runs.map { 1000 * $0.cpuSeconds / Double(frames) }) }
                func list(_ values: [Double]) -> String { values.map { String(format: "%.2f", $0) }.joined(separator: " ") }
                print("  " + name.padding(toLength: 14, withPad: " ", startingAt: 0)
                      + String(format: " %dx  B %6.1f fps  A %6.1f fps  %5.2fx", scale, fps(earlier), fps(current), median(ratios))
                      + " (pairs \(list(ratios)))"
                      + String(format: "   CPU a frame B %.1f ms, A %.1f ms", cpu(earlier), cpu(current)))
                print("  " + "".padding(toLength: 14, withPad: " ", startingAt: 0)
                      + String(format: "     drawing alone D %6.1f fps: B / D %5.2fx", fps(rounds.map { $0[2] }), median(bounds))
                      + " (rounds \(list(bounds))), the most any work beside the drawing could give")
            }
        }
    }

    /// A run of `app-drawing` for `game` at `scale` in a child process: the wall time it
    /// reports, which leaves out starting the process and building the scene (processor time
    /// and memory not measured).
    private static func drawingAlone(_ benchmark: String, game: String, scale: Int) throws -> Figures {
        let output = try capture([benchmark, "app-drawing", game, String(scale)])
        guard let seconds = output.split(separator: "\n").first.flatMap({ Double($0) }) else {
            throw BenchmarkError("app-drawing \(game) \(scale) failed (its error is above): \(output)")
        }
        return Figures(seconds: seconds, cpuSeconds: 0, peakMegabytes: 0)
    }

    /// The Set game at scale 1 and the standard sequence, on one core and on two, and as two
    /// one-core runs side by side (core 0 and core 1 at once): three rounds in the order
    /// 1 2 S, S 2 1, 1 2 S, so a host that speeds up or slows down during the benchmark weighs
    /// on every side. Prints each round's ratio of two cores to one, their median, how busy the
    /// two cores were (processor time over twice the wall time), the processor time a frame on
    /// one core and on two, and the host's own scaling: the two side-by-side runs' frames a
    /// second together over one run's alone. Two processes share no work, so what they lose is
    /// what the host takes from a core while the other is busy (its speed also moves between
    /// runs, so a round can give more than 2x, or less than the two-core run).
    static func scaling(sequenceFrames: Int) throws {
        print("scaling: throughput on 2 cores over 1 core (taskset -c 0 for one), 3 rounds of runs;")
        print("  and two one-core runs at once (cores 0 and 1) over one alone: the host's own scaling in the same minutes")
        let frames = try frameCount(of: "set-whole-game")
        let set = try scalingRounds { cores in try play("set-whole-game", scale: 1, cores: cores) }
        report("Set game 1x", frames: frames, set)
        let benchmark = CommandLine.arguments[0]
        let sequence = try scalingRounds { cores in
            try measure(["taskset", "-c", cores, benchmark, "pipeline", String(sequenceFrames)])
        }
        report("sequence (\(sequenceFrames))", frames: sequenceFrames, sequence)
    }

    /// One round of the scaling benchmark: a run on core 0, a run on cores 0 and 1, and two
    /// runs at once, one on core 0 and one on core 1.
    private struct ScalingRound {
        var one: Figures
        var two: Figures
        var sideBySide: (Figures, Figures)

        /// Throughput on two cores over one.
        var ratio: Double { one.seconds / two.seconds }

        /// The side-by-side runs' throughput together over the one-core run's.
        var sideBySideRatio: Double { one.seconds / sideBySide.0.seconds + one.seconds / sideBySide.1.seconds }
    }

    /// Three rounds of `run` on core 0 (1), on cores 0 and 1 (2) and twice at once on cores 0
    /// and 1 (S), in the order 1 2 S, S 2 1, 1 2 S.
    private static func scalingRounds(_ run: @escaping @Sendable (String) throws -> Figures) throws -> [ScalingRound] {
        try (0..<3).map { round in
            if round % 2 == 0 {
                let one = try run("0"), two = try run("0,1")
                return ScalingRound(one: one, two: two, sideBySide: try atOnce({ try run("0") }, { try run("1") }))
            }
            let sideBySide = try atOnce({ try run("0") }, { try run("1") })
            let two = try run("0,1")
            return ScalingRound(one: try run("0"), two: two, sideBySide: sideBySide)
        }
    }

    /// Runs `a` and `b` at the same time, each on a thread of its own, and returns both
    /// figures; when a run fails, its error is thrown (`a`'s when both do), after both ended.
    private static func atOnce(_ a: @escaping @Sendable () throws -> Figures,
                               _ b: @escaping @Sendable () throws -> Figures) throws -> (Figures, Figures) {
        let results = SideBySideResults()
        let group = DispatchGroup()
        for (index, run) in [a, b].enumerated() {
            DispatchQueue.global().async(group: group) { results.set(index, Result { try run() }) }
        }
        group.wait()
        return (try results.get(0), try results.get(1))
    }

    /// Three pairs of a run of `a` and a run of `b`, in the order a b, b a, a b: a host that
    /// speeds up or slows down during them weighs on both sides.
    static func alternatingPairs(_ a: @escaping () throws -> Figures, _ b: @escaping () throws -> Figures) throws -> [(a: Figures, b: Figures)] {
        try alternatingRounds([a, b]).map { ($0[0], $0[1]) }
    }

    /// Three rounds of a run of each of `runs`, in their order, then the reverse, then their
    /// order again; each round's figures in the order of `runs`.
    static func alternatingRounds(_ runs: [() throws -> Figures]) throws -> [[Figures]] {
        try (0..<3).map { round in
            guard round % 2 == 1 else { return try runs.map { try $0() } }
            return try runs.reversed().map { try $0() }.reversed()
        }
    }

    private static func report(_ name: String, frames: Int, _ rounds: [ScalingRound]) {
        func list(_ values: [Double]) -> String { values.map { String(format: "%.2f", $0) }.joined(separator: " ") }
        func fps(_ figures: Figures) -> Double { Double(frames) / figures.seconds }
        func cpu(_ figures: Figures) -> Double { 1000 * figures.cpuSeconds / Double(frames) }
        let ratios = rounds.map(\.ratio), sideBySide = rounds.map(\.sideBySideRatio)
        let busy = median(rounds.map { $0.two.cpuSeconds / (2 * $0.two.seconds) })
        print("  " + name.padding(toLength: 16, withPad: " ", startingAt: 0)
              + String(format: " 1 core %6.1f fps   2 cores %6.1f fps   %.2fx", median(rounds.map { fps($0.one) }),
                       median(rounds.map { fps($0.two) }), median(ratios))
              + " (rounds \(list(ratios)))"
              + String(format: "   2 cores %.0f%% busy   CPU a frame %.1f / %.1f ms   peak %.0f / %.0f MB", 100 * busy,
                       median(rounds.map { cpu($0.one) }), median(rounds.map { cpu($0.two) }),
                       rounds.map(\.one.peakMegabytes).max() ?? 0, rounds.map(\.two.peakMegabytes).max() ?? 0))
        print("  " + "".padding(toLength: 16, withPad: " ", startingAt: 0)
              + String(format: " two one-core runs at once %.2fx one alone (rounds %@)", median(sideBySide), list(sideBySide)))
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

/// The figures of runs made at once on two threads, each kept by the index of its run.
private final class SideBySideResults: @unchecked Sendable {
    private var results: [Int: Result<AppBenchmark.Figures, Error>] = [:]
    private let lock = NSLock()

    func set(_ index: Int, _ result: Result<AppBenchmark.Figures, Error>) {
        lock.withLock { results[index] = result }
    }

    func get(_ index: Int) throws -> AppBenchmark.Figures {
        try lock.withLock { results[index] }!.get()
    }
}
