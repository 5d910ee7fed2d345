import ArgumentParser
import FlipbookCore
import Foundation

/// The root command: its name is the program's.
struct AppCommandLine: ParsableCommand {
    /// The program's name, as it was started.
    static var name: String { URL(fileURLWithPath: CommandLine.arguments.first ?? "app").lastPathComponent }

    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: name,
            abstract: "A SwiftUI app drawn by Flipbook: render its first screen, play a touch script on it, draw its previews, or open it in a window.",
            subcommands: [AppRenderCommand.self, AppPlayCommand.self, AppPreviewsCommand.self, AppWindowCommand.self]
        )
    }
}

/// The screen an app is drawn on.
struct AppScreenOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The device whose screen to draw on: \(DeviceScreen.all.map(\.name).joined(separator: ", ")) (default: the window group's default size, else iPhone 13).",
                               valueName: "name"),
            transform: AppScreenOptions.device)
    var device: DeviceScreen?

    @Option(help: ArgumentHelp("The screen's size in points, instead of a device's.", valueName: "WxH"),
            transform: AppScreenOptions.size)
    var size: CGSize?

    @Option(help: "Pixels per point.")
    var scale: Double = 1

    @Option(help: ArgumentHelp("light or dark.", valueName: "appearance"), transform: AppScreenOptions.appearance)
    var appearance: ColorScheme?

    func validate() throws {
        guard scale > 0, scale <= 4 else { throw ValidationError("--scale must be above 0 and at most 4, not \(scale)") }
    }

    private static func device(_ text: String) throws -> DeviceScreen {
        guard let device = DeviceScreen.named(text) else {
            throw ValidationError("unknown device '\(text)'; devices: \(DeviceScreen.all.map(\.name).joined(separator: ", "))")
        }
        return device
    }

    private static func size(_ text: String) throws -> CGSize {
        let size = try PixelSize(parsing: text)
        return CGSize(width: Double(size.width), height: Double(size.height))
    }

    /// The colour scheme `text` names.
    static func appearance(_ text: String) throws -> ColorScheme {
        guard let scheme = ColorScheme(rawValue: text.lowercased()) else {
            throw ValidationError("unknown appearance '\(text)'; use light or dark")
        }
        return scheme
    }
}

/// `render`: the first screen at rest, as a PNG file.
struct AppRenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render", abstract: "Draw the app's first screen, once its opening animations are over, into a PNG file.")

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("The PNG file.", valueName: "file"))
    var output = "screen.png"

    @Option(name: .customLong("state-json"),
            help: ArgumentHelp("Also write the app's state as JSON: a FlipbookApp's own, else the views a script can aim at, with their centres.",
                               valueName: "file"))
    var stateJSON: String?

    @OptionGroup var screen: AppScreenOptions

    func validate() throws {
        if let stateJSON, URL(fileURLWithPath: stateJSON).standardizedFileURL == URL(fileURLWithPath: output).standardizedFileURL {
            throw ValidationError("--state-json and -o name the same file '\(output)'")
        }
        for (option, path) in [("-o", output), ("--state-json", stateJSON)] {
            if let path, let problem = OutputFile.problem(writing: path, as: option) { throw ValidationError(problem) }
        }
    }
}

/// `previews`: every `#Preview` and `PreviewProvider` of the app's module, one PNG each.
struct AppPreviewsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "previews",
        abstract: "Draw every preview of the app (#Preview, PreviewProvider) into a folder, one PNG each, or onto one sheet.",
        discussion: "Files are named <title or type>-<n>.png; a preview without a title is 'Preview'.")

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("The folder for the PNG files.", valueName: "dir"))
    var output: String?

    @Option(help: ArgumentHelp("Also draw the previews side by side, captioned with their names, into this PNG file.",
                               valueName: "file"))
    var sheet: String?

    @Option(help: ArgumentHelp("Draw only the previews of this name (a title, a display name or a type).", valueName: "name"))
    var preview: String?

    @Option(help: "Pixels per point.")
    var scale: Double = 1

    @Option(help: ArgumentHelp("light or dark.", valueName: "appearance"), transform: AppScreenOptions.appearance)
    var appearance: ColorScheme?

    func validate() throws {
        guard scale > 0, scale <= 4 else { throw ValidationError("--scale must be above 0 and at most 4, not \(scale)") }
        guard output != nil || sheet != nil else { throw ValidationError("give -o DIR, --sheet FILE or both") }
        if let sheet, let problem = OutputFile.problem(writing: sheet, as: "--sheet") { throw ValidationError(problem) }
    }
}

/// `window`: the app in a window on the desktop, on the wall clock.
struct AppWindowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "window",
        abstract: "Open the app in a window: click to tap, drag to drag, type into text fields, Escape to go back.",
        discussion: "With --record, the session is written as a touch script that 'play' turns into the same screens.")

    @OptionGroup var screen: AppScreenOptions

    @Option(help: ArgumentHelp("Write the session as a touch script into this file when the window closes.", valueName: "file"))
    var record: String?

    func validate() throws {
        if let record, let problem = OutputFile.problem(writing: record, as: "--record") { throw ValidationError(problem) }
    }
}

/// `play`: a touch script on the virtual clock, into frames or a video.
struct AppPlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Play a touch script on the app and write its frames as PNGs or a video.",
        discussion: "The script is the same as `flipbook play`'s; its `app` line may be left out.")

    @Argument(help: "The touch script.")
    var script: String

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("The folder for the frames.", valueName: "dir"))
    var output: String?

    @Option(help: ArgumentHelp("Write the frames into one video or animated image: .mp4, .webm, .gif or .webp (needs ffmpeg).",
                               valueName: "file"))
    var video: String?

    @Option(help: "Frames per second.")
    var fps: Double = 30

    @Option(help: ArgumentHelp("Write only frames A through B (1-based, inclusive).", valueName: "A..B"),
            transform: FrameRange.parse)
    var frames: ClosedRange<Int>?

    @Flag(help: "Replace the frames of an older run in the folder.")
    var overwrite = false

    @Option(help: ArgumentHelp("Also write the run's trace: one JSON line per frame with every identified view's frame, opacity, rotations and scale, as 'flipbook play --trace' writes it.",
                               valueName: "file"))
    var trace: String?

    @OptionGroup var screen: AppScreenOptions

    func validate() throws {
        guard fps > 0, fps <= 240 else { throw ValidationError("--fps must be above 0 and at most 240, not \(fps)") }
        guard (output == nil) != (video == nil) else { throw ValidationError("give either -o DIR or --video FILE") }
        if let video, VideoFormat(url: URL(fileURLWithPath: video)) == nil {
            throw ValidationError("unknown video format '\(video)': use .mp4, .webm, .gif or .webp")
        }
        let inputs = [script, video, output.map { $0 + "/" }].compactMap { $0.map { URL(fileURLWithPath: $0).standardizedFileURL.path } }
        if let trace, inputs.contains(URL(fileURLWithPath: trace).standardizedFileURL.path) {
            throw ValidationError("--trace '\(trace)' names the script or another output")
        }
        if let trace, let problem = OutputFile.problem(writing: trace, as: "--trace") { throw ValidationError(problem) }
    }
}
