import ArgumentParser
import FlipbookCore
import FlipbookRenderer
import Foundation

/// The command line every ``App`` has: `render` draws the first screen at rest into a PNG
/// file, `play` runs a touch script on the virtual clock into PNG frames or a video,
/// `previews` draws the module's previews, `window` opens the app on the desktop.
@MainActor
struct AppLauncher {
    /// Launches the app on a screen of a size (`nil` for its window's default) in an appearance.
    let launch: @MainActor (CGSize?, ColorScheme) throws -> AppScene
    /// The Swift name of the app's module, where its previews are declared.
    let module: String

    /// Parses `arguments`, runs the command and exits: 0 when it worked, 64 for a mistake in
    /// the arguments, 65 for a script or file that cannot be used, 1 for any other failure.
    func run(arguments: [String]) -> Never {
        let command: ParsableCommand
        // No arguments: the window when there is a display, else the help.
        let environment = ProcessInfo.processInfo.environment
        let hasDisplay = environment["DISPLAY"].map { !$0.isEmpty } == true || environment["WAYLAND_DISPLAY"].map { !$0.isEmpty } == true
        let arguments = arguments.isEmpty && hasDisplay ? ["window"] : arguments
        do {
            command = try AppCommandLine.parseAsRoot(arguments)
        } catch {
            AppCommandLine.exit(withError: error)
        }
        do {
            switch command {
            case let render as AppRenderCommand: try self.render(render)
            case let play as AppPlayCommand: try self.play(play)
            case let previews as AppPreviewsCommand: try self.previews(previews)
            case let window as AppWindowCommand: try self.window(window)
            default:
                // The root command and `help`: their "errors" are the help text.
                do {
                    var command = command
                    try command.run()
                } catch {
                    AppCommandLine.exit(withError: error)
                }
            }
        } catch let error as ValidationError {
            AppCommandLine.exit(withError: error)
        } catch let error as CleanExit {
            AppCommandLine.exit(withError: error)
        } catch {
            let code: Int32 = error is TouchScriptError || error is AppLaunchError ? 65 : 1
            // (A window that cannot open is 1: the display, not the input, is missing.)
            FileHandle.standardError.write(Data("\(AppCommandLine.name): error: \(error)\n".utf8))
            exit(code)
        }
        exit(0)
    }

    /// The app launched on the screen `options` describe, with the device's safe area.
    private func scene(_ options: AppScreenOptions) throws -> AppScene {
        let scene = try launch(options.size ?? options.device?.size, options.appearance ?? .light)
        let size = scene.player.size
        scene.player.safeAreaInsets = options.device?.safeArea ?? DeviceScreen.ofSize(size)?.safeArea ?? EdgeInsets()
        return scene
    }

    /// Writes the first screen, once its opening animations are over.
    private func render(_ command: AppRenderCommand) throws {
        let scene = try scene(command.screen)
        let canvas = try scene.restingFrame().draw(scale: command.screen.scale, background: scene.background)
        let png = try canvas.pngData()
        let state = try command.stateJSON.map { _ in try scene.stateJSON() }
        let output = URL(fileURLWithPath: command.output)
        try AtomicFile.write(png, to: output)
        if let state, let path = command.stateJSON {
            try AtomicFile.write(state, to: URL(fileURLWithPath: path))
        }
        print("wrote \(output.path)")
    }

    /// Plays the script and writes its frames into the folder or the video.
    private func play(_ command: AppPlayCommand) throws {
        let script = try TouchScript(contentsOf: URL(fileURLWithPath: command.script))
        try script.checkSettings(knownKeys: [])
        let scene = try scene(command.screen)
        let background = scene.background
        let runner = ScriptRunner(player: scene.player, fps: command.fps)
        let total = ScriptRunner.frameCount(of: script, fps: command.fps)
        let sink: any FrameSink
        if let video = command.video {
            sink = try VideoStream(file: URL(fileURLWithPath: video), fps: command.fps, scale: command.screen.scale,
                                   background: background, numbers: command.frames)
        } else {
            let writer = FrameWriter(folder: URL(fileURLWithPath: command.output ?? ""), scale: command.screen.scale,
                                     background: background, frameCount: total)
            try writer.prepareFolder(frameCount: total, overwrite: command.overwrite)
            sink = FrameStream(writer: writer, numbers: command.frames)
        }
        let recorder = command.trace.map { _ in TraceRecorder(player: scene.player, fps: command.fps, numbers: command.frames) }
        try runner.run(script, lastFrame: command.frames?.upperBound) { number, frame in
            try sink.append(frame)
            recorder?.record(frame: number)
        }
        let summary = try sink.finish()
        print("wrote \(summary) to \(command.video ?? command.output ?? "")")
        if let trace = command.trace, let recorder {
            try TraceFile.write(recorder.frames, to: URL(fileURLWithPath: trace))
            print("wrote the trace of \(recorder.frames.count) frames to \(trace)")
        }
    }
}

extension AppLauncher {
    /// Opens the app's first screen in a window until it is closed, recording the session when
    /// asked.
    private func window(_ command: AppWindowCommand) throws {
        let scene = try scene(command.screen)
        let header = command.screen.appearance.map { ["appearance \($0.rawValue)"] } ?? []
        try scene.openWindow(title: AppCommandLine.name, scale: command.screen.scale,
                             recording: command.record.map { URL(fileURLWithPath: $0) }, scriptHeader: header)
    }

    /// Writes every preview of the app's module, or the one named, into the folder, the sheet
    /// or both.
    private func previews(_ command: AppPreviewsCommand) throws {
        let all = PreviewItem.all(inModule: module)
        guard !all.isEmpty else { throw AppLaunchError("no previews in module \(module): add a #Preview or a PreviewProvider") }
        let names = all.fileNames
        let chosen = try command.preview.map { wanted in
            let matching = all.indices.filter { all[$0].name == wanted || names[$0] == wanted || names[$0] == wanted + ".png" }
            guard !matching.isEmpty else {
                throw ValidationError("unknown preview '\(wanted)'; previews: \(Set(all.map(\.name)).sorted().joined(separator: ", "))")
            }
            return matching
        } ?? Array(all.indices)
        let scheme = command.appearance ?? .light
        let images = try chosen.map { try all[$0].render(scale: command.scale, colorScheme: scheme) }
        if let output = command.output {
            let folder = URL(fileURLWithPath: output)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for (index, image) in zip(chosen, images) {
                try AtomicFile.write(try image.pngData(), to: folder.appendingPathComponent(names[index]))
            }
            print("wrote \(chosen.count) preview\(chosen.count == 1 ? "" : "s") to \(folder.path)")
        }
        if let sheet = command.sheet {
            let drawn = try PreviewSheet(previews: zip(chosen, images).map { (all[$0].name, $1) }, scale: command.scale).render()
            try AtomicFile.write(try drawn.pngData(), to: URL(fileURLWithPath: sheet))
            print("wrote the sheet of \(chosen.count) preview\(chosen.count == 1 ? "" : "s") to \(sheet)")
        }
    }
}

/// A file or an app that cannot be used, said in one line.
public struct AppLaunchError: Error, CustomStringConvertible {
    /// The problem, in one line.
    public let description: String
    init(_ description: String) { self.description = description }
}
