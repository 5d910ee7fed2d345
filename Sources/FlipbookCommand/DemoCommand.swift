import ArgumentParser
import Flipbook
import Foundation

/// `flipbook demo`: everything the package can show.
@MainActor struct DemoCommand: @preconcurrency ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Render everything Flipbook can show into a folder.",
        discussion: """
        Writes the gallery (gallery.png), then what each app's description asks for (\(Registry.names)): for each of its demo scripts in assets/scripts, its whole frame sequence (demo/NAME/frame_00001.png…), a filmstrip of its moments (NAME-filmstrip.png) and, for the app's main demo, a small looping animated image (NAME.webp: half size, 15 frames per second, made by ffmpeg); its stills under demo/ (the Memorize screens, the Set boards).

        Examples:
          flipbook demo              # writes into renders/
          flipbook demo -o /tmp/demo
        """
    )

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("The folder to write into.", valueName: "dir"))
    var output = "renders"

    @Option(help: "Frames per second of the sequences.")
    var fps: Double = 30

    func validate() throws {
        guard fps > 0, fps <= 120 else { throw ValidationError("--fps must be above 0 and at most 120, not \(fps)") }
    }

    func run() throws {
        let folder = URL(fileURLWithPath: output)
        let rollback = FolderRollback(folder)
        do {
            try renderEverything(into: folder)
        } catch {
            rollback.undo()
            throw error
        }
    }

    /// The gallery, then every app's demo items.
    private func renderEverything(into folder: URL) throws {
        let gallery = try GalleryCommand.render(size: try PixelSize(width: 1200, height: 1800), into: folder, options: .smallest)
        print("wrote \(gallery.path)")
        for app in Registry.apps {
            for item in app.demo {
                try render(item, of: app, into: folder)
            }
        }
    }

    private func render(_ item: DemoItem, of app: any FlipbookApp.Type, into folder: URL) throws {
        switch item {
        case let .script(name, moments, crop, animated):
            let frames = try playScript(name, of: app, into: folder, moments: moments, crop: crop)
            if animated { try writeAnimation(of: frames, named: name, into: folder) }
        case let .still(path, settings, size):
            let scene = try AppRendering.scene(of: app, size: size, settings: try app.settings(settings), usesUserData: false)
            let url = folder.appendingPathComponent("demo/\(path)")
            try Output.prepareFolder(url.deletingLastPathComponent())
            try scene.still().draw(background: scene.background).writePNG(to: url)
            print("wrote \(url.path)")
        }
    }

    /// Plays `assets/scripts/NAME.touches`: every frame into `demo/NAME/`, and a filmstrip of
    /// the `moments` into `NAME-filmstrip.png` when there are any. Returns the frames.
    private func playScript(_ name: String, of app: any FlipbookApp.Type, into folder: URL, moments: [Double],
                            crop: CGRect) throws -> (frames: [DisplayList], background: Color) {
        let script = try TouchScript(contentsOf: try Assets.url("scripts/\(name).touches"))
        guard script.app == app.name else { throw ValidationError("\(name).touches: not a script of \(app.name)") }
        let screen = CGSize(width: 390, height: 844)
        let scene = try AppRendering.scene(of: app, size: screen, settings: try app.settings(from: script.settings), usesUserData: false)
        let frames = try ScriptRunner(player: scene.player, fps: fps).run(script)
        let sequence = folder.appendingPathComponent("demo/\(name)")
        let writer = FrameWriter(folder: sequence, background: scene.background)
        let summary = try writer.write(frames, progress: Progress.reporter(total: frames.count))
        Progress.finish()
        print("wrote \(summary) to \(sequence.path)")
        guard !moments.isEmpty else { return (frames, scene.background) }
        let strip = Filmstrip(frames: frames, fps: fps, crop: crop == .zero ? CGRect(origin: .zero, size: screen) : crop, scale: 0.4)
        let url = folder.appendingPathComponent("\(name)-filmstrip.png")
        try strip.render(times: moments).writePNG(to: url, options: .smallest)
        print("wrote \(url.path)")
        return (frames, scene.background)
    }

    /// `NAME.webp`: the run at half size and about 15 frames per second, for the README.
    private func writeAnimation(of run: (frames: [DisplayList], background: Color), named name: String, into folder: URL) throws {
        let stride = max(1, Int((fps / 15).rounded()))
        let url = folder.appendingPathComponent("\(name).webp")
        let video = try VideoStream(file: url, fps: fps / Double(stride), scale: 0.5, background: run.background)
        for (index, frame) in run.frames.enumerated() where index % stride == 0 {
            try video.append(frame)
        }
        print("wrote \(try video.finish()) to \(url.path)")
    }
}
