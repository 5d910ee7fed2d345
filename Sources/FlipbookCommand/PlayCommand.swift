import ArgumentParser
import Flipbook
import Foundation

/// `flipbook play`: runs a touch script and writes its frames.
@MainActor struct PlayCommand: @preconcurrency ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Play a touch script on the virtual clock and write its frames as PNGs or a video, and its trace.",
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

        Frames go to DIR/frame_00001.png…, drawn on all cores; or, with --video, straight into one video or animated image made by ffmpeg (which must be installed): .mp4 (H.264, yuv420p), .webm (VP9), .gif (a palette made for the sequence) or .webp, at the run's --fps. Apps: \(Registry.names). Demo scripts live in assets/scripts/.

        --trace writes one JSON line per frame: {"frame", "time" (s), "views": [{"id", "x", "y", "width", "height" (points on screen), "opacity", "rotation", "rotation3D" (degrees), "scale"}]} for every view with an explicit .id or a ForEach identity (a view placed with .position has its content's frame); a second view known by an id is told apart as ID#2 from its first frame on, a third as ID#3… 'flipbook plot' draws it. --max-step N exits 1 and names the frames where a view moves more than N points from one frame to the next.

        Examples:
          flipbook play assets/scripts/sample.touches -o /tmp/sample
          flipbook play assets/scripts/sample.touches -o /tmp/part --frames 30..60
          flipbook play assets/scripts/sample.touches --no-frames
          flipbook play assets/scripts/sample.touches -o /tmp/sample --shard 0/4   # first quarter, as process 0 of 4
          flipbook play assets/scripts/set-game.touches --video set.mp4
          flipbook play assets/scripts/sample.touches --video part.gif --frames 30..60 --scale 0.5
          flipbook play assets/scripts/set-new-game.touches --trace set.jsonl --max-step 40
        """
    )

    @Argument(help: "The touch script to play ('-' for standard input).")
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

    @Option(help: ArgumentHelp("Write the frames into one video or animated image instead of PNGs: .mp4, .webm, .gif or .webp (needs ffmpeg).",
                               valueName: "file"))
    var video: String?

    @Option(help: ArgumentHelp("Write the run's trace: one JSON line per frame with every identified view's frame, opacity, rotations and scale ('-' for standard output).",
                               valueName: "file"))
    var trace: String?

    @Option(help: ArgumentHelp("Exit 1, naming the frames, when a view with an id moves more than N points between two consecutive frames.",
                               valueName: "N"), transform: NumberOption.positive)
    var maxStep: Double?

    @Flag(help: "Run the script without drawing any frame (for checks of state alone).")
    var noFrames = false

    @Flag(help: "Remove frame_*.png files of another run from the folder first; without it such a folder is refused.")
    var overwrite = false

    @OptionGroup var scene: SceneOptions

    func validate() throws {
        guard fps > 0, fps <= 240 else { throw ValidationError("--fps must be above 0 and at most 240, not \(fps)") }
        guard noFrames || output != nil || video != nil || trace != nil || maxStep != nil else {
            throw ValidationError("missing -o DIR, --video FILE or --trace FILE (or --no-frames)")
        }
        guard output == nil || video == nil else { throw ValidationError("use either -o DIR or --video FILE, not both") }
        guard !noFrames || (video == nil && trace == nil && maxStep == nil) else {
            throw ValidationError("--no-frames builds no frame: it cannot go with --video, --trace or --max-step")
        }
        if let video, VideoFormat(url: URL(fileURLWithPath: video)) == nil {
            throw ValidationError("--video '\(video)': the name must end in \(VideoFormat.extensionList)")
        }
        guard frames == nil || shard == nil else { throw ValidationError("--frames and --shard cannot be used together") }
        guard shard == nil || video == nil else { throw ValidationError("--shard writes PNG frames into -o DIR: it cannot go with --video") }
    }

    func run() throws {
        let touchScript = try ScriptInput.read(script)
        let app = try app(of: touchScript)
        try touchScript.checkSettings(knownKeys: app.settingNames)
        let appSettings = app.namingUserFiles(in: try settings(of: touchScript, for: app))
        try checkOutputs(against: appSettings)
        let session = try AppRendering.scene(of: app, size: scene.screenSize, settings: appSettings, usesUserData: false)
        let runner = ScriptRunner(player: session.player, fps: fps)
        let total = ScriptRunner.frameCount(of: touchScript, fps: fps)
        if let frames, frames.upperBound > total {
            throw ValidationError("--frames \(frames.lowerBound)..\(frames.upperBound) is beyond the \(total) frames of this run")
        }
        guard !noFrames else {
            try OutputCheck.checkStateJSON(scene.stateJSON, besides: [])
            try runner.runWithoutFrames(touchScript)
            try scene.writeState(of: session)
            print("played \(Self.count(total)) (none drawn)")
            return try SaveCheck.check(session)
        }
        let folder = output.map { URL(fileURLWithPath: $0) }
        let files = [video, TraceOutput.isStandardOutput(trace) ? nil : trace].compactMap { $0.map { URL(fileURLWithPath: $0) } }
        try OutputCheck.checkStateJSON(scene.stateJSON, besides: files, creating: folder)
        let rollback = folder.map(FolderRollback.init), written = FrameNames()
        let recorder: TraceRecorder?
        do {
            recorder = try playFrames(of: touchScript, with: runner, session: session, total: total, written: written)
            try scene.writeState(of: session)
        } catch {
            rollback?.undo(removing: written.all)
            throw error
        }
        try SaveCheck.check(session)
        if let maxStep, let recorder { try StepCheck.check(recorder.frames, maxStep: maxStep) }
    }

    /// Refuses outputs that are inputs or one another (see `OutputCheck.checkDistinct`).
    private func checkOutputs(against settings: AppSettings) throws {
        let outputs = [NamedFile("--trace", TraceOutput.isStandardOutput(trace) ? nil : trace), NamedFile("--video", video),
                       NamedFile("--state-json", scene.stateJSON)]
        let inputs = script == "-" ? [] : [NamedFile("the script", script)]
        try OutputCheck.checkDistinct(outputs: outputs.compactMap { $0 }, inputs: inputs.compactMap { $0 } + NamedFile.inputs(of: settings),
                                      frames: noFrames ? nil : output.map { URL(fileURLWithPath: $0) })
    }

    /// "1 frame", "2 frames".
    nonisolated static func count(_ frames: Int) -> String {
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

    /// Plays the script, handing its frames to the sink and the recorder, and writes what they
    /// made; returns the recorder of the trace, when --trace or --max-step asks for one. The
    /// run stops at the last frame --frames asks for.
    private func playFrames(of touchScript: TouchScript, with runner: ScriptRunner, session: AppScene,
                            total: Int, written: FrameNames) throws -> TraceRecorder? {
        let sink = try makeSink(total: total, background: session.background, written: written)
        let recorder = trace != nil || maxStep != nil ? TraceRecorder(player: session.player, fps: fps, numbers: frames) : nil
        try runner.run(touchScript, lastFrame: selectedFrames(total: total)?.upperBound) { number, frame in
            try sink?.append(frame)
            recorder?.record(frame: number)
        }
        if let sink { try report(finishing: sink) }
        if let trace, let recorder { try TraceOutput.write(recorder.frames, to: trace) }
        return recorder
    }

    /// Where the frames go: the PNG folder of -o (made ready for the run, see --overwrite), the
    /// video of --video, or nowhere (a trace alone). The frames written go into `written`.
    private func makeSink(total: Int, background: Color, written: FrameNames) throws -> (any FrameSink)? {
        let progress = Progress.reporter(total: selectedFrames(total: total)?.count ?? total)
        if let video {
            return try VideoStream(file: URL(fileURLWithPath: video), fps: fps, scale: scene.scale, background: background,
                                   numbers: frames, progress: progress)
        }
        guard let output else { return nil }
        let compression = scene.png.compression
        let options = compression == .balanced ? PNGOptions.fastest : compression.options
        let writer = FrameWriter(folder: URL(fileURLWithPath: output), scale: scene.scale, background: background, options: options,
                                 frameCount: total, written: written)
        try writer.prepareFolder(frameCount: total, overwrite: overwrite)
        return FrameStream(writer: writer, numbers: selectedFrames(total: total), progress: progress)
    }

    /// The frames to write: those of --frames, or of --shard (an empty shard, with more shards
    /// than frames, asks for a frame past the run's end: none), or all (nil).
    private func selectedFrames(total: Int) -> ClosedRange<Int>? {
        shard.map { $0.frames(of: total) ?? (total + 1)...(total + 1) } ?? frames
    }

    /// Completes the sink's output and says what was written where.
    private func report(finishing sink: any FrameSink) throws {
        defer { Progress.finish() }
        let summary = try sink.finish()
        TraceOutput.say("wrote \(summary) to \(URL(fileURLWithPath: video ?? output ?? "").path)", besidesTraceTo: trace)
    }

    /// The app the script's `app NAME` line names.
    ///
    /// - Throws: `TouchScriptError` naming the script, for a script with no `app` line or an
    ///   app the registry does not have (a problem of the file, not of the arguments).
    /// The script as errors name it: its path as given, or `<stdin>`.
    private var scriptName: String {
        script == "-" ? ScriptInput.standardInputName : script
    }

    private func app(of touchScript: TouchScript) throws -> any FlipbookApp.Type {
        guard let name = touchScript.app else {
            throw TouchScriptError(line: 0, column: 0, message: "the script needs an 'app NAME' line; apps: \(Registry.names)", file: scriptName)
        }
        do {
            return try Registry.app(named: name)
        } catch {
            throw TouchScriptError(line: 0, column: 0, message: "\(error)", file: scriptName)
        }
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
