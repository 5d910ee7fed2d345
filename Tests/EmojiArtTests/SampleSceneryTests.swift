import EmojiArt
import Flipbook
import Foundation
import Testing

/// The sample backgrounds in `assets/emojiart/` are Flipbook's own drawings: rendering the
/// scenery views again gives the same pixels (the beach within a JPEG's loss: under 2 levels a channel on average). With
/// `FLIPBOOK_RECORD_ASSETS=1` the files are written instead.
@MainActor
@Suite("EmojiArt: sample backgrounds")
struct SampleSceneryTests {
    private static let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("assets/emojiart")
    private static let recording = ProcessInfo.processInfo.environment["FLIPBOOK_RECORD_ASSETS"] == "1"

    @Test func theGardenIsTheSceneryView() throws {
        let bitmap = try ImageRenderer(content: SampleScenery.garden, size: SampleScenery.gardenSize).render()
        let file = Self.assets.appendingPathComponent("garden.png")
        if Self.recording { try bitmap.writePNG(to: file) }
        #expect(try Bitmap(contentsOfImage: file) == bitmap)
    }

    @Test func theBeachIsTheSceneryViewAsAJPEG() throws {
        let bitmap = try ImageRenderer(content: SampleScenery.beach, size: SampleScenery.beachSize).render()
        let file = Self.assets.appendingPathComponent("beach.jpg")
        if Self.recording { try bitmap.jpegData(quality: 90).write(to: file) }
        let decoded = try Bitmap(contentsOfImage: file)
        #expect(decoded.size == bitmap.size)
        let difference = zip(decoded.pixels, bitmap.pixels).reduce(0) { $0 + abs(Int($1.0) - Int($1.1)) }
        #expect(Double(difference) / Double(bitmap.pixels.count) < 2)
    }
}
