import Foundation
import TestSupport
import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

/// What the drop targets of ``DropBoard`` were given.
@MainActor
private final class DropLog {
    var texts: [(text: String, location: CGPoint)] = []
    var urls: [URL] = []
    var pictureWidths: [Int] = []
    var targeted: [Bool] = []
}

/// A text target (yellow, 300×200) above a picture target (green, 300×100), and a 🍏 that
/// drags an item provider of text.
@MainActor
private struct DropBoard: View {
    let log: DropLog
    @State private var isTargeted = false

    var body: some View {
        VStack(spacing: 0) {
            Color.yellow.frame(width: 300, height: 200)
                .overlay(isTargeted ? Color.blue : Color.clear)
                .onDrop(of: [.plainText], isTargeted: $isTargeted) { providers, location in
                    providers.first?.loadObject(ofClass: String.self) { text, _ in
                        log.texts.append((text ?? "", location))
                    }
                    return true
                }
                .onChange(of: isTargeted) { _, now in log.targeted.append(now) }
            Color.green.frame(width: 300, height: 100)
                .onDrop(of: ["public.image", "public.url"], isTargeted: nil) { providers in
                    guard let provider = providers.first else { return false }
                    provider.loadObject(ofClass: URL.self) { url, _ in url.map { log.urls.append($0) } }
                    provider.loadObject(ofClass: UIImage.self) { image, _ in
                        (image as? UIImage).map { log.pictureWidths.append($0.bitmap.width) }
                    }
                    return true
                }
            HStack {
                Text("🍏").font(.system(size: 40))
                    .onDrag { NSItemProvider(object: "🍏" as NSString) }
                    .touchTarget(TargetName("apple"))
                Spacer()
            }
            .frame(width: 300, height: 100)
        }
    }
}

@MainActor
@Suite("onDrag and onDrop with NSItemProvider")
struct OnDropTests {
    private let log = DropLog()
    private func player() -> Player { Player(size: CGSize(width: 300, height: 400)) { DropBoard(log: log) } }

    private func play(_ script: String, on player: Player) throws {
        try ScriptRunner(player: player, fps: 10).runWithoutFrames(try TouchScript(parsing: script))
    }

    @Test func anOnDragProviderIsDeliveredToTheOnDropUnderTheFinger() throws {
        let player = player()
        try play("drag apple -> 120,80 over 0.5", on: player)
        #expect(log.texts.map(\.text) == ["🍏"])
        #expect(log.texts.first?.location == CGPoint(x: 120, y: 80), "in the drop view's coordinates")
    }

    @Test func isTargetedIsSetWhileADragHoversAndClearedOnTheDrop() throws {
        let player = player()
        let start = try #require(player.location(of: TargetName("apple")))
        let script = try TouchScript(parsing: "drag apple -> 150,100 over 1")
        var blueSeen = false
        try ScriptRunner(player: player, fps: 10).run(script) { frame in
            if try frame.render()[280, 20] == Color.blue { blueSeen = true }
        }
        #expect(start.y > 300)
        #expect(blueSeen, "the target shows that a drag is over it")
        #expect(log.targeted == [true, false])
        #expect(try player.frame(at: player.clock.now + 0.1).render()[280, 20] == Color.yellow)
    }

    @Test func scriptDropsReachOnlyTargetsOfTheirKind() throws {
        let player = player()
        try play("drop text \"🐸\" at 30,40", on: player)
        try play("drop text \"🐸\" at 30,250", on: player)
        #expect(log.texts.map(\.text) == ["🐸"], "the picture target takes no plain text")
        #expect(log.texts.first?.location == CGPoint(x: 30, y: 40))
        #expect(log.urls.isEmpty)
    }

    @Test func aDroppedPictureFileComesAsItsURLAndAsAPicture() throws {
        let folder = try TemporaryFolder()
        let file = folder.file("photo.png")
        try Bitmap(size: PixelSize(width: 7, height: 5), color: .red).pngData().write(to: file)
        try Data("notes".utf8).write(to: folder.file("notes.txt"))
        let player = player()
        try play("drop file \"\(file.path)\" at 150,250", on: player)
        #expect(log.urls.map(\.path) == [file.path])
        #expect(log.pictureWidths == [7])
        try play("drop file \"\(folder.file("notes.txt").path)\" at 30,40", on: player)
        #expect(log.texts.isEmpty, "a file is no plain text")
    }
}
