import ArgumentParser
import Flipbook
import Foundation

/// `flipbook play`: runs a touch script and writes its frames.
struct PlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Play a touch script on the virtual clock and write every frame as a PNG.",
        discussion: """
        A script is a text file, one event a line, `#` comments; it begins with `app NAME`:
          app sample
          tap button "Move"          # a named target, resolved through the layout
          wait 1.0                   # let time pass: frames are drawn meanwhile
          tap 120,300                # a point, in points from the top-left
          drag diamond -> 300,650 over 0.8
          pinch 1.5 at 200,300 over 0.6
          swipe left on row "Vehicles"  # lists: row N, row "Title"; back pops a screen
          long-press row 2 for 0.6
          scroll list by 0,300 over 0.5

        Lines such as 'theme Halloween' or 'seed 3' are the app's settings ('flipbook render --help' lists them), before the first event; a line that is neither an event nor a setting the app knows is an error naming its file, line and column. A script's settings win over --seed and --appearance.

        A run stops at the last frame --frames asks for. A folder that holds frame_*.png files this run would not write (an older, longer run) is refused unless --overwrite, which removes them first; when the command fails, a folder it created is removed, and so are the frames it added to one that was there.

        Frames go to DIR/frame_00001.png…, drawn on all cores. Apps: \(Registry.names). Demo scripts live in assets/scripts/.

        Examples:
          flipbook play assets/scripts/sample.touches -o /tmp/sample
          flipbook play assets/scripts/sample.touches -o /tmp/part --frames 30..60
          flipbook play assets/scripts/sample.touches --no-frames
          flipbook play assets/scripts/sample.touches -o /tmp/sample --shard 0/4   # first quarter, as process 0 of 4
        """
    )

    @Argument(help: "The touch script to play.")
    var script: String

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("The folder for the frames.", valueName: "dir"))
    var output: String?

    @Option(help: "Frames per second.")
    var fps: Double = 30

    @Option(help: ArgumentHelp("Write only frames A through B (1-based, inclusive).", valueName: "A..B"), transform: FrameRange.parse)
    var frames: ClosedRange<Int>?

    @Option(help: ArgumentHelp("Write only shard I of N (0-based): contiguous frames, the same files a whole run writes for them.",
                               valueName: "I/N"), transform: { try FrameShard(parsing: $0) })
    var shard: FrameShard?

    @Flag(help: "Run the script without drawing any frame (for checks of state alone).")
    var noFrames = false

    @Flag(help: "Remove frame_*.png files of another run from the folder first; without it such a folder is refused.")
    var overwrite = false

    @OptionGroup var scene: SceneOptions

    func validate() throws {
        guard fps > 0, fps <= 240 else { throw ValidationError("--fps must be above 0 and at most 240, not \(fps)") }
        guard noFrames || output != nil else { throw ValidationError("missing -o DIR (or --no-frames)") }
        guard frames == nil || shard == nil else { throw ValidationError("--frames and --shard cannot be used together") }
    }

    func run() throws {
        let touchScript = try TouchScript(contentsOf: URL(fileURLWithPath: script))
        let app = try app(of: touchScript)
        try touchScript.checkSettings(knownKeys: app.settingNames)
        let session = try AppRendering.scene(of: app, size: scene.screenSize, settings: try settings(of: touchScript, for: app))
        let runner = ScriptRunner(player: session.player, fps: fps)
        let total = ScriptRunner.frameCount(of: touchScript, fps: fps)
        if let frames, frames.upperBound > total {
            throw ValidationError("--frames \(frames.lowerBound)..\(frames.upperBound) is beyond the \(total) frames of this run")
        }
        guard !noFrames, let output else {
            try OutputCheck.checkStateJSON(scene.stateJSON, besides: [])
            try runner.runWithoutFrames(touchScript)
            try scene.writeState(of: session)
            return print("played \(Self.count(total)) (none drawn)")
        }
        let folder = URL(fileURLWithPath: output)
        try OutputCheck.checkStateJSON(scene.stateJSON, besides: [], creating: folder)
        let rollback = FolderRollback(folder)
        do {
            let summary = try writeFrames(of: touchScript, with: runner, over: session.background, total: total, into: folder)
            try scene.writeState(of: session)
            print("wrote \(summary) to \(folder.path)")
        } catch {
            rollback.undo()
            throw error
        }
    }

    /// "1 frame", "2 frames".
    static func count(_ frames: Int) -> String {
        frames == 1 ? "1 frame" : "\(frames) frames"
    }

    /// The settings of the command line under the script's lines; a bad line is reported as
    /// `FILE:LINE:COLUMN: …`.
    private func settings(of touchScript: TouchScript, for app: any FlipbookApp.Type) throws -> AppSettings {
        let base = try app.settings(scene.settingValues, from: .commandLine)
        do {
            return try app.settings(from: touchScript.settings, over: base)
        } catch {
            guard case .scriptLine(let line) = error.source else { throw error }
            let column = touchScript.settings.first { $0.line == line }?.column ?? 1
            throw TouchScriptError(line: line, column: column, message: error.message, file: touchScript.file)
        }
    }

    /// Plays the script and writes its frames (the ones `--frames` asks for) into `folder`,
    /// stopping at the last frame asked for.
    private func writeFrames(of touchScript: TouchScript, with runner: ScriptRunner, over background: Color, total: Int,
                             into folder: URL) throws -> FrameWriterSummary {
        let compression = scene.png.compression
        let options = compression == .balanced ? PNGOptions.fastest : compression.options
        let writer = FrameWriter(folder: folder, scale: scene.scale, background: background, options: options, frameCount: total)
        try writer.prepareFolder(frameCount: total, overwrite: overwrite)
        // An empty shard (more shards than frames) asks for a frame past the run's end: none.
        let numbers = shard.map { $0.frames(of: total) ?? (total + 1)...(total + 1) } ?? frames
        let stream = FrameStream(writer: writer, numbers: numbers, progress: Progress.reporter(total: numbers?.count ?? total))
        try runner.run(touchScript, lastFrame: numbers?.upperBound) { _, frame in try stream.append(frame) }
        defer { Progress.finish() }
        return try stream.finish()
    }

    /// The app the script's `app NAME` line names.
    ///
    /// - Throws: `TouchScriptError` naming the script, for a script with no `app` line or an
    ///   app the registry does not have (a problem of the file, not of the arguments).
    private func app(of touchScript: TouchScript) throws -> any FlipbookApp.Type {
        guard let name = touchScript.app else {
            throw TouchScriptError(line: 0, column: 0, message: "the script needs an 'app NAME' line; apps: \(Registry.names)", file: script)
        }
        do {
            return try Registry.app(named: name)
        } catch {
            throw TouchScriptError(line: 0, column: 0, message: "\(error)", file: script)
        }
    }
}

/// Parses `--frames A..B`.
enum FrameRange {
    static func parse(_ text: String) throws -> ClosedRange<Int> {
        let parts = text.components(separatedBy: "..")
        guard parts.count == 2, let first = Int(parts[0]), let last = Int(parts[1]), first >= 1, first <= last else {
            throw ValidationError("invalid frame range '\(text)': expected A..B with 1 <= A <= B, e.g. 30..60")
        }
        return first...last
    }
}

/// Progress on stderr, only when it is a terminal.
enum Progress {
    static func reporter(total: Int) -> (@Sendable (Int) -> Void)? {
        guard isatty(STDERR_FILENO) == 1 else { return nil }
        return { done in
            FileHandle.standardError.write(Data("\rframe \(done)/\(total)".utf8))
        }
    }

    static func finish() {
        if isatty(STDERR_FILENO) == 1 { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    }
}
