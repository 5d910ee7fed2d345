import FlipbookSupport
import Foundation
import TestSupport
import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

private struct ScoreView: View {
    @AppStorage("highScore") var highScore = 0
    var body: some View {
        VStack {
            Text("High score: \(highScore)")
            ScoreButton(score: $highScore)
        }
    }
}

/// Writes through a binding, as a control does.
private struct ScoreButton: View {
    @Binding var score: Int
    var body: some View {
        Button("Score") { score += 1 }
    }
}

private struct Slider: View {
    @AppStorage("isRight") var isRight = false
    var body: some View {
        Rectangle().frame(width: 20, height: 20)
            .offset(x: isRight ? 100 : 0)
            .onTapGesture { withAnimation(.linear(duration: 1)) { isRight.toggle() } }
            .touchTarget(TargetName("square"))
    }
}

private enum Theme: String {
    case light, dark
}

private enum Level: Int {
    case easy = 1, hard = 3
}

private struct Everything: View {
    @AppStorage("flag") var flag = false
    @AppStorage("count") var count = 0
    @AppStorage("ratio") var ratio = 0.5
    @AppStorage("name") var name = "nobody"
    @AppStorage("site") var site = URL(string: "https://example.com")!
    @AppStorage("bytes") var bytes = Data()
    @AppStorage("theme") var theme = Theme.light
    @AppStorage("level") var level = Level.easy
    @AppStorage("nickname") var nickname: String?
    @AppStorage("lastTheme") var lastTheme: Theme?
    var body: some View { Text("\(flag) \(count) \(ratio) \(name) \(theme) \(level) \(nickname ?? "-")") }
}

@MainActor
@Suite("@AppStorage")
struct AppStorageTests {
    private let size = CGSize(width: 300, height: 200)

    private func tapScore(_ player: Player) throws {
        player.tap(at: try #require(player.location(of: TargetName("button", label: "Score"))))
    }

    @Test func aWriteThroughABindingRedrawsTheViewThatReadsIt() throws {
        let store = AppStorageStore()
        let player = Player(size: size) { ScoreView().defaultAppStorage(store) }
        #expect(player.texts.contains("High score: 0"))
        try tapScore(player)
        try tapScore(player)
        #expect(player.texts.contains("High score: 2"))
    }

    @Test func aWriteMadeOutsideAnIntentShowsInTheNextFrame() throws {
        let view = ScoreView(), store = AppStorageStore()
        let player = Player(size: size) { view.defaultAppStorage(store) }
        _ = player.frame(at: 0)
        view.highScore = 7
        _ = player.frame(at: 0.1)
        #expect(player.texts.contains("High score: 7"))
    }

    @Test func valuesPersistAcrossTwoPlayersOnOneFile() throws {
        let file = try TemporaryFolder().file("config/scores/AppStorage.json")
        let firstStore = AppStorageStore(url: file), secondStore = AppStorageStore(url: file)
        let first = Player(size: size) { ScoreView().defaultAppStorage(firstStore) }
        try tapScore(first)
        try tapScore(first)
        try tapScore(first)
        let second = Player(size: size) { ScoreView().defaultAppStorage(secondStore) }
        #expect(second.texts.contains("High score: 3"))
        let saved = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Int]
        #expect(saved == ["highScore": 3])
    }

    @Test func aChangeInsideWithAnimationAnimates() throws {
        let store = AppStorageStore()
        let player = Player(size: CGSize(width: 300, height: 100)) { Slider().defaultAppStorage(store) }
        try expectTapSlidesTheSquare(player)
    }

    @Test func aCorruptFileIsRefusedAndLeftByteForByte() throws {
        let file = try TemporaryFolder().file("AppStorage.json")
        let corrupt = Data("{\"highScore\": 12,\n".utf8)
        try corrupt.write(to: file)
        let store = AppStorageStore(url: file)
        let player = Player(size: size) { ScoreView().defaultAppStorage(store) }
        #expect(player.texts.contains("High score: 0"))
        let problem = try #require(store.problem)
        #expect(problem.hasPrefix(file.path + ":"), "names the file: \(problem)")
        #expect(!problem.contains("\n"))
        try tapScore(player)
        #expect(player.texts.contains("High score: 1"), "the value is kept in memory")
        #expect(try Data(contentsOf: file) == corrupt)
    }

    @Test func aFileThatIsNotAnObjectOfKeysIsRefused() throws {
        let file = try TemporaryFolder().file("AppStorage.json")
        try Data("[1, 2]\n".utf8).write(to: file)
        let store = AppStorageStore(url: file)
        #expect(store.problem != nil)
    }

    @Test func twoStoresOnOneFileLoseNoWrites() throws {
        let file = try TemporaryFolder().file("AppStorage.json")
        let stores = [AppStorageStore(url: file), AppStorageStore(url: file)]
        DispatchQueue.concurrentPerform(iterations: 2) { writer in
            for index in 0..<40 { stores[writer].setValue(.integer(index), forKey: "writer\(writer)-\(index)") }
        }
        let reread = AppStorageStore(url: file)
        for writer in 0..<2 {
            for index in 0..<40 { #expect(reread.value(forKey: "writer\(writer)-\(index)") == .integer(index)) }
        }
        stores[0].setValue(.bool(true), forKey: "done")
        #expect(stores[0].value(forKey: "writer1-39") == .integer(39), "a write reads the others' writes")
    }

    @Test func everyKindOfValueComesBackFromTheFile() throws {
        let file = try TemporaryFolder().file("AppStorage.json")
        let writing = Everything()
        let writingStore = AppStorageStore(url: file), readingStore = AppStorageStore(url: file)
        let writer = Player(size: size) { writing.defaultAppStorage(writingStore) }
        writer.perform {
            writing.flag = true
            writing.count = 42
            writing.ratio = 2
            writing.name = "Ada"
            writing.site = URL(string: "https://swift.org/about")!
            writing.bytes = Data([0, 1, 254, 255])
            writing.theme = .dark
            writing.level = .hard
            writing.nickname = "ada"
            writing.lastTheme = .dark
        }
        let reading = Everything()
        let reader = Player(size: size) { reading.defaultAppStorage(readingStore) }
        #expect(reader.texts == ["true 42 2.0 Ada dark hard ada"])
        #expect(reading.site == URL(string: "https://swift.org/about")!)
        #expect(reading.bytes == Data([0, 1, 254, 255]))
        #expect(reading.lastTheme == .dark)
    }

    @Test func settingAnOptionalToNilRemovesItsKey() throws {
        let file = try TemporaryFolder().file("AppStorage.json")
        let view = Everything()
        let store = AppStorageStore(url: file)
        let player = Player(size: size) { view.defaultAppStorage(store) }
        player.perform { view.nickname = "ada" }
        player.perform { view.nickname = nil }
        #expect(player.texts == ["false 0 0.5 nobody light easy -"])
        let saved = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
        #expect(saved?.isEmpty == true)
    }

    @Test func aValueOfAnotherTypeReadsAsTheDefault() throws {
        let store = AppStorageStore()
        store.setValue(.string("many"), forKey: "count")
        let player = Player(size: size) { Everything().defaultAppStorage(store) }
        #expect(player.texts == ["false 0 0.5 nobody light easy -"])
    }

    @Test(arguments: [
        (["XDG_CONFIG_HOME": "/xdg", "HOME": "/home/ada"], "/xdg/game/AppStorage.json"),
        (["HOME": "/home/ada"], "/home/ada/.config/game/AppStorage.json"),
        (["XDG_CONFIG_HOME": "", "HOME": "/home/ada"], "/home/ada/.config/game/AppStorage.json"),
        (["XDG_CONFIG_HOME": "relative", "HOME": "/home/ada"], "/home/ada/.config/game/AppStorage.json"),
    ])
    func theFileIsInTheAppsConfigurationFolder(environment: [String: String], path: String) {
        #expect(AppStorageStore.defaultURL(appName: "game", environment: environment).path == path)
    }
}
