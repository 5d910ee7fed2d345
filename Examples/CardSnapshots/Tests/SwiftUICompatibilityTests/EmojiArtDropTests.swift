import Flipbook
import Foundation
import SwiftUICompatibility
import Testing

@MainActor
@Suite("EmojiArt 2021: onDrop with NSItemProvider")
struct EmojiArtDropTests {
    private let size = CGSize(width: 300, height: 360)

    /// The main queue's work sent before now has run: `DispatchQueue.main.async` from a drop's
    /// completion handler is behind nothing this test sends later.
    private func mainQueueWorkHasRun() async {
        await Task.yield()
    }

    @Test func aDroppedEmojiIsAddedWhereItWasDropped() async throws {
        let document = EmojiArtDocument()
        let player = Player(size: size) { EmojiArtDocumentView(document: document) }
        let blank = try player.frame(at: 0).render()
        #expect(try player.drop(.text("😀"), at: CGPoint(x: 100, y: 80)))
        await mainQueueWorkHasRun()
        #expect(document.emojis.map(\.text) == ["😀"])
        #expect(document.emojis.map { [$0.x, $0.y] } == [[-50, -70]], "from the document's centre, 150,150")
        let shown = try player.frame(at: 1).render()
        #expect(shown != blank)
        let ink = try #require(inkBox(try shown.cropped(toHeight: 300)))
        #expect(abs((ink.minX + ink.maxX) / 2 - 100) <= 3 && abs((ink.minY + ink.maxY) / 2 - 80) <= 6, "\(ink)")
    }

    @Test func aDroppedPictureFileBecomesTheBackground() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("emojiart-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("red.png")
        try Bitmap(size: PixelSize(width: 8, height: 8), color: .red).pngData().write(to: file)
        let document = EmojiArtDocument()
        let player = Player(size: size) { EmojiArtDocumentView(document: document) }
        _ = player.frame(at: 0)
        #expect(try player.drop(.file(file.path), at: CGPoint(x: 150, y: 150)))
        await mainQueueWorkHasRun()
        #expect(document.background == .url(file))
        #expect(document.emojis.isEmpty, "a URL is not taken as an emoji")
        let shown = try player.frame(at: 1).render()
        #expect(isClose(shown[20, 20], .red) && isClose(shown[280, 280], .red))
        #expect(!isClose(shown[20, 330], .red), "the palette keeps its place")
    }
}

extension Bitmap {
    /// The top `height` rows.
    fileprivate func cropped(toHeight height: Int) throws -> Bitmap {
        Bitmap(size: try PixelSize(width: width, height: height), pixels: Array(pixels[0..<(width * height * 4)]))
    }
}
