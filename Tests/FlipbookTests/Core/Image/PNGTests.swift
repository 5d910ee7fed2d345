import Flipbook
import Foundation
import Testing
import TestSupport

@Suite("PNG")
struct PNGTests {
    private func sample() throws -> Bitmap {
        var bitmap = Bitmap(size: try PixelSize(width: 7, height: 5), color: .orange)
        bitmap[0, 0] = .clear
        bitmap[6, 4] = Color.blue.opacity(0.5)
        return bitmap
    }

    @Test(arguments: [PNGOptions.fastest, .balanced, .smallest])
    func roundTripKeepsEveryPixel(options: PNGOptions) throws {
        let bitmap = try sample()
        #expect(try Bitmap(pngData: try bitmap.pngData(options: options)) == bitmap)
    }

    @Test func smallestIsNoLargerThanFastest() throws {
        let canvas = try Canvas(width: 200, height: 120, background: .white)
        canvas.fill(Circle().path(in: CGRect(x: 10, y: 10, width: 100, height: 100)), with: Color.indigo)
        let bitmap = try canvas.makeBitmap()
        #expect(try bitmap.pngData(options: .smallest).count < bitmap.pngData(options: .fastest).count)
    }

    @Test func writesAtomicallyAndReadsBack() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("image.png")
        try sample().writePNG(to: url)
        #expect(try folder.contents() == ["image.png"])
        #expect(try Bitmap(contentsOfPNG: url) == sample())
    }

    @Test func failedWriteLeavesNothing() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("missing/image.png")
        #expect(throws: FlipbookError.self) { try sample().writePNG(to: url) }
        #expect(try folder.contents().isEmpty)
    }

    @Test func writeOverAFolderFailsAndKeepsIt() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(at: folder.file("taken.png"), withIntermediateDirectories: false)
        #expect(throws: FlipbookError.self) { try sample().writePNG(to: folder.file("taken.png")) }
        #expect(try folder.contents() == ["taken.png"])
    }

    @Test func corruptDataIsAClearError() {
        #expect {
            try Bitmap(pngData: Data("not a png".utf8))
        } throws: { error in
            guard case FlipbookError.png = error else { return false }
            return true
        }
    }

    @Test(arguments: [(0, 10), (10, 0), (16_385, 1), (1, 16_385), (16_384, 16_384), (-3, 4)])
    func sizesOutsideTheLimitsAreRefused(width: Int, height: Int) {
        #expect(throws: FlipbookError.self) { try PixelSize(width: width, height: height) }
    }

    @Test func largestSizesAreAccepted() throws {
        #expect(try PixelSize(width: 16_384, height: 6_103).pixelCount <= 100_000_000)
        #expect(try PixelSize(width: 1, height: 1).pixelCount == 1)
    }

    @Test(arguments: ["abc", "10", "10x", "x10", "10x10x10", "1.5x2"])
    func malformedSizesAreRefused(text: String) {
        #expect(throws: FlipbookError.malformedSize(text)) { try PixelSize(parsing: text) }
    }

    @Test func canvasRefusesHugeSizeBeforeAllocating() {
        #expect {
            try Canvas(width: 99_999, height: 99_999)
        } throws: { error in
            "\(error)".contains("99999x99999")
        }
    }
}

@Suite("PNG straight from the canvas")
struct CanvasPNGTests {
    private func canvas(background: Color) throws -> Canvas {
        let canvas = try Canvas(width: 40, height: 30, background: background)
        canvas.fill(Circle().path(in: CGRect(x: 5, y: 5, width: 20, height: 20)), with: Color.purple.opacity(0.7))
        canvas.fill(Path(CGRect(x: 28, y: 2, width: 10, height: 10)), with: Color.orange)
        return canvas
    }

    @Test(arguments: [Color.white, Color.clear, Color.teal.opacity(0.5)])
    func decodesToTheSamePixelsAsTheBitmap(background: Color) throws {
        let canvas = try canvas(background: background)
        for options in [PNGOptions.fastest, .balanced] {
            #expect(try Bitmap(pngData: try canvas.pngData(options: options)) == canvas.makeBitmap())
        }
    }

    @Test func opaqueCanvasesAreWrittenAsRGB() throws {
        let data = try canvas(background: .white).pngData()
        #expect(data[25] == 2, "colour type 2 (RGB) in the IHDR chunk")
        let translucent = try canvas(background: .clear).pngData()
        #expect(translucent[25] == 6, "colour type 6 (RGBA) when some pixel is not opaque")
    }
}
