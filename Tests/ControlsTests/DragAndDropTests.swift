import FlipbookTesting
import Foundation
import SnapshotTesting
import TestSupport
import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

@MainActor
final class Drops {
    var received: [(items: [String], location: CGPoint)] = []
    var pictures: [Bitmap] = []
    var targeted: [Bool] = []
}

@MainActor
struct Board: View {
    let drops: Drops

    var body: some View {
        VStack(spacing: 0) {
            Color.yellow.frame(width: 300, height: 300)
                .dropDestination(for: String.self, action: { items, location in
                    drops.received.append((items, location))
                    return true
                }, isTargeted: { drops.targeted.append($0) })
                .touchTarget(TargetName("board"))
            Color.green.frame(width: 300, height: 100)
                .dropDestination(for: Image.self) { images, _ in
                    drops.pictures += images.compactMap(\.bitmap)
                    return true
                }
                .touchTarget(TargetName("photo-well"))
            HStack {
                Text("🍎").font(.system(size: 40)).draggable("🍎").touchTarget("emoji", index: 1)
                Spacer()
            }
            .frame(width: 300, height: 100)
        }
    }
}

/// A yellow board above a horizontal scroll view holding a draggable 🍎.
@MainActor
struct ScrolledEmoji: View {
    let drops: Drops

    var body: some View {
        VStack(spacing: 0) {
            Color.yellow.frame(width: 300, height: 300)
                .dropDestination(for: String.self) { items, location in
                    drops.received.append((items, location))
                    return true
                }
            ScrollView(.horizontal) {
                HStack { Text("🍎").font(.system(size: 40)).draggable("🍎").touchTarget("emoji", index: 1) }
            }
            .frame(width: 300, height: 100)
        }
    }
}

@MainActor
@Suite("Drag and drop: draggable, dropDestination, drop events")
struct DragAndDropTests {
    private let drops = Drops()
    private func player() -> Player { Player(size: CGSize(width: 300, height: 500)) { Board(drops: drops) } }

    @Test func aDraggedStringLandsOnTheDestinationAtTheFingersPlace() throws {
        let player = player()
        try player.play("drag emoji 1 -> 150,100 over 0.5")
        #expect(drops.received.map(\.items) == [["🍎"]])
        #expect(drops.received.first?.location == CGPoint(x: 150, y: 100), "in the destination's coordinates")
        #expect(drops.targeted == [true, false], "told when the drag came over it and when it ended")
    }

    @Test func theLiftedCopyFollowsTheFingerFrameByFrame() throws {
        let player = player()
        let start = try #require(player.location(of: TargetName("emoji", index: 1)))
        let script = try TouchScript(parsing: "drag emoji 1 -> 150,100 over 1")
        var copies: [CGPoint] = []
        try ScriptRunner(player: player, fps: 4).run(script) { _ in
            copies.append(self.liftedCopy(player) ?? CGPoint(x: -1, y: -1))
        }
        let expected = (0...4).map { step in
            CGPoint(x: start.x + (150 - start.x) * Double(step) / 4, y: start.y + (100 - start.y) * Double(step) / 4)
        }
        for (copy, point) in zip(copies.dropFirst(), expected.dropFirst().dropLast()) {
            #expect(abs(copy.x - point.x) < 0.01 && abs(copy.y - point.y) < 0.01, "\(copy) follows \(point) \(copies)")
        }
    }

    @Test func aDropOutsideAnyDestinationFliesBack() throws {
        let player = player()
        let start = try #require(player.location(of: TargetName("emoji", index: 1)))
        try player.play("drag emoji 1 -> 250,460 over 0.5")
        #expect(drops.received.isEmpty)
        let released = player.clock.now
        _ = player.frame(at: released)
        let halfway = try #require(liftedCopy(player, at: released + 0.175))
        #expect(halfway.x > start.x + 1 && halfway.x < 250, "on its way back: \(halfway)")
        #expect(liftedCopy(player, at: released + 0.5) == nil, "gone once back")
    }

    @Test func textDroppedFromAnotherAppReachesTheDestination() throws {
        let player = player()
        try player.play("drop text \"🍎🌲\" at 20,30")
        #expect(drops.received.map(\.items) == [["🍎🌲"]])
        #expect(drops.received.first?.location == CGPoint(x: 20, y: 30))
        try player.play("drop text \"x\" at 150,480")
        #expect(drops.received.count == 1, "nothing happens where no destination takes text")
    }

    @Test func anImageFileDroppedFromAnotherAppIsDecoded() throws {
        let folder = try TemporaryFolder()
        try halvesBitmap.jpegData().write(to: folder.file("photo.jpg"))
        let player = player()
        try player.play("drop file \"\(folder.file("photo.jpg").path)\" at 150,350")
        #expect(drops.pictures.map(\.width) == [40])
    }

    @Test func aFileThatIsNotAnImageIsAOneLineErrorWithTheLine() throws {
        let folder = try TemporaryFolder()
        try Data("not a picture".utf8).write(to: folder.file("notes.txt"))
        let path = folder.file("notes.txt").path
        let error = try #require(throws: ScriptDropError.self) { try player().play("wait 0\ndrop file \"\(path)\" at 150,350") }
        #expect(error.description == "line 2, column 1: cannot drop: image error: \(path): not a PNG or JPEG image")
        let missing = try #require(throws: ScriptDropError.self) { try player().play("drop file \"/nowhere/x.png\" at 150,350") }
        #expect(missing.description.hasSuffix("cannot read '/nowhere/x.png': No such file or directory"))
    }

    @Test func dropEventsParseAndRoundTrip() throws {
        let script = try TouchScript(parsing: "drop text \"🍎\" at 1,2\ndrop file \"a b.png\" at board\ntype return")
        #expect(script.events.map(\.action) == [.drop(.text("🍎"), at: .point(CGPoint(x: 1, y: 2))),
                                                 .drop(.file("a b.png"), at: .named("board", index: nil, label: nil)),
                                                 .type(.submit)])
        #expect(throws: TouchScriptError.self) { try TouchScript(parsing: "drop photo \"x\" at 1,2") }
        #expect(throws: TouchScriptError.self) { try TouchScript(parsing: "drop text 🍎 at 1,2") }
        #expect(throws: TouchScriptError.self) { try TouchScript(parsing: "type enter") }
    }

    @Test func theLiftedCopyIsDrawnOutsideTheClipOfAScrollView() throws {
        let player = Player(size: CGSize(width: 300, height: 400)) { ScrolledEmoji(drops: drops) }
        let start = try #require(player.location(of: TargetName("emoji", index: 1)))
        let frames = try ScriptRunner(player: player, fps: 10).run(TouchScript(parsing: "drag emoji 1 -> 150,100 over 1"))
        let halfway = CGPoint(x: (start.x + 150) / 2, y: (start.y + 100) / 2)
        #expect(halfway.y < 300, "halfway is above the scroll view, over the yellow board")
        let pixel = try frames[5].render()[Int(halfway.x), Int(halfway.y)]
        #expect(pixel != Color.yellow, "the copy shows over the board, not clipped away: \(pixel)")
        #expect(drops.received.map(\.items) == [["🍎"]])
    }

    /// Where the lifted copy of the emoji is drawn now, if it shows.
    private func liftedCopy(_ player: Player, at time: Double? = nil) -> CGPoint? {
        if let time { _ = player.frame(at: time) }
        guard let root = player.presented else { return nil }
        return root.visibleCopy(opacity: 1, origin: .zero)
    }
}

extension LaidOutNode {
    /// The centre on screen of the 🍎 text inside a subtree that takes no touches (the lifted
    /// copy), if it is drawn; `origin` is the parent's origin on screen.
    fileprivate func visibleCopy(opacity inherited: Double, origin: CGPoint, inCopy: Bool = false) -> CGPoint? {
        let opacity = inherited * self.opacity
        let isCopy = inCopy || !attributes.gestures.allowsHitTesting
        guard opacity > 0 else { return nil }
        if isCopy, case .text("🍎", _) = content,
           let centre = parentPoint(fromLocal: CGPoint(x: frame.width / 2, y: frame.height / 2)) {
            return CGPoint(x: centre.x + origin.x, y: centre.y + origin.y)
        }
        let local = CGPoint(x: 0, y: 0).applying(transformFromParent)
        for child in children {
            if let found = child.visibleCopy(opacity: opacity, origin: CGPoint(x: origin.x + local.x, y: origin.y + local.y),
                                             inCopy: isCopy) {
                return found
            }
        }
        return nil
    }
}


@MainActor
@Suite("Drag and drop: a frame mid-drag")
struct DragSnapshotTests {
    @Test(arguments: ColorScheme.allCases)
    func theLiftedEmojiHalfwayToTheBoard(colorScheme: ColorScheme) throws {
        let player = Player(size: CGSize(width: 300, height: 500), colorScheme: colorScheme) { Board(drops: Drops()) }
        let script = try TouchScript(parsing: "drag emoji 1 -> 150,100 over 1")
        var middle: Bitmap?
        try ScriptRunner(player: player, fps: 4).run(script) { frame in
            if middle == nil, player.clock.now >= 0.5 { middle = try frame.render(scale: 2, background: colorScheme.background) }
        }
        assertSnapshot(of: try #require(middle), as: .png, named: "mid-drag-\(colorScheme)")
    }
}
