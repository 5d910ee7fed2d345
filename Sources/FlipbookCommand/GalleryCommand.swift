import ArgumentParser
import Flipbook
import Foundation

/// `flipbook gallery`: the sheet of Set and Memorize cards.
@MainActor struct GalleryCommand: @preconcurrency ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Render the gallery sheet: the whole Set deck and Memorize cards, to DIR/gallery.png.",
        discussion: """
        Examples:
          flipbook gallery -o renders
          flipbook gallery -o /tmp/gallery --size 2400x3600
        """
    )

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("The folder to write gallery.png into.", valueName: "dir"))
    var output: String

    @Option(parsing: .unconditional, help: ArgumentHelp("Sheet size in pixels.", valueName: "WxH"), transform: Arguments.pixelSize)
    var size = try! PixelSize(width: 1200, height: 1800)

    @OptionGroup var png: CompressionOption

    func run() throws {
        let folder = URL(fileURLWithPath: output)
        let rollback = FolderRollback(folder)
        do {
            let url = try Self.render(size: size, into: folder, options: png.compression.options)
            print("wrote \(url.path)")
        } catch {
            rollback.undo()
            throw error
        }
    }

    /// Renders the sheet into `folder`, returning the file written.
    static func render(size: PixelSize, into folder: URL, options: PNGOptions = .balanced) throws -> URL {
        try FileSystem.createFolder(at: folder)
        let url = folder.appendingPathComponent("gallery.png")
        try Output.write(try GallerySheet(size: size).render(), to: url, options: options)
        return url
    }
}
