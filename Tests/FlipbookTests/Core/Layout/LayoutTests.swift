import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

@MainActor
@Suite("Layout")
struct LayoutTests {
    private func layout(_ view: some View, in size: CGSize) -> LaidOutNode {
        let player = Player(size: size) { view }
        _ = player.frame(at: 0)
        return player.presented!
    }

    private func frames(_ node: LaidOutNode, parent: CGPoint = .zero) -> [String: CGRect] {
        let origin = CGPoint(x: parent.x + node.frame.minX, y: parent.y + node.frame.minY)
        var result = [node.identity: CGRect(origin: origin, size: node.frame.size)]
        for child in node.children { result.merge(frames(child, parent: origin)) { first, _ in first } }
        return result
    }

    @Test(arguments: [
        (12, CGSize(width: 300, height: 400), CGFloat(2.0 / 3.0), CGFloat(75)),
        (1, CGSize(width: 300, height: 400), 2.0 / 3.0, 266.0),
        (81, CGSize(width: 1170, height: 2532), 2.0 / 3.0, 146.0),
        (20, CGSize(width: 100, height: 100), 1.0, 20.0),
    ])
    func aspectGridPicksTheLargestWidthThatFits(count: Int, size: CGSize, aspect: CGFloat, expected: CGFloat) {
        let width = AspectGridLayout.itemWidth(count: count, size: size, aspectRatio: aspect)
        #expect(width == expected)
        let columns = (size.width / width).rounded(.down)
        let rows = (Double(count) / columns).rounded(.up)
        #expect(rows * width / aspect <= size.height, "all items fit")
        if columns > 1, columns < Double(count) {
            let fewer = columns - 1, wider = size.width / fewer
            #expect((Double(count) / fewer).rounded(.up) * wider / aspect >= size.height, "one column fewer would not fit")
        }
    }

    @Test func vStackStacksCentredWithSpacing() {
        let root = layout(VStack(spacing: 10) {
            Color.red.frame(width: 40, height: 20).id("a")
            Color.blue.frame(width: 60, height: 30).id("b")
        }, in: CGSize(width: 200, height: 200))
        let all = frames(root)
        #expect(all["#String:a"] == CGRect(x: 80, y: 70, width: 40, height: 20))
        #expect(all["#String:b"] == CGRect(x: 70, y: 100, width: 60, height: 30))
    }

    @Test func spacerPushesToTheEdges() {
        let root = layout(HStack(spacing: 0) {
            Color.red.frame(width: 40, height: 20).id("a")
            Spacer()
            Color.blue.frame(width: 60, height: 20).id("b")
        }, in: CGSize(width: 300, height: 100))
        let all = frames(root)
        #expect(all["#String:a"]?.minX == 0)
        #expect(all["#String:b"]?.maxX == 300)
    }

    @Test func flexibleChildrenShareWhatIsLeft() {
        let root = layout(VStack(spacing: 0) {
            Color.red.frame(height: 100).id("fixed")
            Color.blue.id("flexible")
        }, in: CGSize(width: 100, height: 400))
        let all = frames(root)
        #expect(all["#String:fixed"]?.height == 100)
        #expect(all["#String:flexible"]?.height == 300)
    }

    @Test func paddingInsetsAndAspectRatioFits() {
        let root = layout(Color.green.aspectRatio(2.0 / 3.0, contentMode: .fit).id("card").padding(10), in: CGSize(width: 300, height: 200))
        let card = frames(root)["#String:card"]
        #expect(card?.height == 180)
        #expect(card?.width == 120)
        #expect(card?.midX == 150)
    }

    @Test func overlayTakesThePrimarySize() {
        let root = layout(Color.white.frame(width: 50, height: 80).overlay(Text("A").id("label")).id("box"), in: CGSize(width: 200, height: 200))
        let all = frames(root)
        let label = all["#String:label"], box = all["#String:box"]
        #expect(box?.size == CGSize(width: 50, height: 80))
        #expect(abs((label?.midX ?? 0) - (box?.midX ?? 1)) < 1e-9 && abs((label?.midY ?? 0) - (box?.midY ?? 1)) < 1e-9)
    }

    @Test func geometryReaderHandsItsSize() {
        nonisolated(unsafe) var seen = CGSize.zero
        _ = layout(GeometryReader { proxy in
            let _ = seen = proxy.size
            Color.red
        }, in: CGSize(width: 123, height: 45))
        #expect(seen == CGSize(width: 123, height: 45))
    }
}

@MainActor
@Suite("Layout: flexible frames")
struct FlexibleFrameTests {
    private func width(of view: some View, offered: Double) -> Double {
        LayoutEngine().size(of: view.makeNode(), proposal: ProposedSize(width: offered, height: 100), environment: EnvironmentValues()).width
    }

    @Test func maximumTakesTheOfferUpToItself() {
        #expect(width(of: Text("hi").frame(maxWidth: 200), offered: 300) == 200)
        #expect(width(of: Text("hi").frame(maxWidth: 200), offered: 150) == 150)
        #expect(width(of: Text("hi").frame(maxWidth: .infinity), offered: 300) == 300)
    }

    @Test func minimumAndBothBoundsClampTheOffer() {
        #expect(width(of: Color.red.frame(minWidth: 50, maxWidth: 80), offered: 300) == 80)
        #expect(width(of: Color.red.frame(minWidth: 50, maxWidth: 80), offered: 10) == 50)
        #expect(width(of: Text("a long enough line").frame(minWidth: 40), offered: 30) == 40)
    }
}

@MainActor
@Suite("Identity and environment")
struct IdentityEnvironmentTests {
    private final class Flags { var a = false; var b = true }

    @Test func twoIfsInOneStackHaveTheirOwnIdentities() throws {
        let flags = Flags()
        let player = Player(size: CGSize(width: 100, height: 100)) {
            VStack {
                if flags.a { Text("A") }
                if flags.b { Text("B") }
            }
        }
        _ = player.frame(at: 0)
        let before = try #require(player.presented).children.map(\.identity)
        player.perform { flags.a = true }
        let after = try #require(player.presented).children.map(\.identity)
        #expect(after.count == 2)
        #expect(after.contains(before[0]), "B keeps its identity when A arrives")
        #expect(Set(after).count == 2)
    }

    @Test func groupModifiersApplyToEachViewAndItStacks() throws {
        let image = try ImageRenderer(content: VStack(spacing: 0) {
            Group {
                Color.clear.frame(width: 10, height: 10)
                Rectangle().frame(width: 10, height: 10)
            }
            .foregroundColor(.red)
        }, size: CGSize(width: 10, height: 20)).render()
        #expect(image.bytes(x: 5, y: 15) == [255, 59, 48, 255], "the second view is below the first, in red")
        #expect(image.bytes(x: 5, y: 5) == [255, 255, 255, 255])
    }

    @Test func theInnerForegroundColorWins() throws {
        let image = try ImageRenderer(content: Rectangle().foregroundColor(.green).foregroundColor(.red),
                                      size: CGSize(width: 4, height: 4)).render()
        #expect(image.bytes(x: 2, y: 2) == [52, 199, 89, 255])
    }
}
