import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

@MainActor
@Suite("Grid")
struct GridTests {
    @Test func columnsTakeTheirWidestCellAndRowsTheirTallest() {
        let all = screenFrames(of: Grid(horizontalSpacing: 10, verticalSpacing: 4) {
            GridRow {
                Color.red.frame(width: 30, height: 10).id("a")
                Color.blue.frame(width: 50, height: 20).id("b")
            }
            GridRow(alignment: .top) {
                Color.green.frame(width: 40, height: 30).id("c")
                Color.gray.frame(width: 20, height: 10).id("d")
            }
            Color.black.frame(height: 2).id("rule")
        }.id("grid"), in: CGSize(width: 200, height: 100))
        #expect(all["#String:grid"] == CGRect(x: 50, y: 20, width: 100, height: 60), "columns 40 and 50, rows 20, 30 and 2")
        #expect(all["#String:a"] == CGRect(x: 55, y: 25, width: 30, height: 10), "centred in its cell")
        #expect(all["#String:b"] == CGRect(x: 100, y: 20, width: 50, height: 20))
        #expect(all["#String:c"] == CGRect(x: 50, y: 44, width: 40, height: 30))
        #expect(all["#String:d"] == CGRect(x: 115, y: 44, width: 20, height: 10), "the row's top alignment")
        #expect(all["#String:rule"] == CGRect(x: 50, y: 78, width: 100, height: 2), "a view outside rows spans the columns")
    }

    @Test func flexibleColumnsShareWhatFixedOnesLeave() throws {
        let all = screenFrames(of: Grid {
            GridRow {
                Text("Name").id("label")
                Color.red.frame(height: 10).id("bar")
            }
        }, in: CGSize(width: 300, height: 100))
        let label = try #require(all["#String:label"]), bar = try #require(all["#String:bar"])
        #expect(label.minX == 0)
        #expect(bar.width == 300 - 8 - label.width)
        #expect(bar.maxX == 300)
    }

    @Test func aRowOnItsOwnIsAnHStack() {
        let all = screenFrames(of: GridRow(alignment: .bottom) {
            Color.red.frame(width: 10, height: 10).id("a")
            Color.blue.frame(width: 20, height: 30).id("b")
        }, in: CGSize(width: 100, height: 100))
        #expect(all["#String:a"] == CGRect(x: 31, y: 55, width: 10, height: 10))
        #expect(all["#String:b"] == CGRect(x: 49, y: 35, width: 20, height: 30))
    }
}
