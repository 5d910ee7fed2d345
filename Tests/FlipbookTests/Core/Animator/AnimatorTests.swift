import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

/// A scene whose state the tests change through the player, as intents do.
private final class Box {
    var x = 0.0
    var shown = true
    var spinning = false
    var onRight = false
}

private struct BoxView: View {
    let box: Box
    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.white
            Rectangle().fill(Color.red).frame(width: 10, height: 10).offset(x: box.x).id("square")
        }
    }
}

/// The presented frame of the node with identity `id`, in screen coordinates.
private func screenOrigin(of id: String, in node: LaidOutNode, parent: CGAffineTransform = .identity) -> CGPoint? {
    let toScreen = node.transformFromParent.concatenating(parent)
    if node.identity == id { return CGPoint.zero.applying(toScreen) }
    for child in node.children {
        if let found = screenOrigin(of: id, in: child, parent: toScreen) { return found }
    }
    return nil
}

private func opacity(of id: String, in node: LaidOutNode) -> Double? {
    if node.identity == id { return node.opacity }
    for child in node.children {
        if let found = opacity(of: id, in: child) { return found }
    }
    return nil
}

@MainActor
@Suite("Animator: transactions, retargeting, transitions")
struct AnimatorTests {
    private func player(_ box: Box, _ view: @escaping () -> some View) -> Player {
        let player = Player(size: CGSize(width: 200, height: 100), content: view)
        _ = player.frame(at: 0)
        return player
    }

    private func x(_ player: Player, at time: Double) throws -> Double {
        _ = player.frame(at: time)
        return try #require(screenOrigin(of: "#String:square", in: try tree(player))).x
    }

    @Test func withAnimationInterpolatesOverTheDuration() throws {
        let box = Box()
        let player = player(box) { BoxView(box: box) }
        player.perform { withAnimation(.linear(duration: 1)) { box.x = 100 } }
        #expect(abs(try x(player, at: 0.25) - 25) < 1e-6)
        #expect(abs(try x(player, at: 0.5) - 50) < 1e-6)
        #expect(try x(player, at: 1.5) == 100)
    }

    @Test func easeInOutFollowsItsCurve() throws {
        let box = Box()
        let player = player(box) { BoxView(box: box) }
        player.perform { withAnimation(.easeInOut(duration: 1)) { box.x = 100 } }
        let quarter = try x(player, at: 0.25)
        #expect(quarter > 5 && quarter < 20, "eased: slow at first (\(quarter))")
        #expect(abs(try x(player, at: 0.5) - 50) < 1e-3)
    }

    @Test func changeOutsideATransactionJumps() throws {
        let box = Box()
        let player = player(box) { BoxView(box: box) }
        player.perform { box.x = 80 }
        #expect(try x(player, at: 0.01) == 80)
    }

    @Test func retargetingMidFlightHasNoJump() throws {
        let box = Box()
        let player = player(box) { BoxView(box: box) }
        player.perform { withAnimation(.linear(duration: 1)) { box.x = 100 } }
        var previous = try x(player, at: 0)
        var largestStep = 0.0
        for frame in 1...90 {
            let time = Double(frame) / 60
            if frame == 30 { player.perform { withAnimation(.easeInOut(duration: 1)) { box.x = 0 } } }
            let now = try x(player, at: time)
            largestStep = max(largestStep, abs(now - previous))
            previous = now
        }
        #expect(largestStep < 100.0 / 60 * 2, "frame-to-frame change stays bounded: \(largestStep)")
        #expect(try x(player, at: 3) == 0)
    }

    @Test func implicitAnimationAppliesWhenItsValueChanges() throws {
        let box = Box()
        let player = player(box) {
            Rectangle().frame(width: 10, height: 10)
                .offset(x: box.onRight ? 100 : 0)
                .animation(.linear(duration: 1), value: box.onRight)
                .id("square")
        }
        player.perform { box.onRight = true }
        _ = player.frame(at: 0.5)
        let halfway = try #require(screenOrigin(of: "#String:square", in: try tree(player))).x
        #expect(abs(halfway - 145) < 1e-6, "halfway through the implicit animation: \(halfway)")
    }

    @Test func repeatForeverStopsWhenItsValueChangesBack() throws {
        let box = Box()
        let player = player(box) {
            Rectangle().frame(width: 10, height: 10)
                .rotationEffect(.degrees(box.spinning ? 360 : 0))
                .animation(.linear(duration: 1).repeatForever(autoreverses: false), value: box.spinning)
                .id("spinner")
        }
        func angle(at time: Double) throws -> Double {
            _ = player.frame(at: time)
            let node = try #require(find("#String:spinner", in: try tree(player)))
            guard case let .rotation(angle, _) = node.attributes.effects.first else { return .nan }
            return angle.degrees
        }
        player.perform { box.spinning = true }
        let quarter = try angle(at: 2.25)
        #expect(abs(quarter - 90) < 1e-6, "a quarter turn into the third spin: \(quarter)")
        player.perform { box.spinning = false }
        #expect(try angle(at: 2.5) == 0, "stopped")
        #expect(try angle(at: 3.7) == 0)
    }

    @Test func insertedViewArrivesByItsTransition() throws {
        let box = Box()
        box.shown = false
        let player = player(box) {
            ZStack {
                Color.white
                if box.shown { Circle().frame(width: 20, height: 20).transition(.opacity).id("dot") }
            }
        }
        player.perform { withAnimation(.linear(duration: 1)) { box.shown = true } }
        _ = player.frame(at: 0)
        #expect(opacity(of: "#String:dot", in: try tree(player)) == 0, "starts at the active state")
        _ = player.frame(at: 0.5)
        #expect(abs((opacity(of: "#String:dot", in: try tree(player)) ?? -1) - 0.5) < 1e-6)
        _ = player.frame(at: 1.2)
        #expect(opacity(of: "#String:dot", in: try tree(player)) == 1, "ends at identity")
    }

    @Test func removedViewStaysUntilItsTransitionEnds() throws {
        let box = Box()
        let player = player(box) {
            ZStack {
                Color.white
                if box.shown { Circle().frame(width: 20, height: 20).transition(.scale).id("dot") }
            }
        }
        player.perform { withAnimation(.linear(duration: 1)) { box.shown = false } }
        _ = player.frame(at: 0.5)
        let ghost = try #require(find("#String:dot", in: try tree(player)), "still on screen mid-way")
        #expect(ghost.attributes.effects.contains { if case let .scale(size, _) = $0 { return abs(size.width - 0.5) < 1e-6 } else { return false } })
        _ = player.frame(at: 1.1)
        #expect(find("#String:dot", in: try tree(player)) == nil, "gone once finished")
    }

    @Test func removalWithoutAnimationIsImmediate() throws {
        let box = Box()
        let player = player(box) {
            ZStack {
                Color.white
                if box.shown { Circle().frame(width: 20, height: 20).id("dot") }
            }
        }
        player.perform { box.shown = false }
        _ = player.frame(at: 0.1)
        #expect(find("#String:dot", in: try tree(player)) == nil)
    }

    @Test func viewWithTheSameIdentityFliesBetweenContainers() throws {
        let box = Box()
        let player = player(box) {
            HStack(spacing: 0) {
                VStack { if !box.onRight { Rectangle().frame(width: 10, height: 10).id("card") } }.frame(width: 100, height: 100)
                VStack { if box.onRight { Rectangle().frame(width: 10, height: 10).id("card") } }.frame(width: 100, height: 100)
            }
        }
        _ = player.frame(at: 0)
        let start = try #require(screenOrigin(of: "#String:card", in: try tree(player)))
        player.perform { withAnimation(.linear(duration: 1)) { box.onRight = true } }
        _ = player.frame(at: 0.5)
        let middle = try #require(screenOrigin(of: "#String:card", in: try tree(player)))
        _ = player.frame(at: 1)
        let end = try #require(screenOrigin(of: "#String:card", in: try tree(player)))
        #expect(abs(start.x - 45) < 1e-6 && abs(end.x - 145) < 1e-6)
        #expect(abs(middle.x - 95) < 1e-6, "halfway between the two places: \(middle.x)")
    }
}

@MainActor private func tree(_ player: Player) throws -> LaidOutNode {
    try #require(player.presented)
}

private func find(_ id: String, in node: LaidOutNode) -> LaidOutNode? {
    if node.identity == id { return node }
    for child in node.children {
        if let found = find(id, in: child) { return found }
    }
    return nil
}

@MainActor
@Suite("Animator: shapes, positions and stacking")
struct AnimatorShapeTests {
    private struct Wedge: Shape {
        var end: Double
        var animatableData: Double {
            get { end }
            set { end = newValue }
        }
        func path(in rect: CGRect) -> Path {
            var path = Path()
            path.move(to: rect.center)
            path.addArc(center: rect.center, radius: rect.width / 2, startAngle: .zero, endAngle: .degrees(end), clockwise: false)
            path.closeSubpath()
            return path
        }
    }

    private final class State { var end = 0.0 }

    @Test func shapesAreRedrawnEveryFrameWithInterpolatedData() throws {
        let state = State()
        let player = Player(size: CGSize(width: 100, height: 100)) { Wedge(end: state.end).fill(Color.black) }
        _ = player.frame(at: 0)
        player.perform { withAnimation(.linear(duration: 1)) { state.end = 180 } }
        let halfway = try player.frame(at: 0.5).render()
        #expect(halfway.bytes(x: 70, y: 60)[0] < 50, "the wedge reaches 90° at half time: below-right is inked")
        #expect(halfway.bytes(x: 30, y: 60)[0] > 200, "but not yet 180°: below-left is not")
        let done = try player.frame(at: 1).render()
        #expect(done.bytes(x: 30, y: 60)[0] < 50)
    }

    @Test func positionCentresAndZIndexOrders() throws {
        let player = Player(size: CGSize(width: 100, height: 100)) {
            ZStack {
                Color.white
                Color.red.frame(width: 20, height: 20).position(x: 30, y: 30).zIndex(1)
                Color.blue.frame(width: 20, height: 20).position(x: 35, y: 35)
            }
        }
        let image = try player.frame(at: 0).render()
        #expect(image.bytes(x: 21, y: 21) == [255, 59, 48, 255], "centred at (30, 30)")
        #expect(image.bytes(x: 33, y: 33) == [255, 59, 48, 255], "the higher zIndex draws in front")
        #expect(image.bytes(x: 43, y: 43) == [0, 122, 255, 255])
    }

    /// Drawing, touches and scripts' targets walk the children in one order: by zIndex, siblings
    /// of one zIndex in their own order (the walks go by the children's indices).
    @Test func zIndexTiesKeepTheirOrderForDrawingTouchesAndTargets() throws {
        final class Log { var entries: [String] = [] }
        let log = Log()
        let player = Player(size: CGSize(width: 100, height: 100)) {
            ZStack {
                Color.white.onTapGesture { log.entries.append("white") }
                Color.red.frame(width: 20, height: 20).onTapGesture { log.entries.append("raised") }
                    .touchTarget("square", index: 1).zIndex(2)
                Color.green.onTapGesture { log.entries.append("tie, earlier") }.zIndex(1)
                Color.blue.frame(width: 60, height: 60).onTapGesture { log.entries.append("tie, later") }
                    .touchTarget("square", index: 2).zIndex(1)
            }
        }
        let image = try player.frame(at: 0).render()
        for (point, name) in [(CGPoint(x: 50, y: 50), "raised"), (CGPoint(x: 25, y: 25), "tie, later"), (CGPoint(x: 10, y: 10), "tie, earlier")] {
            player.tap(at: point)
            #expect(log.entries.last == name)
        }
        #expect(image.bytes(x: 50, y: 50) == [255, 59, 48, 255], "the highest zIndex in front")
        #expect(image.bytes(x: 25, y: 25) == [0, 122, 255, 255], "of two at zIndex 1, the later in front")
        #expect(image.bytes(x: 10, y: 10) == image.bytes(x: 90, y: 90))
        #expect(image.bytes(x: 10, y: 10) != [255, 255, 255, 255], "the earlier of the tie above the white")
        #expect(player.targetNames == [TargetName("square", index: 2), TargetName("square", index: 1)], "back to front")
        #expect(player.location(of: TargetName("square", index: 1)) == CGPoint(x: 50, y: 50))
    }
}

@MainActor
@Suite("Animator: removals")
struct RemovalTests {
    private final class Flag { var shown = true }

    @Test func implicitAnimationAlsoAnimatesRemoval() throws {
        let flag = Flag()
        let player = Player(size: CGSize(width: 100, height: 100)) {
            ZStack {
                Color.white
                if flag.shown { Circle().frame(width: 20, height: 20).id("dot") }
            }
            .animation(.linear(duration: 1), value: flag.shown)
        }
        _ = player.frame(at: 0)
        player.perform { flag.shown = false }
        _ = player.frame(at: 0.5)
        #expect(find("#String:dot", in: try tree(player)) != nil, "fading out under the implicit animation")
    }

    @Test func leavingViewsTakeNoTaps() throws {
        final class Log { var taps = 0; var shown = true }
        let log = Log()
        let player = Player(size: CGSize(width: 100, height: 100)) {
            ZStack {
                if log.shown { Color.red.onTapGesture { log.taps += 1 } }
            }
        }
        _ = player.frame(at: 0)
        player.perform { withAnimation(.linear(duration: 1)) { log.shown = false } }
        _ = player.frame(at: 0.2)
        #expect(!player.tap(at: CGPoint(x: 50, y: 50)))
        #expect(log.taps == 0)
    }
}

@MainActor
@Suite("Animator: flights leave no ghosts")
struct FlightGhostTests {
    private final class Piles { var onLeft = true }

    @Test func aViewThatMovesIsNotAlsoLeftBehind() throws {
        let piles = Piles()
        let player = Player(size: CGSize(width: 200, height: 100)) {
            HStack(spacing: 0) {
                VStack { if piles.onLeft { Color.red.frame(width: 10, height: 10).id("card").padding(1) } }.frame(width: 100, height: 100)
                VStack { if !piles.onLeft { Color.red.frame(width: 10, height: 10).id("card") } }.frame(width: 100, height: 100)
            }
        }
        _ = player.frame(at: 0)
        player.perform { withAnimation(.linear(duration: 1)) { piles.onLeft = false } }
        _ = player.frame(at: 0.5)
        func count(_ node: LaidOutNode) -> Int {
            (node.identity == "#String:card" ? 1 : 0) + node.children.map(count).reduce(0, +)
        }
        #expect(count(try tree(player)) == 1, "the card flies; its old wrapper's ghost does not draw it again")
    }
}
