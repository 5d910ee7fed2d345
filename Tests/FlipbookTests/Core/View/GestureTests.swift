import Flipbook
import Testing

/// What the views under test did, in order.
private final class Log {
    var entries: [String] = []
    func callAsFunction(_ entry: String) { entries.append(entry) }
}

private let screen = CGSize(width: 300, height: 300)
private let centre = CGPoint(x: 150, y: 150)

@MainActor
@Suite("Gestures: taps")
struct TapGestureTests {
    /// A photo that toggles a caption on a tap and zooms on a double tap, both on one view.
    private struct Photo: View {
        let log: Log
        var body: some View {
            Rectangle().fill(Color.orange)
                .onTapGesture(count: 2) { log("zoom") }
                .onTapGesture { log("caption") }
        }
    }

    @Test func singleAndDoubleTapSideBySide() {
        let log = Log()
        let player = Player(size: screen) { Photo(log: log) }
        #expect(player.tap(at: centre))
        #expect(player.doubleTap(at: centre))
        player.tap(at: centre)
        #expect(log.entries == ["caption", "zoom", "caption"])
    }

    @Test func theOrderOfTheTwoTapHandlersDoesNotMatter() {
        let log = Log()
        let player = Player(size: screen) {
            Circle().fill(Color.blue)
                .onTapGesture { log("single") }
                .onTapGesture(count: 2) { log("double") }
        }
        player.doubleTap(at: centre)
        player.tap(at: centre)
        #expect(log.entries == ["double", "single"])
    }

    /// EmojiArt: an emoji selects on a tap; the document behind zooms to fit on a double tap,
    /// also when the double tap falls on the emoji.
    @Test func aDoubleTapReachesAnAncestorsDoubleTapPastAChildsSingleTap() {
        let log = Log()
        let player = Player(size: screen) {
            ZStack {
                Color.yellow
                Text("🍎").font(.system(size: 40)).onTapGesture { log("select") }
            }
            .onTapGesture(count: 2) { log("zoom to fit") }
        }
        player.tap(at: centre)
        player.doubleTap(at: centre)
        player.doubleTap(at: CGPoint(x: 20, y: 20))
        #expect(log.entries == ["select", "zoom to fit", "zoom to fit"])
    }

    @Test func withoutADoubleTapGestureADoubleTapIsTwoTaps() {
        let log = Log()
        let player = Player(size: screen) { Color.green.onTapGesture { log("tap") } }
        #expect(player.doubleTap(at: centre))
        #expect(log.entries == ["tap", "tap"])
    }

    @Test func aTapGesturesEndedActionReadsAsTheLecturesCode() {
        let log = Log()
        let doubleTapToZoom = TapGesture(count: 2).onEnded { log("zoom") }
        let player = Player(size: screen) { Color.gray.gesture(doubleTapToZoom) }
        player.doubleTap(at: centre)
        #expect(log.entries == ["zoom"])
    }

    @Test func aDoubleTapInAScriptRunsTheDoubleTapGesture() throws {
        let log = Log()
        let player = Player(size: screen) {
            Color.teal
                .onTapGesture(count: 2) { log("double") }
                .onTapGesture { log("single") }
                .touchTarget(TargetName("photo"))
        }
        let script = try TouchScript(parsing: "double-tap photo\nwait 0.1\ntap 10,10\ndouble-tap 20,20")
        let frames = try ScriptRunner(player: player, fps: 10).run(script)
        #expect(frames.count == 2, "double taps take no time")
        #expect(log.entries == ["double", "single", "double"])
    }

    @Test func aSpatialTapReportsWhereItFell() {
        var locations: [CGPoint] = []
        let player = Player(size: screen) {
            Color.pink.frame(width: 100, height: 100)
                .gesture(SpatialTapGesture().onEnded { locations.append($0.location) })
        }
        player.tap(at: CGPoint(x: 110, y: 120))
        #expect(locations == [CGPoint(x: 10, y: 20)], "in the view's own coordinates")
    }
}

@MainActor
@Suite("Gestures: combined")
struct CombinedGestureTests {
    /// The document of EmojiArt's lecture: pinch to zoom and drag to pan, at once, each kept
    /// in a gesture state while it runs and committed when it ends.
    private final class Document {
        var zoom = 1.0
        var pan = CGSize.zero
        var changes: [SimultaneousGesture<MagnificationGesture, DragGesture>.Value] = []
    }

    private struct DocumentView: View {
        let document: Document
        var body: some View {
            Color.white
                .gesture(MagnificationGesture().simultaneously(with: DragGesture())
                    .onChanged { document.changes.append($0) }
                    .onEnded { value in
                        if let scale = value.first { document.zoom *= scale }
                        if let drag = value.second {
                            document.pan.width += drag.translation.width
                            document.pan.height += drag.translation.height
                        }
                    })
        }
    }

    @Test func pinchAndPanOnOneView() throws {
        let document = Document()
        let player = Player(size: screen) { DocumentView(document: document) }
        let script = "pinch 2 at 150,150 over 0.5\ndrag 100,100 -> 160,140 over 0.5"
        _ = try ScriptRunner(player: player, fps: 10).run(try TouchScript(parsing: script))
        #expect(document.zoom == 2)
        #expect(document.pan == CGSize(width: 60, height: 40))
        let pinching = document.changes.filter { $0.first != nil }
        // Fingers report every 1/120 s: 60 changes over 0.5 s, the first already 1/60 apart.
        #expect(pinching.count == 60 && pinching.allSatisfy { $0.second == nil }, "a pinch in place does not pan")
        #expect(pinching.last?.first == 2)
        let panning = document.changes.filter { $0.second != nil }
        #expect(panning.allSatisfy { $0.first == nil })
        #expect(panning.last?.second?.translation == CGSize(width: 60, height: 40))
    }

    /// The 2021 lecture: `doubleTapToZoom.exclusively(before: tapToUnselect)`.
    @Test func exclusivelyRunsTheFirstGestureThatTakesTheTouch() {
        let log = Log()
        var values: [ExclusiveGesture<TapGesture, TapGesture>.Value] = []
        let doubleTapToZoom = TapGesture(count: 2).onEnded { log("zoom") }
        let tapToUnselect = TapGesture().onEnded { log("unselect") }
        let player = Player(size: screen) {
            VStack(spacing: 0) {
                Color.white.gesture(doubleTapToZoom.exclusively(before: tapToUnselect))
                Color.gray.gesture(TapGesture(count: 2).exclusively(before: TapGesture()).onEnded { values.append($0) })
            }
        }
        player.tap(at: CGPoint(x: 150, y: 50))
        player.doubleTap(at: CGPoint(x: 150, y: 50))
        player.doubleTap(at: CGPoint(x: 150, y: 250))
        player.tap(at: CGPoint(x: 150, y: 250))
        #expect(log.entries == ["unselect", "zoom"])
        #expect(values.count == 2)
        if case .first = values.first {} else { Issue.record("a double tap is the first gesture's: \(values)") }
        if case .second = values.last {} else { Issue.record("a single tap is the second gesture's: \(values)") }
    }

    /// Assignment V, hint 12: `.gesture(selection.isEmpty ? nil : panGesture)`.
    @Test func aNilGestureIsNoGesture() throws {
        final class Board { var selection: Set<Int> = []; var selectionMoves = 0; var documentPans = 0 }
        let canvas = Board()
        let player = Player(size: screen) {
            Color.white
                .overlay {
                    Circle().fill(Color.red).frame(width: 60, height: 60)
                        .gesture(canvas.selection.isEmpty ? nil : DragGesture().onEnded { _ in canvas.selectionMoves += 1 })
                }
                .gesture(DragGesture().onEnded { _ in canvas.documentPans += 1 })
        }
        let drag = try TouchScript(parsing: "drag 150,150 -> 200,200 over 0.3")
        _ = try ScriptRunner(player: player, fps: 10).run(drag)
        #expect((canvas.selectionMoves, canvas.documentPans) == (0, 1), "no gesture on the emoji: the document pans")
        canvas.selection = [1]
        _ = try ScriptRunner(player: player, fps: 10).run(drag)
        #expect((canvas.selectionMoves, canvas.documentPans) == (1, 1), "the emoji's drag comes first")
    }

    @Test func aHighPriorityGestureComesBeforeTheGesturesOfTheViewsInside() {
        let log = Log()
        let player = Player(size: screen) {
            HStack(spacing: 0) {
                ZStack { Color.red.onTapGesture { log("child") } }
                    .highPriorityGesture(TapGesture().onEnded { log("high-priority parent") })
                ZStack { Color.blue.onTapGesture { log("child") } }
                    .gesture(TapGesture().onEnded { log("parent") })
            }
        }
        player.tap(at: CGPoint(x: 75, y: 150))
        player.tap(at: CGPoint(x: 225, y: 150))
        #expect(log.entries == ["high-priority parent", "child"])
    }

    @Test func aHighPriorityGestureLeavesOtherKindsOfTouchToTheViewsInside() throws {
        let log = Log()
        let player = Player(size: screen) {
            Color.red.gesture(DragGesture().onEnded { _ in log("child drag") })
                .highPriorityGesture(TapGesture().onEnded { log("parent tap") })
        }
        player.tap(at: centre)
        _ = try ScriptRunner(player: player, fps: 10).run(try TouchScript(parsing: "drag 150,150 -> 250,150 over 0.2"))
        #expect(log.entries == ["parent tap", "child drag"])
    }

    @Test func aSimultaneousGestureRunsWithTheGesturesInside() {
        let log = Log()
        let player = Player(size: screen) {
            ZStack { Color.red.onTapGesture { log("child") } }
                .simultaneousGesture(TapGesture().onEnded { log("parent") })
        }
        player.tap(at: centre)
        #expect(log.entries == ["child", "parent"])
    }

    @Test func aGestureOfOnesOwnIsMadeOfOthers() {
        struct Zoom: Gesture {
            var body: some Gesture<Void> { TapGesture(count: 2) }
        }
        let log = Log()
        let player = Player(size: screen) { Color.gray.gesture(Zoom().onEnded { log("zoom") }) }
        player.tap(at: centre)
        player.doubleTap(at: centre)
        #expect(log.entries == ["zoom"])
    }
}

@MainActor
@Suite("Gestures: drag locations")
struct DragLocationTests {
    private final class Drags { var values: [DragGesture.Value] = []; var global: [DragGesture.Value] = [] }

    @Test func locationsAreInTheViewsOwnCoordinatesAndTranslationOnScreen() throws {
        let drags = Drags()
        let player = Player(size: screen) {
            Color.blue.frame(width: 100, height: 100)
                .offset(x: 50)
                .gesture(DragGesture().onEnded { drags.values.append($0) })
                .simultaneousGesture(DragGesture(coordinateSpace: .global).onEnded { drags.global.append($0) })
        }
        _ = try ScriptRunner(player: player, fps: 10).run(try TouchScript(parsing: "drag 210,110 -> 250,180 over 0.3"))
        let local = try #require(drags.values.first), global = try #require(drags.global.first)
        #expect(local.startLocation == CGPoint(x: 60, y: 10), "the frame's origin is at (150, 100) once offset")
        #expect(local.location == CGPoint(x: 100, y: 80))
        #expect(global.startLocation == CGPoint(x: 210, y: 110) && global.location == CGPoint(x: 250, y: 180))
        #expect(local.translation == CGSize(width: 40, height: 70) && global.translation == local.translation)
    }

    @Test func aDragBeginsOnceTheFingerHasMovedItsMinimumDistance() {
        let drags = Drags()
        let player = Player(size: screen) { Color.blue.gesture(DragGesture().onChanged { drags.values.append($0) }) }
        let session = player.beginDrag(at: centre)
        session?.move(to: CGPoint(x: 155, y: 150))
        #expect(drags.values.isEmpty, "5 points is not yet a drag")
        session?.move(to: CGPoint(x: 162, y: 150))
        session?.move(to: CGPoint(x: 158, y: 150))
        #expect(drags.values.map(\.translation.width) == [12, 8], "once begun, it goes on")
    }

    @Test func aDragWithNoMinimumDistanceTakesATap() {
        let drags = Drags()
        let player = Player(size: screen) {
            Color.blue.gesture(DragGesture(minimumDistance: 0).onChanged { drags.values.append($0) }.onEnded { drags.global.append($0) })
        }
        #expect(player.tap(at: centre))
        #expect(drags.values.count == 1 && drags.global.count == 1)
    }
}
