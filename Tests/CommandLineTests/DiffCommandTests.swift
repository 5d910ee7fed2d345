import Flipbook
import Foundation
import Testing
import TestSupport

@Suite("flipbook diff")
struct DiffCommandTests {
    private func write(_ color: Color, changing pixel: (Int, Int)? = nil, to url: URL) throws {
        var bitmap = Bitmap(size: try PixelSize(width: 20, height: 10), color: color)
        if let pixel { bitmap[pixel.0, pixel.1] = .black }
        try bitmap.writePNG(to: url)
    }

    @Test func identicalImagesExitZero() throws {
        let folder = try TemporaryFolder()
        try write(.mint, to: folder.file("a.png"))
        try write(.mint, to: folder.file("b.png"))
        let result = try CommandRunner.run(["diff", folder.file("a.png").path, folder.file("b.png").path])
        #expect(result.status == 0)
        #expect(result.standardOutput.hasPrefix("images match: 0 of 200 pixels"))
    }

    @Test func differentImagesExitOneAndWriteADiff() throws {
        let folder = try TemporaryFolder()
        try write(.mint, to: folder.file("a.png"))
        try write(.mint, changing: (3, 4), to: folder.file("b.png"))
        let result = try CommandRunner.run(["diff", folder.file("a.png").path, folder.file("b.png").path,
                                            "-o", folder.file("diff.png").path])
        #expect(result.status == 1)
        #expect(result.standardOutput.split(separator: "\n").count == 1)
        #expect(result.standardOutput.contains("1 of 200 pixels"))
        #expect(result.standardOutput.contains("largest channel difference 199"))
        let diff = try Bitmap(contentsOfPNG: folder.file("diff.png"))
        #expect(diff.bytes(x: 24 + 3, y: 4) == [255, 0, 0, 255])
    }

    @Test func toleranceAndShareLetSmallDifferencesPass() throws {
        let folder = try TemporaryFolder()
        try write(.mint, to: folder.file("a.png"))
        try write(.mint, changing: (3, 4), to: folder.file("b.png"))
        let result = try CommandRunner.run(["diff", folder.file("a.png").path, folder.file("b.png").path,
                                            "--tolerance", "2", "--max-differing-share", "0.01"])
        #expect(result.status == 0)
    }

    @Test func missingFileExitsTwo() throws {
        let folder = try TemporaryFolder()
        try write(.mint, to: folder.file("a.png"))
        let result = try CommandRunner.run(["diff", folder.file("a.png").path, folder.file("missing.png").path])
        #expect(result.status == 2)
        #expect(result.standardError.contains("missing.png"))
    }

    @Test func notAPNGExitsTwo() throws {
        let folder = try TemporaryFolder()
        try Data("hello".utf8).write(to: folder.file("a.png"))
        let result = try CommandRunner.run(["diff", folder.file("a.png").path, folder.file("a.png").path])
        #expect(result.status == 2)
        #expect(result.standardError.contains("PNG"))
    }
}
