import ArgumentParser
import Flipbook
import Foundation

/// `flipbook icon`: one SF-Symbol-style icon, drawn from Material Icons.
struct IconCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "icon",
        abstract: "Draw an SF Symbol name's Material Icons glyph, centred, into a PNG.",
        discussion: """
        The icon is as tall as 80% of the image's shorter side. `flipbook icon --list` prints every symbol name the table knows.

        Examples:
          flipbook icon sun.max --size 64x64 --color orange -o sun.png
          flipbook icon pawprint --size 128x128 --color brown --background white -o paw.png
          flipbook icon --list
        """
    )

    @Argument(help: "An SF Symbol name, such as car, pawprint, leaf, flag, heart, star, sun.max, moon or globe.")
    var name: String?

    @Flag(help: "Print the symbol names the table knows and exit.")
    var list = false

    @Option(parsing: .unconditional, help: ArgumentHelp("Image size in pixels.", valueName: "WxH"), transform: Arguments.pixelSize)
    var size = try! PixelSize(width: 64, height: 64)

    @Option(help: ArgumentHelp("Icon color: a name, #RRGGBB or #RRGGBBAA.", valueName: "color"), transform: Arguments.color)
    var color: Color = .black

    @Option(help: ArgumentHelp("Background color (default transparent).", valueName: "color"), transform: Arguments.color)
    var background: Color = .clear

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("The PNG file to write.", valueName: "file.png"), transform: Arguments.outputFile)
    var output: URL?

    @OptionGroup var png: CompressionOption

    func validate() throws {
        if list {
            guard name == nil, output == nil else {
                throw ValidationError("--list prints the symbol names and draws nothing: leave out the symbol name and -o")
            }
            return
        }
        guard let name else { throw ValidationError("missing symbol name, e.g. 'flipbook icon sun.max -o sun.png'") }
        guard output != nil else { throw ValidationError("missing -o FILE.png") }
        do {
            _ = try SystemSymbol(systemName: name)
        } catch {
            throw ValidationError("\(error)")
        }
    }

    func run() throws {
        if list { return print(SystemSymbol.knownNames.joined(separator: "\n")) }
        guard let name, let output else { return }
        let symbol = try SystemSymbol(systemName: name)
        let canvas = try Canvas(width: Double(size.width), height: Double(size.height), background: background)
        let bounds = CGRect(x: 0, y: 0, width: Double(size.width), height: Double(size.height))
        try canvas.drawSymbol(symbol, size: min(bounds.width, bounds.height) * 0.8, color: color, centeredIn: bounds)
        try Output.write(try canvas.makeBitmap(), to: output, options: png.compression.options)
    }
}
