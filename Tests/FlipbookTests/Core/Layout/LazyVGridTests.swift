import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

@MainActor
@Suite("LazyVGrid: columns")
struct GridColumnTests {
    private func columns(_ items: [GridItem], in width: CGFloat?) -> [[CGFloat]] {
        items.columns(in: width).map { [$0.x, $0.width] }
    }

    @Test func adaptiveFitsAsManyColumnsOfTheMinimumAsItCan() {
        // (390 + 8) / (40 + 8) = 8.3: eight columns sharing 390 − 7 × 8 = 334 points.
        let expected = (0..<8).map { [CGFloat($0) * 49.75, 41.75] }
        #expect(columns([GridItem(.adaptive(minimum: 40))], in: 390) == expected)
    }

    @Test func adaptiveColumnsStopAtTheirMaximum() {
        // 300 points: five columns of (300 − 32) / 5 = 53.6, under the maximum of 100.
        #expect(columns([GridItem(.adaptive(minimum: 50, maximum: 100))], in: 300).map { $0[1] } == Array(repeating: 53.6, count: 5))
        #expect(columns([GridItem(.adaptive(minimum: 50, maximum: 52))], in: 300).map { $0[1] } == Array(repeating: 52, count: 5))
    }

    @Test func fixedColumnsComeOffFirst() {
        // 200 − 70 − 8 = 122 for the adaptive item: two columns of (122 − 8) / 2 = 57.
        #expect(columns([GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))], in: 200) == [[0, 70], [78, 57], [143, 57]])
        #expect(columns([GridItem(.fixed(60)), GridItem(.fixed(100), spacing: 20)], in: 500) == [[0, 60], [68, 100]])
    }

    @Test func flexibleColumnsTakeTheirShareInOrderClamped() {
        // 292 shared: the first takes 146, the second's minimum of 180 beats what is left.
        #expect(columns([GridItem(.flexible(minimum: 100)), GridItem(.flexible(minimum: 180))], in: 300) == [[0, 146], [154, 180]])
        #expect(columns([GridItem(.flexible(maximum: 50)), GridItem(.flexible())], in: 300) == [[0, 50], [58, 242]])
        #expect(columns([GridItem(.flexible()), GridItem(.flexible(), spacing: 4), GridItem(.flexible())], in: 300)
                == [[0, 96], [104, 96], [204, 96]])
    }

    @Test func withoutAWidthEachColumnTakesItsMinimum() {
        #expect(columns([GridItem(.fixed(30)), GridItem(.flexible(minimum: 20)), GridItem(.adaptive(minimum: 40))], in: nil)
                == [[0, 30], [38, 20], [66, 40]])
    }
}

@MainActor
@Suite("LazyVGrid: layout")
struct LazyVGridLayoutTests {
    @Test func itemsFillRowsFromTheTopLeading() throws {
        let grid = laidOut(LazyVGrid(columns: [GridItem(.adaptive(minimum: 40))]) {
            ForEach(0..<10) { Color.red.frame(height: $0 == 9 ? 40 : 30).id($0) }
        }, in: CGSize(width: 390, height: 200))
        #expect(grid.frame == CGRect(x: 0, y: 61, width: 390, height: 78), "rows of 30 and 40, 8 apart, centred on screen")
        let items = Dictionary(uniqueKeysWithValues: grid.children.map { ($0.identity, $0.frame) })
        #expect(items["#Int:0"] == CGRect(x: 0, y: 0, width: 41.75, height: 30))
        #expect(items["#Int:7"] == CGRect(x: 7 * 49.75, y: 0, width: 41.75, height: 30))
        #expect(items["#Int:8"] == CGRect(x: 0, y: 43, width: 41.75, height: 30), "centred in its 40-point row")
        #expect(items["#Int:9"] == CGRect(x: 49.75, y: 38, width: 41.75, height: 40))
    }

    @Test func itemsSitInTheirCellsByTheirItemsOrTheGridsAlignment() throws {
        let grid = laidOut(LazyVGrid(columns: [GridItem(.fixed(50), alignment: .topLeading), GridItem(.fixed(50))], alignment: .leading) {
            Color.red.frame(width: 10, height: 40).id("a")
            Color.blue.frame(width: 20, height: 20).id("b")
        }, in: CGSize(width: 200, height: 100))
        let items = Dictionary(uniqueKeysWithValues: grid.children.map { ($0.identity, $0.frame) })
        #expect(grid.frame == CGRect(x: 46, y: 30, width: 108, height: 40), "as wide as its columns")
        #expect(items["#String:a"] == CGRect(x: 0, y: 0, width: 10, height: 40))
        #expect(items["#String:b"] == CGRect(x: 58, y: 10, width: 20, height: 20), "leading, centred vertically")
    }

    @Test func inAVStackTheGridTakesItsRowsHeight() {
        let root = laidOut(VStack(spacing: 0) {
            LazyVGrid(columns: [GridItem(), GridItem()]) {
                ForEach(0..<3) { Color.red.frame(height: 20).id($0) }
            }.id("grid")
            Color.blue.id("rest")
        }, in: CGSize(width: 100, height: 300))
        let children = Dictionary(uniqueKeysWithValues: root.children.map { ($0.identity, $0.frame) })
        #expect(children["#String:grid"] == CGRect(x: 0, y: 0, width: 100, height: 48))
        #expect(children["#String:rest"] == CGRect(x: 0, y: 48, width: 100, height: 252))
    }
}
