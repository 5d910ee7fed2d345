import Flipbook
import Foundation
import Testing
import TestSupport

@Suite("flipbook gallery and demo")
struct GalleryCommandTests {
    @Test func galleryIsDeterministicAtTheSizeAsked() throws {
        let first = try TemporaryFolder(), second = try TemporaryFolder()
        for folder in [first, second] {
            let result = try CommandRunner.run(["gallery", "-o", folder.url.path, "--size", "400x600"])
            #expect(result.status == 0, "\(result.standardError)")
        }
        let bytes = try Data(contentsOf: first.file("gallery.png"))
        #expect(bytes == (try Data(contentsOf: second.file("gallery.png"))))
        let bitmap = try Bitmap(pngData: bytes)
        #expect(bitmap.width == 400 && bitmap.height == 600)
        let purple = bitmap.count { abs(Int($0[0]) - 175) < 20 && $0[1] < 110 && abs(Int($0[2]) - 222) < 20 }
        #expect(purple > 500, "the purple Set cards are drawn")
    }

    @Test func demoWritesTheGalleryTheFilmstripAndTheSampleSequence() throws {
        let folder = try TemporaryFolder(), data = try TemporaryFolder()
        let result = try CommandRunner.run(["demo", "-o", folder.url.path, "--fps", "4"], environment: ["XDG_DATA_HOME": data.url.path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try folder.contents() == ["demo", "emojiart-adding-filmstrip.png", "emojiart-assignment5-filmstrip.png",
                                          "emojiart-palettes-filmstrip.png", "gallery.png",
                                          "memorize-game-filmstrip.png", "memorize-game.webp", "memorize-themes-filmstrip.png",
                                          "memorize-whole-game-filmstrip.png", "sample-filmstrip.png", "sample.webp",
                                          "set-game-filmstrip.png", "set-game.webp", "showcase-filmstrip.png"])
        #expect(!FileManager.default.fileExists(atPath: data.file("flipbook/themes.json").path), "the demo never writes the user's themes store")
        let animation = try #require(try AnimatedWebP.read(folder.file("sample.webp")), "an animated WebP")
        #expect(animation.width == 195 && animation.height == 422, "half of the 390×844 screen")
        let frames = try FileManager.default.contentsOfDirectory(atPath: folder.file("demo/sample").path)
        #expect(frames.count > 25 && frames.contains("frame_00001.png"))
        let stills = ["memorize-screens/game-dark.png", "memorize-screens/assignment-one.png", "memorize-screens/chooser-light.png",
                      "memorize-screens/split-dark.png", "set-boards/board-81-dark.png",
                      "set-boards/board-match-selected.png", "emojiart-documents/garden-dark.png"]
        for still in stills {
            #expect(FileManager.default.fileExists(atPath: folder.file("demo/\(still)").path), "\(still)")
        }
        for sequence in ["emojiart-assignment5", "emojiart-adding", "emojiart-palettes"] {
            let frames = try FileManager.default.contentsOfDirectory(atPath: folder.file("demo/\(sequence)").path)
            #expect(frames.count > 20, "\(sequence) ran to its end")
        }
        let strip = try Bitmap(contentsOfPNG: folder.file("sample-filmstrip.png"))
        #expect(strip.width > strip.height * 5, "a strip of frames side by side")
    }

    @Test func aDemoThatFailsRemovesTheFolderItCreated() throws {
        let folder = try TemporaryFolder()
        let output = folder.file("new/renders")
        let result = try CommandRunner.run(["demo", "-o", output.path, "--fps", "4"], environment: ["PATH": folder.url.path])
        #expect(result.status != 0)
        #expect(result.standardError.contains("ffmpeg is not installed"), "\(result.standardError)")
        #expect(try folder.contents().isEmpty, "nothing of the unfinished demo is left")
    }

    @Test func iconDrawsAKnownSymbol() throws {
        let folder = try TemporaryFolder()
        let result = try CommandRunner.run(["icon", "sun.max", "--size", "64x64", "--color", "orange", "-o", folder.file("sun.png").path])
        #expect(result.status == 0)
        let bitmap = try Bitmap(contentsOfPNG: folder.file("sun.png"))
        #expect(bitmap.bytes(x: 32, y: 32) == [255, 149, 0, 255], "the sun's disc is in the middle")
    }

    @Test func rootHelpListsSubcommandsWithExamples() throws {
        let result = try CommandRunner.run(["--help"])
        for word in ["shape", "icon", "gallery", "diff", "demo", "Examples:"] {
            #expect(result.standardOutput.contains(word))
        }
    }
}
