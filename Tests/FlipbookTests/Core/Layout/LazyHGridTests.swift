import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

@MainActor
@Suite("LazyHGrid: layout")
struct LazyHGridTests {
    @Test func itemsFillColumnsFromTheTopLeading() throws {
        let grid = laidOut(LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(30))]) {
            ForEach(0..<5) { Color.red.frame(width: $0 == 4 ? 40 : 20).id($0) }
        }, in: CGSize(width: 200, height: 100))
        #expect(grid.frame == CGRect(x: 52, y: 16, width: 96, height: 68), "columns of 20, 20 and 40, 8 apart, centred on screen")
        let items = Dictionary(uniqueKeysWithValues: grid.children.map { ($0.identity, $0.frame) })
        #expect(items["#Int:0"] == CGRect(x: 0, y: 0, width: 20, height: 30))
        #expect(items["#Int:1"] == CGRect(x: 0, y: 38, width: 20, height: 30), "the first column fills downward")
        #expect(items["#Int:2"] == CGRect(x: 28, y: 0, width: 20, height: 30))
        #expect(items["#Int:4"] == CGRect(x: 56, y: 0, width: 40, height: 30))
    }

    @Test func flexibleRowsShareTheHeightOffered() throws {
        let grid = laidOut(LazyHGrid(rows: [GridItem(), GridItem()], spacing: 4) {
            ForEach(0..<4) { Color.blue.frame(width: 10).id($0) }
        }, in: CGSize(width: 100, height: 108))
        let items = Dictionary(uniqueKeysWithValues: grid.children.map { ($0.identity, $0.frame) })
        #expect(grid.frame.height == 108 && grid.frame.width == 24, "two columns 4 apart; as tall as offered")
        #expect(items["#Int:1"] == CGRect(x: 0, y: 58, width: 10, height: 50), "rows of (108 − 8) / 2")
        #expect(items["#Int:3"] == CGRect(x: 14, y: 58, width: 10, height: 50))
    }

    @Test func itemsSitInTheirCellsByTheGridsAlignment() throws {
        let grid = laidOut(LazyHGrid(rows: [GridItem(.fixed(40))], alignment: .top) {
            Color.red.frame(width: 30, height: 10).id("a")
            Color.blue.frame(width: 10, height: 10).id("b")
        }, in: CGSize(width: 100, height: 100))
        let items = Dictionary(uniqueKeysWithValues: grid.children.map { ($0.identity, $0.frame) })
        #expect(items["#String:a"] == CGRect(x: 0, y: 0, width: 30, height: 10))
        #expect(items["#String:b"] == CGRect(x: 38, y: 0, width: 10, height: 10), "at the top of its 40-point row")
    }

    @Test func aHorizontalScrollViewOfAGridDrawsItsCellsInColumns() throws {
        let colors: [Color] = [.red, .green, .blue, .orange]
        let view = ScrollView(.horizontal) {
            LazyHGrid(rows: [GridItem(.fixed(30), spacing: 0), GridItem(.fixed(30))], spacing: 0) {
                ForEach(0..<4) { colors[$0].frame(width: 30) }
            }
        }
        let bitmap = try ImageRenderer(content: view, size: CGSize(width: 60, height: 60)).render()
        let cells = [(15, 15), (15, 45), (45, 15), (45, 45)].map { bitmap[$0.0, $0.1] }
        for (cell, color) in zip(cells, colors) {
            #expect(abs(cell.red - color.red) < 0.01 && abs(cell.green - color.green) < 0.01 && abs(cell.blue - color.blue) < 0.01,
                    "\(cell) is \(color): the first column top to bottom, then the second")
        }
    }
}
