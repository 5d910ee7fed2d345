import ArgumentParser

/// The `flipbook` command: draws the CS193p apps' shapes and screens into PNG images.
@main
struct FlipbookCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flipbook",
        abstract: "Draw the CS193p apps' shapes, cards and screens into PNG images.",
        discussion: """
        Everything is drawn in software through Cairo and Pango with pinned fonts: the same command gives the same bytes on any machine of the same kind.

        Examples:
          flipbook shape squiggle --size 600x300 --shading striped -o sq.png
          flipbook shape pie --size 200x200 --end-angle 180 -o pie.png
          flipbook icon sun.max --color orange -o sun.png
          flipbook gallery -o renders
          flipbook render memorize --theme Halloween -o game.png
          flipbook set solve --seed 2 > set.touches
          flipbook play set.touches -o frames
          flipbook play set.touches --video set.mp4 --trace set.jsonl
          flipbook plot set.jsonl --id 12 --value x --value y -o plot.png
          flipbook diff expected.png actual.png --tolerance 2 -o diff.png
          flipbook demo
        """,
        version: "0.1.0",
        subcommands: [ShapeCommand.self, IconCommand.self, GalleryCommand.self, RenderCommand.self, SolveCommand.self, PlayCommand.self, WindowCommand.self, PlotCommand.self]
            + Registry.apps.map { $0.command } + [DiffCommand.self, DemoCommand.self]
    )
}
