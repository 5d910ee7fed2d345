@testable import Flipbook
import Testing

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

@Suite("@Observable, @Bindable and the course's ObservableObject")
struct ObservableTests {
    @Test func anObservableHeldInStateIsKeptAndBindable() throws {
        let player = Player(size: Size(width: 300, height: 300)) { Owner() }
        player.tap(at: try #require(player.location(of: TargetName("pairs"))))
        player.tap(at: try #require(player.location(of: TargetName("name"))))
        _ = player.frame(at: 0.1)
        #expect(player.texts == ["Faces", "5 pairs"])
    }

    @Test func aStateObjectIsMadeOnceAndKept() throws {
        let before = LegacyModel.made
        let player = Player(size: Size(width: 300, height: 300)) { LegacyScreen() }
        player.tap(at: try #require(player.location(of: TargetName("score"))))
        _ = player.frame(at: 0.1)
        _ = player.frame(at: 0.2)
        #expect(player.texts == ["score 2"])
        #expect(LegacyModel.made - before == 1)
    }
}
