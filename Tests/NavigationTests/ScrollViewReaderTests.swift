import TestSupport
import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

/// Fifty 40-point rows under a bar of buttons that scroll to them.
private struct JumpingRows: View {
    var body: some View {
        ScrollViewReader { proxy in
            VStack(spacing: 0) {
                HStack {
                    Button("Top 30") { withAnimation(.easeInOut(duration: 0.4)) { proxy.scrollTo(30, anchor: .top) } }
                    Button("Show 20") { withAnimation { proxy.scrollTo(20) } }
                    Button("End") { proxy.scrollTo(49, anchor: .top) }
                    Button("Nowhere") { proxy.scrollTo("nowhere", anchor: .top) }
                }
                .frame(height: 44)
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<50, id: \.self) { index in Text("Row \(index)").frame(height: 40).id(index) }
                    }
                }
            }
        }
    }
}

@MainActor
@Suite("ScrollViewReader: scrollTo by id, with and without an anchor")
struct ScrollViewReaderTests {
    private func player() -> Player { Player(size: CGSize(width: 390, height: 600)) { JumpingRows() } }

    @Test func anAnchoredScrollGlidesTheRowToTheViewportsTop() throws {
        let player = player()
        try player.play("tap button \"Top 30\"")
        _ = player.frame(at: 0.2)
        let halfway = try #require(player.frame(ofText: "Row 30"))
        #expect(halfway.minY > 44 + 100 && halfway.minY < 44 + 1200 - 100, "in flight at 50%: \(halfway)")
        _ = player.frame(at: 1)
        #expect(abs(try #require(player.frame(ofText: "Row 30")).midY - (44 + 20)) < 0.01, "the row's top at the viewport's")
    }

    @Test func withoutAnAnchorTheContentMovesTheLeastThatShowsTheRow() throws {
        let player = player()
        try player.play("tap button \"Show 20\"\nwait 1")
        #expect(abs(try #require(player.frame(ofText: "Row 20")).midY - (600 - 20)) < 0.01, "its bottom at the viewport's")
        try player.play("tap button \"Show 20\"\nwait 2")
        #expect(abs(try #require(player.frame(ofText: "Row 20")).midY - (600 - 20)) < 0.01, "already showing: no move")
    }

    @Test func theOffsetStaysWithinTheContentAndAnUnknownIDDoesNothing() throws {
        let player = player()
        try player.play("tap button \"End\"")
        _ = player.frame(at: 0.1)
        #expect(abs(try #require(player.frame(ofText: "Row 49")).midY - (600 - 20)) < 0.01, "clamped at the end, at once")
        try player.play("tap button \"Nowhere\"\nwait 1")
        #expect(abs(try #require(player.frame(ofText: "Row 49")).midY - (600 - 20)) < 0.01)
    }
}

/// The themes list with a toolbar button that scrolls to one of them.
private struct JumpingThemes: View {
    private let themes = ["Halloween", "Vehicles", "Faces", "Animals", "Sports", "Food", "Weather", "Flags", "Music",
                          "Space", "Ocean", "Plants", "Birds", "Fruits", "Sweets", "Tools", "Games", "Books"]

    var body: some View {
        ScrollViewReader { proxy in
            NavigationStack {
                List {
                    ForEach(themes, id: \.self) { Text($0) }
                }
                .navigationTitle("Themes")
                .toolbar { Button("Jump") { withAnimation { proxy.scrollTo("Vehicles", anchor: .top) } } }
            }
        }
    }
}

@MainActor
@Suite("ScrollViewReader: a list under a large title")
struct ScrollViewReaderListTests {
    @Test func aRowScrolledToTheTopSitsRightUnderTheBar() throws {
        let player = Player.onIPhone13 { JumpingThemes() }
        try player.play("tap button \"Jump\"\nwait 1")
        let row = try #require(player.frame(ofText: "Vehicles"))
        #expect(abs(row.midY - (47 + 44 + 22)) < 0.01, "scrolled by the large title's 52 points, the 35-point gap and a row: \(row)")
    }
}
