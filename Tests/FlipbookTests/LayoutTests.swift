@testable import Flipbook
import Testing

@Suite("Layout")
struct LayoutTests {
    private func layout(_ view: some View, in size: Size) -> LaidOutNode {
        let player = Player(size: size) { view }
        _ = player.frame(at: 0)
        return player.presented!
    }

    private func frames(_ node: LaidOutNode, parent: Point = .zero) -> [String: Rect] {
        let origin = Point(x: parent.x + node.frame.minX, y: parent.y + node.frame.minY)
        var result = [node.identity: Rect(origin: origin, size: node.frame.size)]
        for child in node.children { result.merge(frames(child, parent: origin)) { first, _ in first } }
        return result
    }

    @Test(arguments: [
        (12, Size(width: 300, height: 400), 2.0 / 3.0, 75.0),
        (1, Size(width: 300, height: 400), 2.0 / 3.0, 266.0),
        (81, Size(width: 1170, height: 2532), 2.0 / 3.0, 146.0),
        (20, Size(width: 100, height: 100), 1.0, 20.0),
    ])
    func aspectGridPicksTheLargestWidthThatFits(count: Int, size: Size, aspect: Double, expected: Double) {
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
        }, in: Size(width: 200, height: 200))
        let all = frames(root)
        #expect(all["#a"] == Rect(x: 80, y: 70, width: 40, height: 20))
        #expect(all["#b"] == Rect(x: 70, y: 100, width: 60, height: 30))
    }

    @Test func spacerPushesToTheEdges() {
        let root = layout(HStack(spacing: 0) {
            Color.red.frame(width: 40, height: 20).id("a")
            Spacer()
            Color.blue.frame(width: 60, height: 20).id("b")
        }, in: Size(width: 300, height: 100))
        let all = frames(root)
        #expect(all["#a"]?.minX == 0)
        #expect(all["#b"]?.maxX == 300)
    }

    @Test func flexibleChildrenShareWhatIsLeft() {
        let root = layout(VStack(spacing: 0) {
            Color.red.frame(height: 100).id("fixed")
            Color.blue.id("flexible")
        }, in: Size(width: 100, height: 400))
        let all = frames(root)
        #expect(all["#fixed"]?.height == 100)
        #expect(all["#flexible"]?.height == 300)
    }

    @Test func paddingInsetsAndAspectRatioFits() {
        let root = layout(Color.green.aspectRatio(2.0 / 3.0, contentMode: .fit).id("card").padding(10), in: Size(width: 300, height: 200))
        let card = frames(root)["#card"]
        #expect(card?.height == 180)
        #expect(card?.width == 120)
        #expect(card?.midX == 150)
    }

    @Test func overlayTakesThePrimarySize() {
        let root = layout(Color.white.frame(width: 50, height: 80).overlay(Text("A").id("label")).id("box"), in: Size(width: 200, height: 200))
        let all = frames(root)
        let label = all["#label"], box = all["#box"]
        #expect(box?.size == Size(width: 50, height: 80))
        #expect(abs((label?.midX ?? 0) - (box?.midX ?? 1)) < 1e-9 && abs((label?.midY ?? 0) - (box?.midY ?? 1)) < 1e-9)
    }

    @Test func geometryReaderHandsItsSize() {
        nonisolated(unsafe) var seen = Size.zero
        _ = layout(GeometryReader { proxy in
            let _ = seen = proxy.size
            Color.red
        }, in: Size(width: 123, height: 45))
        #expect(seen == Size(width: 123, height: 45))
    }
}
