import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

/// Taps the view named `square` and expects it to slide 100 points right over a second: half
/// way at 0.5 s, there at 1.5 s (a tap that changes state inside `withAnimation(.linear(duration: 1))`).
@MainActor func expectTapSlidesTheSquare(_ player: Player) throws {
    let start = try #require(player.location(of: TargetName("square")))
    player.tap(at: start)
    _ = player.frame(at: 0.5)
    let halfway = try #require(player.drawnLocation(of: TargetName("square")))
    #expect(abs(halfway.x - (start.x + 50)) < 0.001)
    _ = player.frame(at: 1.5)
    #expect(abs(try #require(player.drawnLocation(of: TargetName("square"))).x - (start.x + 100)) < 0.001)
}
