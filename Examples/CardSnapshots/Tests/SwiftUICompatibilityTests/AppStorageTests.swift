import Flipbook
import Foundation
import SwiftUICompatibility
import Testing

@MainActor
@Suite("@AppStorage")
struct AppStorageTests {
    private let size = CGSize(width: 300, height: 200)

    /// The width in pixels of the orange bar in the frame at `time`, 0 when there is none.
    private func barWidth(_ player: Player, at time: Double) throws -> Int {
        guard let bar = box(of: .orange, in: try player.frame(at: time).render()) else { return 0 }
        return bar.maxX - bar.minX + 1
    }

    private func tapScore(_ player: Player) throws {
        #expect(player.tap(at: try #require(player.location(of: TargetName("button", label: "Score")))))
    }

    @Test func aNewHighScoreGrowsTheBarWithAnAnimation() throws {
        let store = AppStorageStore()
        let player = Player(size: size) { HighScoreGame().defaultAppStorage(store) }
        #expect(try barWidth(player, at: 0) == 0)
        let start = player.clock.now
        try tapScore(player)
        let halfway = try barWidth(player, at: start + 0.5)
        #expect(halfway > 5 && halfway < 15, "half of one point's 20: \(halfway)")
        #expect(try barWidth(player, at: start + 2) == 20)
    }

    @Test func theHighScoreIsThereInTheNextLaunch() throws {
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("appstorage-\(UUID().uuidString)/AppStorage.json")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let firstLaunch = AppStorageStore(url: file)
        let first = Player(size: size) { HighScoreGame().defaultAppStorage(firstLaunch) }
        for _ in 0..<3 { try tapScore(first) }
        let secondLaunch = AppStorageStore(url: file)
        let second = Player(size: size) { HighScoreGame().defaultAppStorage(secondLaunch) }
        #expect(try barWidth(second, at: 0) == 60)
    }
}
