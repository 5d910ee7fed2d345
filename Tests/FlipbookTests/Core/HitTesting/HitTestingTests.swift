import Flipbook
import Testing
import TestSupport

private final class Log {
    var entries: [String] = []
    func callAsFunction(_ entry: String) { entries.append(entry) }
}

private let screen = CGSize(width: 300, height: 300)
private let centre = CGPoint(x: 150, y: 150)
/// `Color.red`'s pixel.
private let red: [UInt8] = [255, 59, 48, 255]

@MainActor
@Suite("Hit testing: what takes a touch")
struct HitTestingTests {
    @Test func aTopViewWithAContentShapeBlocksWhatLiesBelow() {
        let log = Log()
        let player = Player(size: screen) {
            ZStack {
                Color.blue.onTapGesture { log("behind") }
                Color.clear.frame(width: 100, height: 100).contentShape(Rectangle())
            }
        }
        #expect(!player.tap(at: centre), "the clear square takes the touch and has no gesture")
        player.tap(at: CGPoint(x: 20, y: 20))
        #expect(log.entries == ["behind"])
    }

    @Test func whatAViewDrawsBlocksWhatLiesBelow() {
        let log = Log()
        let player = Player(size: screen) {
            ZStack {
                Color.blue.onTapGesture { log("behind") }
                Text("Hello").font(.system(size: 40))
            }
        }
        player.tap(at: centre)
        player.tap(at: CGPoint(x: 150, y: 20))
        #expect(log.entries == ["behind"], "the text took the first tap")
    }

    @Test func clearColourIsNotHitTestable() {
        let log = Log()
        let player = Player(size: screen) {
            ZStack {
                Color.blue.onTapGesture { log("behind") }
                Color.clear.onTapGesture { log("clear") }
                Rectangle().fill(Color.clear).onTapGesture { log("clear rectangle") }
            }
        }
        player.tap(at: centre)
        #expect(log.entries == ["behind"])
    }

    @Test func allowsHitTestingFalseLetsTouchesThrough() {
        let log = Log()
        let player = Player(size: screen) {
            ZStack {
                Color.blue.onTapGesture { log("behind") }
                Color.red.frame(width: 100, height: 100).onTapGesture { log("front") }.allowsHitTesting(false)
            }
        }
        player.tap(at: centre)
        #expect(log.entries == ["behind"])
    }

    @Test func aTransparentViewTakesNoTouches() {
        let log = Log()
        let player = Player(size: screen) {
            ZStack {
                Color.blue.onTapGesture { log("behind") }
                Color.red.onTapGesture { log("front") }.opacity(0)
            }
        }
        player.tap(at: centre)
        #expect(log.entries == ["behind"])
    }

    @Test func aStrokedShapeTakesTouchesOnItsStrokeOnly() {
        let log = Log()
        let player = Player(size: screen) {
            ZStack {
                Color.blue.onTapGesture { log("behind") }
                Circle().stroke(Color.red, lineWidth: 10).frame(width: 100, height: 100).onTapGesture { log("ring") }
            }
        }
        player.tap(at: CGPoint(x: 150, y: 103))  // on the ring, 3 points inside the circle's top
        player.tap(at: centre)
        player.tap(at: CGPoint(x: 150, y: 94))   // just outside the stroke's outer edge (95)
        #expect(log.entries == ["ring", "behind", "behind"])
    }

    @Test func touchesReachTheGesturesOfTheViewHitAndItsAncestorsInnermostFirst() {
        let log = Log()
        let player = Player(size: screen) {
            VStack(spacing: 0) {
                Color.red.onTapGesture { log("top") }
                Color.green
            }
            .onTapGesture { log("stack") }
        }
        player.tap(at: CGPoint(x: 150, y: 50))
        player.tap(at: CGPoint(x: 150, y: 250))
        #expect(log.entries == ["top", "stack"])
    }
}

@MainActor
@Suite("Hit testing: transforms, animations and ghosts")
struct HitTestingTransformTests {
    /// A card 100 × 150 points in the middle of the screen, turned 60° about its vertical axis:
    /// its left edge comes nearer and grows, its right edge goes away.
    private struct TurnedCard: View {
        let log: Log
        var body: some View {
            ZStack {
                Color.white.onTapGesture { log("table") }
                RoundedRectangle(cornerRadius: 10).fill(Color.red)
                    .overlay(alignment: .topLeading) {
                        Circle().frame(width: 10, height: 10).offset(x: 75, y: 70).touchTarget(TargetName("pip"))
                    }
                    .frame(width: 100, height: 150)
                    .rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0))
                    .onTapGesture { log("card") }
            }
        }
    }

    private let projection = Projection3D(angle: .degrees(60), axis: (x: 0, y: 1, z: 0), size: CGSize(width: 100, height: 150))
    private let cardOrigin = CGPoint(x: 100, y: 75)

    private func onScreen(_ point: CGPoint) throws -> CGPoint {
        let projected = try #require(projection.project(point))
        return CGPoint(x: projected.x + cardOrigin.x, y: projected.y + cardOrigin.y)
    }

    @Test func aTapOnACardTurnedIn3DHitsWhereTheCardIsDrawn() throws {
        let log = Log()
        let player = Player(size: screen) { TurnedCard(log: log) }
        let leftEdge = try onScreen(CGPoint(x: 0, y: 75)).x
        #expect(leftEdge > 110, "the turned card is narrower than its frame")
        let picture = try player.frame(at: 0).render()
        player.tap(at: try onScreen(CGPoint(x: 50, y: 75)))
        #expect(picture.bytes(x: Int(leftEdge) - 7, y: 150) == [255, 255, 255, 255], "inside the frame, beside the card")
        player.tap(at: CGPoint(x: leftEdge - 7, y: 150))
        #expect(picture.bytes(x: Int(leftEdge) + 3, y: 70) == red, "the near edge, above the frame")
        player.tap(at: CGPoint(x: leftEdge + 3, y: 70))
        #expect(log.entries == ["card", "table", "card"])
    }

    @Test func targetsInsideA3DTurnAreFoundWhereTheyAreDrawn() throws {
        let player = Player(size: screen) { TurnedCard(log: Log()) }
        let pip = try #require(player.location(of: TargetName("pip")))
        let expected = try onScreen(CGPoint(x: 80, y: 75))
        #expect(abs(pip.x - expected.x) < 1e-9 && abs(pip.y - expected.y) < 1e-9)
    }

    @Test func dragLocationsUndoTheViewsRotation() throws {
        var translations: [CGSize] = []
        let player = Player(size: screen) {
            Color.blue.frame(width: 100, height: 100).rotationEffect(.degrees(90))
                .gesture(DragGesture().onEnded { translations.append($0.translation) })
        }
        _ = try ScriptRunner(player: player, fps: 10).run(try TouchScript(parsing: "drag 150,150 -> 190,150 over 0.2"))
        let translation = try #require(translations.first)
        #expect(abs(translation.width) < 1e-9 && abs(translation.height + 40) < 1e-9,
                "right on screen is up in a view turned a quarter clockwise: \(translation)")
    }

    /// As in SwiftUI, a moving view takes touches where it is going, not where it is drawn.
    @Test func aViewInFlightTakesTouchesWhereItIsGoing() throws {
        final class Square { var onRight = false }
        let log = Log(), square = Square()
        let player = Player(size: screen) {
            ZStack(alignment: .leading) {
                Color.white.onTapGesture { log("background") }
                Color.red.frame(width: 100, height: 100).offset(x: square.onRight ? 200 : 0).onTapGesture { log("square") }
            }
        }
        _ = player.frame(at: 0)
        player.perform { withAnimation(.linear(duration: 1)) { square.onRight = true } }
        let midway = try player.frame(at: 0.5).render()
        #expect(midway.bytes(x: 150, y: 150) == red, "drawn halfway")
        player.tap(at: CGPoint(x: 150, y: 150))
        player.tap(at: CGPoint(x: 250, y: 150))
        #expect(log.entries == ["background", "square"])
    }

    @Test func aViewLeavingByItsTransitionDoesNotBlockTouches() throws {
        final class Banner { var shown = true }
        let log = Log(), banner = Banner()
        let player = Player(size: screen) {
            ZStack {
                Color.blue.onTapGesture { log("behind") }
                if banner.shown { Color.red.frame(width: 200, height: 200).contentShape(Rectangle()) }
            }
        }
        _ = player.frame(at: 0)
        #expect(!player.tap(at: centre), "the banner blocks while it is there")
        player.perform { withAnimation(.linear(duration: 1)) { banner.shown = false } }
        let fading = try player.frame(at: 0.5).render()
        #expect(fading.bytes(x: 150, y: 150) != fading.bytes(x: 10, y: 10), "still fading out")
        #expect(player.tap(at: centre))
        #expect(log.entries == ["behind"])
    }
}
