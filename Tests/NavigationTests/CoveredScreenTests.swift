import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

/// A list with state of its own that pushes a screen whose taps animate: builds happen while
/// the list is covered, during the push and after it.
/// With `togglesCount`, the pushed screen's taps count in the list too: the covered list
/// changes (a bar grows) while it is offstage.
private struct CountingList: View {
    var togglesCount = false
    @State private var count = 0

    var body: some View {
        NavigationStack {
            List {
                Text("Counted \(count)")
                Color.green.frame(width: 20 + 30 * Double(count), height: 12)
                Button("Count") { count += 1 }
                NavigationLink(value: 1) { Text("Detail") }
            }
            .navigationTitle("Root")
            .navigationDestination(for: Int.self) { _ in GrowingCircle(count: togglesCount ? $count : nil) }
        }
    }
}

private struct GrowingCircle: View {
    let count: Binding<Int>?
    @State private var isLarge = false

    var body: some View {
        VStack {
            Circle().fill(isLarge ? Color.red : Color.blue).frame(width: isLarge ? 200 : 100, height: isLarge ? 200 : 100)
            Button("Toggle") {
                withAnimation(.easeInOut(duration: 0.4)) {
                    isLarge.toggle()
                    count?.wrappedValue += 1
                }
            }
        }
        .navigationTitle("Detail")
    }
}

@MainActor
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
    private func play(offstage: Bool, togglesCount: Bool = false) throws -> (frames: [Bitmap], offstage: [Bool], player: Player) {
        let player = Player(size: CGSize(width: 320, height: 480)) { CountingList(togglesCount: togglesCount) }
        player.shortcuts.leavesCoveredScreensOffstage = offstage
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

    /// What changed on the covered screen while it was offstage is in place when the pop
    /// brings it back, as when it was laid out (and animated, unseen) while covered: the list's
    /// bar, grown by the pushed screen's taps, slides back in at its new width. (Its views'
    /// frames start where layout would have put them while covered, shifted as their screen
    /// was; their other changed values jump.)
    @Test func whatChangedWhileOffstageIsInPlaceWhenThePopBringsItBack() throws {
        let laidOut = try play(offstage: false, togglesCount: true), leftOut = try play(offstage: true, togglesCount: true)
        #expect(leftOut.offstage.contains(true))
        #expect(leftOut.player.texts.contains("Counted 4"), "\(leftOut.player.texts)")
        try #require(laidOut.frames.count == leftOut.frames.count)
        let differing = laidOut.frames.indices.filter { laidOut.frames[$0] != leftOut.frames[$0] }
        #expect(differing.isEmpty, "frames \(differing) differ")
    }

    @Test func theCoveredScreenKeepsItsStateAndIsLaidOutAgainWhenPopped() throws {
        let (_, offstage, player) = try play(offstage: true)
        #expect(player.texts.contains("Counted 2"), "the count made before the push survived it: \(player.texts)")
        // The pop laid the list out again: the frames after the last offstage one show it.
        let back = try #require(offstage.lastIndex(of: true))
        #expect(back < offstage.count - 1)
    }
}
