import ArgumentParser
import Flipbook
import Foundation

/// `flipbook demo`: everything the package can show.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Render everything Flipbook can show (for now, the gallery) into a folder.",
        discussion: """
        Examples:
          flipbook demo              # writes renders/gallery.png
          flipbook demo -o /tmp/demo
        """
    )

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("The folder to write into.", valueName: "dir"))
    var output = "renders"

    func run() throws {
        let folder = URL(fileURLWithPath: output)
        let started = Date()
        let gallery = try GalleryCommand.render(size: try PixelSize(width: 1200, height: 1800), into: folder, options: .smallest)
        let seconds = (Date().timeIntervalSince(started) * 100).rounded() / 100
        print("wrote \(gallery.path) in \(seconds) s")
    }
}
