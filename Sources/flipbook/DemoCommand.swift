import ArgumentParser
import Flipbook
import Foundation

/// `flipbook demo`: everything the package can show.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Render everything Flipbook can show into a folder.",
        discussion: """
        Writes the gallery (gallery.png), a filmstrip of the timeline's sample scene (sample-filmstrip.png) and the sample's whole frame sequence (demo/sample/frame_00001.png…).

        Examples:
          flipbook demo              # writes into renders/
          flipbook demo -o /tmp/demo
        """
    )

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("The folder to write into.", valueName: "dir"))
    var output = "renders"

    func run() throws {
        let folder = URL(fileURLWithPath: output)
        let gallery = try GalleryCommand.render(size: try PixelSize(width: 1200, height: 1800), into: folder, options: .smallest)
        print("wrote \(gallery.path)")
        try renderSample(into: folder)
    }

    /// The sample scene's script: every frame, and a filmstrip of its moments.
    private func renderSample(into folder: URL) throws {
        let script = try TouchScript(contentsOf: try Assets.url("scripts/sample.touches"))
        let player = try SampleApp.makeSession(size: Size(width: 390, height: 844), seed: 1, settings: script.settings).player
        let frames = try ScriptRunner(player: player, fps: 30).run(script)
        let sequence = folder.appendingPathComponent("demo/sample")
        let summary = try FrameWriter(folder: sequence).write(frames, progress: Progress.reporter(total: frames.count))
        Progress.finish()
        print("wrote \(summary) to \(sequence.path)")
        let strip = Filmstrip(frames: frames, fps: 30, crop: Rect(x: 0, y: 0, width: 390, height: 700), scale: 0.4)
        let times = [0.3, 0.45, 1.5, 1.7, 1.9, 2.2, 4.1, 4.3, 4.7, 4.9, 5.6, 6.0, 6.8, 7.0, 7.8]
        let url = folder.appendingPathComponent("sample-filmstrip.png")
        try strip.render(times: times).writePNG(to: url, options: .smallest)
        print("wrote \(url.path)")
    }
}
