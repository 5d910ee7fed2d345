import Foundation
import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

/// Counts the bodies a test's views evaluated.
private final class BodyCount {
    var count = 0
}

@Observable
private final class Caption {
    var text = "first"
}

/// A numbered tile; equal when the numbers are (the count is the test's, not the tile's).
private struct Tile: View, Equatable {
    let number: Int
    let bodies: BodyCount

    nonisolated static func == (first: Tile, second: Tile) -> Bool { first.number == second.number }

    var body: some View {
        bodies.count += 1
        return GeometryReader { geometry in
            ZStack {
                RoundedRectangle(cornerRadius: geometry.size.width * 0.2).fill(Color.indigo)
                Text("\(number)")
            }
        }
    }
}

/// Two views side by side, with no container of their own: the body is a group.
private struct Pair: View, Equatable {
    let label: String
    var body: some View {
        Text(label)
        Circle().fill(Color.orange).frame(width: 12, height: 12)
    }
}

/// A square turned by an animatable modifier at the root of its body.
private struct TurningTile: View, Equatable {
    let rotation: Double
    var body: some View {
        Color.orange.frame(width: 30, height: 30).modifier(Turn(rotation: rotation))
    }
}

/// A frame around whatever it holds; equal when the colours are (every modifier's content
/// placeholder is alike, but what takes its place is not).
private struct Framed<Content: View>: View, Equatable {
    let content: Content
    let color: Color

    nonisolated static func == (first: Framed, second: Framed) -> Bool { first.color == second.color }

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 4).fill(color)
            content.padding(4)
        }
    }
}

/// Frames the view it modifies with an equatable `Framed`.
private struct Badge: ViewModifier {
    func body(content: Content) -> some View {
        Framed(content: content, color: .orange).equatable()
    }
}

/// A row of equatable tiles under a label: `bar` changes the label and the tiles' text colour,
/// `shuffle` reverses the tiles, `bump` changes the first tile, `grow` widens the row, `tint`
/// recolours the tiles' text, `turn` turns a square.
private struct Board: View {
    let bodies: BodyCount
    @State private var numbers = [1, 2, 3, 4]
    @State private var taps = 0
    @State private var isWide = false
    @State private var isYellow = false
    @State private var isTurned = false

    var body: some View {
        VStack(spacing: 8) {
            Text("taps \(taps)").modifier(Badge())
            HStack(spacing: 6) {
                ForEach(numbers, id: \.self) { number in
                    Tile(number: number, bodies: bodies).equatable()
                }
            }
            .frame(width: isWide ? 220 : 160, height: 60)
            .foregroundColor(isYellow ? .yellow : .white)
            Pair(label: "pair \(taps % 2)").equatable()
            TurningTile(rotation: isTurned ? 180 : 0).equatable()
            HStack {
                button("bar") { taps += 1 }
                button("shuffle") { numbers.reverse() }
                button("bump") { numbers[0] += 10 }
                button("grow") { isWide.toggle() }
                button("tint") { isYellow.toggle() }
                button("turn") { isTurned.toggle() }
            }
        }
    }

    private func button(_ name: String, action: @escaping () -> Void) -> some View {
        Color.gray.frame(width: 30, height: 20)
            .onTapGesture { withAnimation(.easeInOut(duration: 0.3)) { action() } }
            .touchTarget(TargetName(name))
    }
}

/// A label of the caption's text, equal to any other of the same id: it relies on watching
/// what it read. `readsInLayout` reads it inside a `GeometryReader`, during layout.
private struct CaptionLabel: View, Equatable {
    let id: Int
    let caption: Caption
    var readsInLayout = false

    nonisolated static func == (first: CaptionLabel, second: CaptionLabel) -> Bool { first.id == second.id }

    var body: some View {
        ZStack {
            if readsInLayout {
                GeometryReader { _ in Text(caption.text) }
            } else {
                Text(caption.text)
            }
        }
    }
}

/// An equatable view around an equatable `CaptionLabel`, built again when its version changes.
private struct CaptionFrame: View, Equatable {
    let caption: Caption
    let readsInLayout: Bool
    let version: Int

    nonisolated static func == (first: CaptionFrame, second: CaptionFrame) -> Bool { first.version == second.version }

    var body: some View {
        VStack {
            Text("caption \(version)")
            CaptionLabel(id: 1, caption: caption, readsInLayout: readsInLayout).equatable()
        }
    }
}

/// Holds a `CaptionFrame`, whose version `bump` changes.
private struct CaptionHolder: View {
    let caption: Caption
    let readsInLayout: Bool
    @State private var version = 0

    var body: some View {
        VStack {
            CaptionFrame(caption: caption, readsInLayout: readsInLayout, version: version).equatable()
            Color.gray.frame(width: 30, height: 20).onTapGesture { version += 1 }.touchTarget(TargetName("bump"))
        }
    }
}

/// A label of a parent's state, through a binding; all such labels are equal.
private struct BoundLabel: View, Equatable {
    @Binding var text: String

    nonisolated static func == (first: BoundLabel, second: BoundLabel) -> Bool { true }

    var body: some View { Text(text) }
}

/// Holds the text `BoundLabel` shows.
private struct BindingParent: View {
    @State private var text = "first"

    var body: some View {
        VStack {
            BoundLabel(text: $text).equatable()
            Color.gray.frame(width: 30, height: 20).onTapGesture { text = "second" }.touchTarget(TargetName("change"))
        }
    }
}

/// A model of the older kind, with a published text.
private final class LegacyCaption: ObservableObject {
    @Published var text = "first"
}

/// A label of a published text; all such labels are equal.
private struct LegacyLabel: View, Equatable {
    let caption: LegacyCaption

    nonisolated static func == (first: LegacyLabel, second: LegacyLabel) -> Bool { true }

    var body: some View { Text(caption.text) }
}

/// The time on the clock, read from the environment.
private struct ClockText: View {
    @Environment(\.clockTime) private var now
    var body: some View { Text(String(format: "%.2f s", now)) }
}

/// Shows the time only when wide: the clock is read during layout, at a size first met later.
private struct SizedClock: View, Equatable {
    nonisolated static func == (first: SizedClock, second: SizedClock) -> Bool { true }

    var body: some View {
        GeometryReader { geometry in
            if geometry.size.width > 150 { ClockText() } else { Text("narrow") }
        }
    }
}

/// Holds a `SizedClock`; `widen` widens it.
private struct ClockHolder: View {
    @State private var isWide = false

    var body: some View {
        VStack {
            SizedClock().equatable().frame(width: isWide ? 200 : 100, height: 30)
            Color.gray.frame(width: 30, height: 20).onTapGesture { isWide = true }.touchTarget(TargetName("widen"))
        }
    }
}

/// An equatable view with state of its own.
private struct StatefulTile: View, Equatable {
    let bodies: BodyCount
    @State private var isOn = false

    nonisolated static func == (first: StatefulTile, second: StatefulTile) -> Bool { true }

    var body: some View {
        bodies.count += 1
        return Text(isOn ? "on" : "off")
    }
}

/// An equatable view that runs an action when it appears.
private struct AppearingTile: View, Equatable {
    let bodies: BodyCount

    nonisolated static func == (first: AppearingTile, second: AppearingTile) -> Bool { true }

    var body: some View {
        bodies.count += 1
        return Text("tile").onAppear {}
    }
}

@MainActor
@Suite("Equatable views: an unchanged view is not built or laid out again")
struct EquatableViewTests {
    private static let size = CGSize(width: 260, height: 200)

    /// Every frame of a script that taps each button, drawn, with equatable views reusing
    /// their subtrees or not.
    private func frames(reusing: Bool) throws -> (pixels: [Bitmap], player: Player) {
        let player = Player(size: Self.size) { Board(bodies: BodyCount()) }
        player.graph.memos.isEnabled = reusing
        let script = ["bar", "shuffle", "bump", "grow", "tint", "turn", "bar"].map { "tap \($0)\nwait 0.2\n" }.joined() + "wait 0.3"
        let lists = try ScriptRunner(player: player, fps: 30).run(try TouchScript(parsing: script))
        return (try lists.map { try $0.render(scale: 1) }, player)
    }

    @Test func framesAreTheSameWhetherSubtreesAreReusedOrNot() throws {
        let reused = try frames(reusing: true), built = try frames(reusing: false)
        #expect(reused.pixels.count == built.pixels.count)
        let differing = (0..<min(reused.pixels.count, built.pixels.count)).filter { reused.pixels[$0] != built.pixels[$0] }
        #expect(differing.isEmpty, "frames that differ: \(differing)")
        #expect(reused.player.presenter.subtreesReused > built.player.presenter.subtreesReused)
    }

    @Test func anEqualViewIsNotBuiltAgainAndAChangedOneIs() throws {
        let bodies = BodyCount()
        let player = Player(size: Self.size) { Board(bodies: bodies) }
        _ = player.frame(at: 0)
        #expect(bodies.count == 4)
        try tap("bar", on: player, at: 0.1)
        #expect(player.texts.contains("taps 1"))
        #expect(bodies.count == 4)
        try tap("shuffle", on: player, at: 0.2)
        #expect(bodies.count == 4)
        try tap("bump", on: player, at: 0.3)
        #expect(bodies.count == 5)
        #expect(player.texts.contains("14"))
    }

    @Test func aChangedEnvironmentBuildsTheViewsAgain() throws {
        let bodies = BodyCount()
        let player = Player(size: Self.size) { Board(bodies: bodies) }
        _ = player.frame(at: 0)
        try tap("tint", on: player, at: 0.1)
        #expect(bodies.count == 8)
    }

    @Test func switchedOffEveryBuildEvaluatesTheBodies() throws {
        let bodies = BodyCount()
        let player = Player(size: Self.size) { Board(bodies: bodies) }
        player.graph.memos.isEnabled = false
        _ = player.frame(at: 0)
        try tap("bar", on: player, at: 0.1)
        #expect(bodies.count > 4)
    }

    @Test(arguments: [false, true])
    func aModelReadInsideShowsItsChangeThroughTheViewAroundIt(readsInLayout: Bool) throws {
        let caption = Caption()
        let player = Player(size: Self.size) { CaptionHolder(caption: caption, readsInLayout: readsInLayout) }
        _ = player.frame(at: 0)
        _ = player.frame(at: 0.1)
        #expect(player.texts.contains("first"))
        caption.text = "second"
        _ = player.frame(at: 0.2)
        #expect(player.texts.contains("second"))
        // The frame around is built again and keeps the label as it was; the label, changed
        // now, must take the frame with it.
        try tap("bump", on: player, at: 0.3)
        #expect(player.texts.contains("caption 1"))
        caption.text = "third"
        _ = player.frame(at: 0.4)
        #expect(player.texts.contains("third"))
    }

    @Test func aViewThatReadsABindingShowsTheValueNow() throws {
        let player = Player(size: Self.size) { BindingParent() }
        _ = player.frame(at: 0)
        try tap("change", on: player, at: 0.1)
        #expect(player.texts.contains("second"))
    }

    @Test func aViewThatReadsAPublishedPropertyShowsItsChange() {
        let caption = LegacyCaption()
        let player = Player(size: Self.size) { LegacyLabel(caption: caption).equatable() }
        _ = player.frame(at: 0)
        caption.text = "second"
        _ = player.frame(at: 0.1)
        #expect(player.texts.contains("second"))
    }

    @Test func aClockReadDuringLayoutShowsTheTimeNow() throws {
        let player = Player(size: Self.size) { ClockHolder() }
        _ = player.frame(at: 0)
        _ = player.frame(at: 0.25)
        #expect(player.texts.contains("narrow"))
        try tap("widen", on: player, at: 0.5)
        #expect(player.texts.contains("0.50 s"), "\(player.texts)")
        _ = player.frame(at: 0.75)
        #expect(player.texts.contains("0.75 s"), "\(player.texts)")
    }

    @Test func aViewWithStateIsBuiltEveryTime() throws {
        let bodies = BodyCount()
        let player = Player(size: Self.size) { StatefulTile(bodies: bodies).equatable() }
        player.perform {}
        player.perform {}
        #expect(bodies.count >= 3)
    }

    @Test func aViewWithALifecycleActionIsBuiltEveryTime() throws {
        let bodies = BodyCount()
        let player = Player(size: Self.size) { AppearingTile(bodies: bodies).equatable() }
        player.perform {}
        player.perform {}
        #expect(bodies.count >= 3)
    }

    @Test func shapesCompareByTypeAndValue() {
        #expect(AnyShape(Circle()) == AnyShape(Circle()))
        #expect(AnyShape(Circle()) != AnyShape(Rectangle()))
        #expect(AnyShape(RoundedRectangle(cornerRadius: 4)) == AnyShape(RoundedRectangle(cornerRadius: 4)))
        #expect(AnyShape(RoundedRectangle(cornerRadius: 4)) != AnyShape(RoundedRectangle(cornerRadius: 5)))
    }

    private func tap(_ name: String, on player: Player, at time: Double) throws {
        #expect(player.tap(at: try #require(player.location(of: TargetName(name)))))
        _ = player.frame(at: time)
    }
}
