import ArgumentParser
import Flipbook
import Foundation
import SetApp

/// `flipbook shape`: one shape's `path(in:)` for the full image rect, filled, stroked or shaded.
struct ShapeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shape",
        abstract: "Draw one shape's path for the full image rect (0, 0, W, H) into a PNG.",
        discussion: """
        The path is exactly the shape's path(in:) for the whole image, with no inset, so a stroke's outer half falls outside the image. With no --fill, --stroke or --shading the shape is filled black. Angles are SwiftUI's: 0° points right, -90° is 12 o'clock.

        Examples:
          flipbook shape diamond --size 200x100 --fill red -o diamond.png
          flipbook shape squiggle --size 60x30 --shading striped \\
              --fill purple -o small.png
          flipbook shape oval --size 200x100 --shading open --fill green \\
              --background white -o oval.png
          flipbook shape pie --size 200x200 --start-angle -90 \\
              --end-angle 180 --fill orange -o pie.png
          flipbook shape rounded-rectangle --size 150x225 --stroke orange \\
              --line-width 3 -o card.png
        """
    )

    @Argument(help: "The shape to draw.")
    var name: ShapeName

    @Option(parsing: .unconditional, help: ArgumentHelp("Image size in pixels.", valueName: "WxH"), transform: Arguments.pixelSize)
    var size: PixelSize

    @Option(help: ArgumentHelp("Fill color: a name (orange, purple…), #RRGGBB or #RRGGBBAA.", valueName: "color"), transform: Arguments.color)
    var fill: Color?

    @Option(help: ArgumentHelp("Stroke color.", valueName: "color"), transform: Arguments.color)
    var stroke: Color?

    @Option(parsing: .unconditional, help: "Stroke width in pixels (for --stroke, or the outline of --shading).",
            transform: NumberOption.positive)
    var lineWidth: Double?

    @Option(help: "Set shading, in the --fill color: \(SymbolShading.allCases.map(\.rawValue).joined(separator: ", ")).")
    var shading: SymbolShading?

    @Option(parsing: .unconditional, help: "Pie start angle in degrees, within ±1000000 (negative values welcome: --start-angle -90).",
            transform: NumberOption.angle)
    var startAngle: Double = -90

    @Option(parsing: .unconditional, help: "Pie end angle in degrees, within ±1000000.", transform: NumberOption.angle)
    var endAngle: Double = 180

    @Flag(help: "Run the pie clockwise on screen from the start angle to the end angle.")
    var clockwise = false

    @Option(parsing: .unconditional, help: "Corner radius of rounded-rectangle, in pixels (0 or more).",
            transform: NumberOption.nonNegative)
    var cornerRadius: Double = 12

    @Option(help: ArgumentHelp("Background color (default transparent).", valueName: "color"), transform: Arguments.color)
    var background: Color = .clear

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("The PNG file to write.", valueName: "file.png"), transform: Arguments.outputFile)
    var output: URL

    @OptionGroup var png: CompressionOption

    func run() throws {
        let canvas = try Canvas(width: Double(size.width), height: Double(size.height), background: background)
        let rect = CGRect(x: 0, y: 0, width: Double(size.width), height: Double(size.height))
        let shape = name.shape(startAngle: .degrees(startAngle), endAngle: .degrees(endAngle),
                               clockwise: clockwise, cornerRadius: cornerRadius)
        draw(shape, in: rect, on: canvas)
        try Output.write(try canvas.makeBitmap(), to: output, options: png.compression.options)
    }

    private func draw(_ shape: some Shape, in rect: CGRect, on canvas: Canvas) {
        if let shading {
            shading.draw(shape, in: rect, color: fill ?? stroke ?? .black, outlineWidth: lineWidth, on: canvas)
            return
        }
        let path = shape.path(in: rect)
        if let fill { canvas.fill(path, with: fill) }
        if let stroke { canvas.stroke(path, with: stroke, style: StrokeStyle(lineWidth: lineWidth ?? 1, lineJoin: .round)) }
        if fill == nil, stroke == nil { canvas.fill(path, with: Color.black) }
    }
}
