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

        Frames go to DIR/frame_00001.png…, drawn on all cores. Apps: \(ScriptedApps.names.joined(separator: ", ")). Demo scripts live in assets/scripts/.

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

    @Option(help: ArgumentHelp("Screen size in points.", valueName: "WxH"), transform: Arguments.pixelSize)
    var size = try! PixelSize(width: 390, height: 844)

    @Option(help: "Pixels per point.")
    var scale: Double = 1

    @Option(help: "Seed for the app's randomness.")
    var seed: UInt64 = 1

    @Option(help: ArgumentHelp("Write only frames A through B (1-based, inclusive).", valueName: "A..B"), transform: FrameRange.parse)
    var frames: ClosedRange<Int>?

    @Option(help: ArgumentHelp("Write the app's final state as JSON to this file.", valueName: "file.json"))
    var stateJSON: String?

    @Flag(help: "Run the script without drawing any frame (for checks of state alone).")
    var noFrames = false

    @OptionGroup var png: CompressionOption

    func validate() throws {
        guard fps > 0, fps <= 240 else { throw ValidationError("--fps must be above 0 and at most 240, not \(fps)") }
        guard scale > 0, scale <= 4 else { throw ValidationError("--scale must be above 0 and at most 4, not \(scale)") }
        _ = try PixelSize(width: Int((Double(size.width) * scale).rounded()), height: Int((Double(size.height) * scale).rounded()))
        guard noFrames || output != nil else { throw ValidationError("missing -o DIR (or --no-frames)") }
    }

    func run() throws {
        let touchScript = try TouchScript(contentsOf: URL(fileURLWithPath: script))
        guard let name = touchScript.app else {
            throw ValidationError("\(script): the script needs an 'app NAME' line; apps: \(ScriptedApps.names.joined(separator: ", "))")
        }
        guard let app = ScriptedApps.named(name) else {
            throw ValidationError("\(script): unknown app '\(name)'; apps: \(ScriptedApps.names.joined(separator: ", "))")
        }
        let session = try app.makeSession(size: Size(width: Double(size.width), height: Double(size.height)), seed: seed,
                                          settings: touchScript.settings)
        let runner = ScriptRunner(player: session.player, fps: fps)
        let total = ScriptRunner.frameCount(of: touchScript, fps: fps)
        if let frames, frames.upperBound > total {
            throw ValidationError("--frames \(frames.lowerBound)..\(frames.upperBound) is beyond the \(total) frames of this run")
        }
        guard !noFrames, let output else {
            try runner.runWithoutFrames(touchScript)
            try writeState(session)
            return print("played \(total) frames (none drawn)")
        }
        let folder = URL(fileURLWithPath: output)
        let options = png.compression == .balanced ? PNGOptions.fastest : png.compression.options
        let stream = FrameStream(writer: FrameWriter(folder: folder, scale: scale, options: options), numbers: frames,
                                 progress: Progress.reporter(total: frames?.count ?? total))
        try runner.run(touchScript) { try stream.append($0) }
        let summary = try stream.finish()
        Progress.finish()
        try writeState(session)
        print("wrote \(summary) to \(folder.path)")
    }

    private func writeState(_ session: AppSession) throws {
        guard let stateJSON else { return }
        try AtomicFile.write(try session.state(), to: URL(fileURLWithPath: stateJSON))
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
