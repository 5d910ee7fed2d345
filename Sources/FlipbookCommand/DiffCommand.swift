import ArgumentParser
import Flipbook
import Foundation

/// `flipbook diff`: compares two PNG images.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two PNG images; exit 0 when they match, 1 when they differ, 2 when an image cannot be read or written (64 for bad arguments).",
        discussion: """
        Pixels are compared channel by channel with premultiplied alpha. A pixel differs when a channel differs by more than --tolerance; the images match when the share of differing pixels is at most --max-differing-share. With -o, a diff image is written: reference | difference | actual side by side (stacked top to bottom when that would be wider than 16384 px, all scaled down when neither fits), differing pixels in red.

        Examples:
          flipbook diff expected.png actual.png
          flipbook diff expected.png actual.png --tolerance 2 \\
              --max-differing-share 0.001 -o diff.png
        """
    )

    @Argument(help: "The reference image.")
    var reference: String

    @Argument(help: "The image to compare with it.")
    var actual: String

    @Option(help: "Largest per-channel difference (0-255) a pixel may have and still match.")
    var tolerance: Int = 0

    @Option(help: "Share of pixels (0-1) allowed to differ beyond the tolerance.")
    var maxDifferingShare: Double = 0

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("Write a diff image to this PNG file.", valueName: "diff.png"), transform: Arguments.outputFile)
    var output: URL?

    func validate() throws {
        guard (0...255).contains(tolerance) else { throw ValidationError("--tolerance must be 0...255, not \(tolerance)") }
        guard (0...1).contains(maxDifferingShare) else {
            throw ValidationError("--max-differing-share must be 0...1, not \(maxDifferingShare)")
        }
    }

    func run() throws {
        try OutputCheck.checkDistinct(outputs: [NamedFile("-o", output?.path)].compactMap { $0 },
                                      inputs: [NamedFile("the reference", reference)!, NamedFile("the actual image", actual)!])
        let comparison: ImageComparison
        do {
            comparison = ImageComparison(
                reference: try Bitmap(contentsOfPNG: URL(fileURLWithPath: reference)),
                actual: try Bitmap(contentsOfPNG: URL(fileURLWithPath: actual)),
                tolerance: ComparisonTolerance(perChannel: tolerance, maxDifferingShare: maxDifferingShare)
            )
            if let output { try Output.write(comparison.diffImage(), to: output) }
        } catch {
            ErrorLine.print("\(error)")
            throw ExitCode(2)
        }
        print(comparison.summary)
        if !comparison.isMatch { throw ExitCode(1) }
    }
}
