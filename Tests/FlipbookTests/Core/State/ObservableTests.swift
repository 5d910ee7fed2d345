import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

@Observable
private final class ThemeModel {
    var name = "Animals"
    var pairs = 4
}

private struct NameEditor: View {
    @Bindable var model: ThemeModel
    var body: some View {
        Text(model.name).onTapGesture { $model.name.wrappedValue = "Faces" }.touchTarget(TargetName("name"))
    }
}

private struct Owner: View {
    @State private var model = ThemeModel()
    var body: some View {
        VStack {
            NameEditor(model: model)
            Text("\(model.pairs) pairs").onTapGesture { model.pairs += 1 }.touchTarget(TargetName("pairs"))
        }
    }
}

private final class LegacyModel: ObservableObject {
    nonisolated(unsafe) static var made = 0
    @Published var score = 0
    init() { Self.made += 1 }
}

private struct LegacyScreen: View {
    @StateObject private var model = LegacyModel()
    var body: some View {
        Text("score \(model.score)").onTapGesture { model.score += 2 }.touchTarget(TargetName("score"))
    }
}

/// A model with a published count and one nothing publishes.
private final class Tally: ObservableObject {
    @Published var published = 0
    var plain = 0
}

private struct TallyScreen: View {
    @ObservedObject var tally: Tally
    var body: some View {
        VStack(spacing: 20) {
            Text("published \(tally.published)").onTapGesture { tally.published += 1 }.touchTarget(TargetName("published"))
            Text("plain \(tally.plain)").onTapGesture { tally.plain += 1 }.touchTarget(TargetName("plain"))
        }
    }
}

@MainActor
@Suite("@Observable, @Bindable and the course's ObservableObject")
struct ObservableTests {
    @Test func anObservableHeldInStateIsKeptAndBindable() throws {
        let player = Player(size: CGSize(width: 300, height: 300)) { Owner() }
        player.tap(at: try #require(player.location(of: TargetName("pairs"))))
        player.tap(at: try #require(player.location(of: TargetName("name"))))
        _ = player.frame(at: 0.1)
        #expect(player.texts == ["Faces", "5 pairs"])
    }

    @Test func aStateObjectIsMadeOnceAndKept() throws {
        let before = LegacyModel.made
        let player = Player(size: CGSize(width: 300, height: 300)) { LegacyScreen() }
        player.tap(at: try #require(player.location(of: TargetName("score"))))
        _ = player.frame(at: 0.1)
        _ = player.frame(at: 0.2)
        #expect(player.texts == ["score 2"])
        #expect(LegacyModel.made - before == 1)
    }

    @Test(arguments: [false, true])
    func aPublishedChangeShowsAndAnUnpublishedOneWaitsForTheNextBuild(trackedOnly: Bool) throws {
        let tally = Tally()
        let player = Player(size: CGSize(width: 300, height: 300)) { TallyScreen(tally: tally) }
        player.updatesOnlyForTrackedChanges = trackedOnly
        _ = player.frame(at: 0)
        player.tap(at: try #require(player.location(of: TargetName("plain"))))
        _ = player.frame(at: 0.1)
        #expect(tally.plain == 1)
        // (`player.texts` would ask where targets are, which builds the views afresh.)
        let plain = trackedOnly ? "plain 0" : "plain 1"
        #expect(player.presented?.allTexts == ["published 0", plain],
                "built after every intent, or, as in SwiftUI, not told of the change")
        player.tap(at: try #require(player.location(of: TargetName("published"))))
        _ = player.frame(at: 0.2)
        #expect(player.presented?.allTexts == ["published 1", "plain 1"], "the update shows both")
    }

    @Test func aPublishedChangeOutsideAnIntentShowsAtTheNextFrame() throws {
        let tally = Tally()
        let player = Player(size: CGSize(width: 300, height: 300)) { TallyScreen(tally: tally) }
        _ = player.frame(at: 0)
        _ = player.frame(at: 0.1)
        let built = player.scenesBuilt
        tally.published = 5
        _ = player.frame(at: 0.2)
        _ = player.frame(at: 0.3)
        #expect(player.scenesBuilt == built + 1, "built once for the change, then presented again")
        #expect(player.presented?.allTexts == ["published 5", "plain 0"])
    }
}
