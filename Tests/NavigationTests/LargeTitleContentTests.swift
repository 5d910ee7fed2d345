import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

/// Where a screen's content begins under a large title, as iOS places it.
@MainActor
@Suite("Content under a large title")
struct LargeTitleContentTests {
    private struct ScoreAboveGrid: View {
        var body: some View {
            NavigationStack {
                VStack {
                    Text("score: 0")
                    ScrollView { Color.red.frame(height: 300) }
                }
                .padding()
                .navigationTitle("Memorize")
            }
        }
    }

    @Test func aTextAboveAScrollViewBeginsBelowTheLargeTitle() throws {
        let player = Player(size: CGSize(width: 390, height: 844)) { ScoreAboveGrid() }
        _ = player.frame(at: 0)
        let title = try #require(player.frame(ofLargeTitle: "Memorize"))
        let score = try #require(player.frame(ofText: "score: 0"))
        #expect(score.minY >= title.maxY, "the score \(score) is below the title \(title)")
        #expect(score.minY < title.maxY + 30)
    }

    @Test func aScrollViewAtTheTopStillScrollsUnderTheTitle() throws {
        let player = Player(size: CGSize(width: 390, height: 844)) {
            NavigationStack {
                ScrollView { Text("first row").frame(maxWidth: .infinity, alignment: .leading) }
                    .navigationTitle("Memorize")
            }
        }
        _ = player.frame(at: 0)
        let title = try #require(player.frame(ofLargeTitle: "Memorize"))
        let row = try #require(player.frame(ofText: "first row"))
        #expect(row.minY >= title.maxY && row.minY < title.maxY + 30, "the row \(row) under the title \(title)")
    }

    @Test func aStackThatBeginsWithSomethingElseIsNoScrollViewAtTheTop() {
        #expect(ScreenLayout.startsWithScrollView(VStack { Text("above"); Color.red }.padding().makeNode()) == false)
        #expect(ScreenLayout.startsWithScrollView(HStack { Text("a"); Color.red }.makeNode()) == nil)
    }
}

extension LargeTitleContentTests {
    @Test func aLongLargeTitleStaysOnOneLine() throws {
        let player = Player(size: CGSize(width: 390, height: 844)) {
            NavigationStack { Color.clear.navigationTitle("Memorize Animals and Vehicles!") }
        }
        _ = player.frame(at: 0)
        var shown = ""
        let title = try #require(player.presented?.screenFrame { node in
            guard case let .text(text, style) = node.content, style.font.size == 34 else { return false }
            shown = text
            return true
        })
        #expect(title.height < 50, "one line of 34 points: \(title)")
        #expect(shown.hasPrefix("Memorize") && shown.hasSuffix("…"), "cut with an ellipsis: \(shown)")
    }
}
