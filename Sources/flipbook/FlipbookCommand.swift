import ArgumentParser

/// The `flipbook` command: draws the CS193p apps' shapes and screens into PNG images.
@main
struct FlipbookCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flipbook",
        abstract: "Draw the CS193p apps' shapes, cards and screens into PNG images.",
        discussion: """
        Every image is drawn in software through Cairo and Pango with pinned fonts, so the same
        command gives the same bytes on any machine of the same kind.

        Examples:
          flipbook shape squiggle --size 600x300 --shading striped --fill purple -o squiggle.png
          flipbook shape pie --size 200x200 --start-angle -90 --end-angle 180 --fill orange -o pie.png
          flipbook icon sun.max --size 64x64 --color orange -o sun.png
          flipbook gallery -o renders
          flipbook diff expected.png actual.png --tolerance 2 -o diff.png
          flipbook demo
        """,
        subcommands: [ShapeCommand.self, IconCommand.self, GalleryCommand.self, DiffCommand.self, DemoCommand.self]
    )
}
