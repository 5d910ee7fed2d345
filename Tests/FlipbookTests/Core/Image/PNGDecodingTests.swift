import Flipbook
import Foundation
import Testing
import TestSupport

@Suite("PNG decoding of every kind of file")
struct PNGDecodingTests {
    /// 37×23 pixels (odd sizes leave Adam7 passes short or empty) of varied colours.
    private static func pixels(opaque: Bool) -> (width: Int, height: Int, rgba: [UInt8]) {
        let width = 37, height = 23
        var rgba: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                let alpha: UInt8 = opaque ? 255 : UInt8((x * 7 + y * 11) % 256)
                rgba += [UInt8((x * 7) % 256), UInt8((y * 11) % 256), UInt8((x * y) % 256), alpha]
            }
        }
        return (width, height, rgba)
    }

    struct Kind: Sendable, CustomTestStringConvertible {
        let colorType: RawPNG.ColorType
        let bitDepth: Int
        let interlaced: Bool
        let imageMagickChunks: Bool
        var testDescription: String {
            "\(colorType) \(bitDepth)-bit\(interlaced ? " interlaced" : "")\(imageMagickChunks ? " with gAMA and cHRM" : "")"
        }
    }

    static let kinds: [Kind] = [
        Kind(colorType: .rgb, bitDepth: 16, interlaced: true, imageMagickChunks: true),
        Kind(colorType: .rgb, bitDepth: 16, interlaced: true, imageMagickChunks: false),
        Kind(colorType: .rgb, bitDepth: 16, interlaced: false, imageMagickChunks: false),
        Kind(colorType: .rgba, bitDepth: 16, interlaced: true, imageMagickChunks: false),
        Kind(colorType: .rgba, bitDepth: 16, interlaced: false, imageMagickChunks: true),
        Kind(colorType: .rgba, bitDepth: 8, interlaced: true, imageMagickChunks: false),
        Kind(colorType: .rgb, bitDepth: 8, interlaced: true, imageMagickChunks: true),
    ]

    @Test(arguments: kinds)
    func samplesAreReadAsStored(kind: Kind) throws {
        let (width, height, rgba) = Self.pixels(opaque: kind.colorType != .rgba)
        let data = RawPNG.encode(width: width, height: height, rgba: rgba, colorType: kind.colorType,
                                 bitDepth: kind.bitDepth, interlaced: kind.interlaced,
                                 chunks: kind.imageMagickChunks ? RawPNG.imageMagickColorChunks : [])
        let decoded = try Bitmap(pngData: data)
        #expect(decoded.size == (try PixelSize(width: width, height: height)))
        let differing = (0..<width * height).filter { decoded.pixels[$0 * 4..<$0 * 4 + 4] != rgba[$0 * 4..<$0 * 4 + 4] }
        #expect(differing.count == 0, "the first differing pixel is at index \(differing.first ?? -1)")
    }

    @Test func greyIsSpreadToThreeChannels() throws {
        let rgba: [UInt8] = [10, 0, 0, 255, 200, 0, 0, 255]
        let data = RawPNG.encode(width: 2, height: 1, rgba: rgba, colorType: .gray, bitDepth: 16, interlaced: true)
        #expect(try Bitmap(pngData: data).pixels == [10, 10, 10, 255, 200, 200, 200, 255])
    }

    @Test func sixteenBitInterlacedFileMatchesItsEightBitOriginalInTheDiffCommand() throws {
        let folder = try TemporaryFolder()
        let (width, height, rgba) = Self.pixels(opaque: true)
        try Bitmap(size: try PixelSize(width: width, height: height), pixels: rgba).writePNG(to: folder.file("a.png"))
        try RawPNG.encode(width: width, height: height, rgba: rgba, colorType: .rgb, bitDepth: 16, interlaced: true,
                          chunks: RawPNG.imageMagickColorChunks).write(to: folder.file("b.png"))
        let result = try CommandRunner.run(["diff", folder.file("a.png").path, folder.file("b.png").path])
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
        #expect(result.standardOutput.contains("images match: 0 of"))
    }

    // MARK: - Files that are not PNGs

    @Test(arguments: [
        (Data(), "not a PNG file: it is empty"),
        (Data("GIF89a not a png".utf8), "not a PNG file: it does not start with the PNG signature"),
        (Data([0x89, 0x50]), "not a PNG file: it does not start with the PNG signature"),
    ])
    func nonPNGDataSaysWhatItIs(data: Data, message: String) {
        #expect(throws: FlipbookError.png(message)) { try Bitmap(pngData: data) }
    }

    @Test func fileCutShortSaysSo() throws {
        let (width, height, rgba) = Self.pixels(opaque: false)
        let whole = try Bitmap(size: try PixelSize(width: width, height: height), pixels: rgba).pngData()
        #expect {
            try Bitmap(pngData: whole.prefix(whole.count / 2))
        } throws: { error in
            "\(error)".contains("cut short")
        }
    }

    @Test func emptyFileIsNamedWithItsProblem() throws {
        let folder = try TemporaryFolder()
        try Data().write(to: folder.file("empty.png"))
        #expect(throws: FlipbookError.png("\(folder.file("empty.png").path): not a PNG file: it is empty")) {
            try Bitmap(contentsOfPNG: folder.file("empty.png"))
        }
    }

    @Test(arguments: [("folder.png", "Is a directory"), ("missing.png", "No such file or directory")])
    func unreadablePathsGiveTheSystemsReason(name: String, reason: String) throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(at: folder.file("folder.png"), withIntermediateDirectories: false)
        #expect(throws: FlipbookError.cannotRead(path: folder.file(name).path, reason: reason)) {
            try Bitmap(contentsOfPNG: folder.file(name))
        }
    }
}
