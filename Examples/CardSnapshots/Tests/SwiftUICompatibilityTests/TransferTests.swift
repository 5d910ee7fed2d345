import Flipbook
import SwiftUICompatibility
import Testing

@MainActor
@Suite("Transferable types of your own")
struct TransferTests {
    /// The drop area's screen after `payload` is dropped at `point`, and whether it was taken.
    private func screen(afterDropping payload: DropPayload, at point: CGPoint) throws -> (taken: Bool, screen: Bitmap) {
        let player = Player(size: CGSize(width: 300, height: 200)) { DropArea() }
        _ = player.frame(at: 0)
        let taken = try player.drop(payload, at: point)
        return (taken, try player.frame(at: 1).render())
    }

    private let upper = CGPoint(x: 150, y: 50), lower = CGPoint(x: 150, y: 150)

    @Test func dropsComeThroughTheFirstProxyThatMakesAValue() throws {
        let before = try Player(size: CGSize(width: 300, height: 200)) { DropArea() }.frame(at: 0).render()
        let text = try screen(afterDropping: .text("apple"), at: upper)
        let url = try screen(afterDropping: .text("https://example.com/a.png"), at: upper)
        #expect(text.taken && url.taken)
        #expect(text.screen != before, "the text shows")
        #expect(text.screen != url.screen, "a string and a URL are told apart")
    }

    @Test func aCodableValueIsDecodedFromDroppedJSON() throws {
        let palette = try screen(afterDropping: .text(#"{"name": "Faces", "emojis": "😀"}"#), at: lower)
        #expect(palette.taken)
        let other = try screen(afterDropping: .text("not a palette"), at: lower)
        #expect(!other.taken, "text that is no palette is refused")
    }

    @Test func anAppDeclaresItsOwnKind() {
        #expect(UTType.emojiart.identifier == "edu.stanford.cs193p.emojiart")
        #expect(UTType.emojiart.conforms(to: .data))
        #expect(UTType(filenameExtension: "png") == .png)
        #expect(UTType.png.conforms(to: .image))
        #expect(!UTType.png.conforms(to: .text))
    }
}
