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

        Lines such as 'theme Halloween' or 'seed 3' are the app's settings ('flipbook render --help' lists them); a setting the app does not know is an error naming its line. A script's settings win over --seed and --appearance.

        Frames go to DIR/frame_00001.png…, drawn on all cores. Apps: \(Registry.names). Demo scripts live in assets/scripts/.

        Examples:
          flipbook play assets/scripts/sample.touches -o /tmp/sample
          flipbook play assets/scripts/sample.touches -o /tmp/part --frames 30..60
          flipbook play assets/scripts/sample.touches --no-frames
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

    @Flag(help: "Run the script without drawing any frame (for checks of state alone).")
    var noFrames = false

    @OptionGroup var scene: SceneOptions

    func validate() throws {
        guard fps > 0, fps <= 240 else { throw ValidationError("--fps must be above 0 and at most 240, not \(fps)") }
        guard noFrames || output != nil else { throw ValidationError("missing -o DIR (or --no-frames)") }
    }

    func run() throws {
        let touchScript = try TouchScript(contentsOf: URL(fileURLWithPath: script))
        let app = try app(of: touchScript)
        let settings = try app.settings(from: touchScript.settings, over: try app.settings(scene.settingValues, from: .commandLine))
        let session = try AppRendering.scene(of: app, size: scene.screenSize, settings: settings)
        let runner = ScriptRunner(player: session.player, fps: fps)
        let total = ScriptRunner.frameCount(of: touchScript, fps: fps)
        if let frames, frames.upperBound > total {
            throw ValidationError("--frames \(frames.lowerBound)..\(frames.upperBound) is beyond the \(total) frames of this run")
        }
        guard !noFrames, let output else {
            try runner.runWithoutFrames(touchScript)
            try scene.writeState(of: session)
            return print("played \(total) frames (none drawn)")
        }
        let summary = try writeFrames(of: touchScript, with: runner, over: session.background, total: total, into: URL(fileURLWithPath: output))
        try scene.writeState(of: session)
        print("wrote \(summary) to \(URL(fileURLWithPath: output).path)")
    }

    /// Plays the script and writes its frames (the ones `--frames` asks for) into `folder`.
    private func writeFrames(of touchScript: TouchScript, with runner: ScriptRunner, over background: Color, total: Int,
                             into folder: URL) throws -> FrameWriterSummary {
        let compression = scene.png.compression
        let options = compression == .balanced ? PNGOptions.fastest : compression.options
        let writer = FrameWriter(folder: folder, scale: scene.scale, background: background, options: options)
        let stream = FrameStream(writer: writer, numbers: frames, progress: Progress.reporter(total: frames?.count ?? total))
        try runner.run(touchScript) { try stream.append($0) }
        defer { Progress.finish() }
        return try stream.finish()
    }

    /// The app the script's `app NAME` line names.
    private func app(of touchScript: TouchScript) throws -> any FlipbookApp.Type {
        guard let name = touchScript.app else {
            throw ValidationError("\(script): the script needs an 'app NAME' line; apps: \(Registry.names)")
        }
        do {
            return try Registry.app(named: name)
        } catch {
            throw ValidationError("\(script): \(error)")
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
