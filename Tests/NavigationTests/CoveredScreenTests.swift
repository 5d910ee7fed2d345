@testable import Flipbook
import Testing

/// A list with state of its own that pushes a screen whose taps animate: builds happen while
/// the list is covered, during the push and after it.
private struct CountingList: View {
    @State private var count = 0

    var body: some View {
        NavigationStack {
            List {
                Text("Counted \(count)")
                Button("Count") { count += 1 }
                NavigationLink(value: 1) { Text("Detail") }
            }
            .navigationTitle("Root")
            .navigationDestination(for: Int.self) { _ in GrowingCircle() }
        }
    }
}

private struct GrowingCircle: View {
    @State private var isLarge = false

    var body: some View {
        VStack {
            Circle().fill(isLarge ? Color.red : Color.blue).frame(width: isLarge ? 200 : 100, height: isLarge ? 200 : 100)
            Button("Toggle") { withAnimation(.easeInOut(duration: 0.4)) { isLarge.toggle() } }
        }
        .navigationTitle("Detail")
    }
}

@Suite("NavigationStack: covered screens offstage")
struct CoveredScreenTests {
    /// Counts in the list, pushes, toggles during the push and after it, pops and counts again.
    private static let script = """
        tap button "Count"
        wait 0.5
        tap row "Detail"
        wait 0.2
        tap button "Toggle"
        wait 1
        tap button "Toggle"
        wait 0.6
        tap back
        wait 0.2
        tap button "Count"
        wait 0.6
        """

    /// Every frame of the script, drawn, with whether the root screen was offstage in it.
    private func play(offstage: Bool) throws -> (frames: [Bitmap], offstage: [Bool], player: Player) {
        let player = Player(size: Size(width: 320, height: 480)) { CountingList() }
        player.leavesCoveredScreensOffstage = offstage
        var lists: [DisplayList] = [], leftOut: [Bool] = []
        _ = try ScriptRunner(player: player, fps: 30).run(try TouchScript(parsing: Self.script)) { list in
            lists.append(list)
            leftOut.append(player.presented?.first { $0.attributes.isOffstage } != nil)
        }
        return (try lists.map { try $0.render() }, leftOut, player)
    }

    @Test func aCoveredScreenAtRestIsLeftOutAndEveryFrameIsTheSame() throws {
        let laidOut = try play(offstage: false), leftOut = try play(offstage: true)
        #expect(laidOut.offstage.allSatisfy { !$0 })
        #expect(leftOut.offstage.contains(true), "the list was offstage while the detail stood over it")
        #expect(leftOut.offstage.first == false && leftOut.offstage.last == false)
        try #require(laidOut.frames.count == leftOut.frames.count)
        let differing = laidOut.frames.indices.filter { laidOut.frames[$0] != leftOut.frames[$0] }
        #expect(differing.isEmpty, "frames \(differing) differ: the push, the pop and the list after it look the same")
    }

    @Test func theCoveredScreenKeepsItsStateAndIsLaidOutAgainWhenPopped() throws {
        let (_, offstage, player) = try play(offstage: true)
        #expect(player.texts.contains("Counted 2"), "the count made before the push survived it: \(player.texts)")
        // The pop laid the list out again: the frames after the last offstage one show it.
        let back = try #require(offstage.lastIndex(of: true))
        #expect(back < offstage.count - 1)
    }
}
