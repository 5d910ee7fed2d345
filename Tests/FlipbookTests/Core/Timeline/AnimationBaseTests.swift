import Foundation
import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

@Observable
@MainActor
final class AnimationBaseShelf {
    var shift = 0.0
    /// The same, published, as the course's `ObservableObject` does.
    let published = AnimationBasePublisher()
}

@MainActor
final class AnimationBasePublisher: ObservableObject {
    @Published var shift = 0.0
}

/// A card that slides when tapped, beside a bar that a tap may move too, outside the
/// animation (before or after it): through `@State` or through an observed model.
@MainActor
struct AnimationBaseCard: View {
    enum BarChange: Sendable { case none, barByState, barByModel, barByPublished, barByStateAfter, barByModelAfter }
    let barChange: BarChange
    let shelf: AnimationBaseShelf
    @State private var isRight = false
    @State private var barShift = 0.0

    var body: some View {
        VStack(spacing: 10) {
            Rectangle().fill(Color.teal).frame(width: 40, height: 20)
                .offset(x: barShift + shelf.shift + shelf.published.shift)
                .touchTarget(TargetName("bar"))
            RoundedRectangle(cornerRadius: 6).fill(Color.orange).frame(width: 60, height: 80)
                .offset(x: isRight ? 60 : -60)
                .touchTarget(TargetName("card"))
                .onTapGesture {
                    switch barChange {
                    case .barByState: barShift += 50
                    case .barByModel: shelf.shift += 50
                    case .barByPublished: shelf.published.shift += 50
                    default: break
                    }
                    withAnimation(.linear(duration: 1)) { isRight.toggle() }
                    switch barChange {
                    case .barByStateAfter: barShift += 50
                    case .barByModelAfter: shelf.shift += 50
                    default: break
                    }
                }
        }
    }
}

/// Dots dealt one after another by a `withAnimation` each, in one tap, as the course deals cards.
@MainActor
struct AnimationBaseDeal: View {
    @State private var shown: Set<Int> = []

    var body: some View {
        VStack(spacing: 20) {
            Rectangle().fill(Color.teal).frame(width: 60, height: 30)
                .touchTarget(TargetName("deal"))
                .onTapGesture {
                    for dot in 0..<4 {
                        withAnimation(.linear(duration: 0.5).delay(Double(dot) * 0.1)) { _ = shown.insert(dot) }
                    }
                }
            HStack(spacing: 8) {
                ForEach(0..<4, id: \.self) { dot in
                    Circle().fill(Color.indigo).frame(width: 30, height: 30)
                        .offset(y: shown.contains(dot) ? 0 : 80)
                }
            }
        }
    }
}

@MainActor
@Suite("withAnimation: the pass before the changes builds only when something changed")
struct AnimationBaseTests {
    private static let size = CGSize(width: 240, height: 200)

    /// The player at rest, then tapped on the card at 0.5 s; frames at 0, 0.5 and 0.6 s.
    private func tapped(_ barChange: AnimationBaseCard.BarChange, reusingScene: Bool, trackedOnly: Bool = false) throws
        -> (player: Player, builds: Int, frames: [Bitmap]) {
        let shelf = AnimationBaseShelf()
        let player = Player(size: Self.size) { AnimationBaseCard(barChange: barChange, shelf: shelf) }
        player.shortcuts.reusesScene = reusingScene
        player.updatesOnlyForTrackedChanges = trackedOnly
        var frames = [try player.frame(at: 0).render(scale: 1)]
        frames.append(try player.frame(at: 0.5).render(scale: 1))
        let before = player.scenesBuilt
        player.tap(at: try #require(player.location(of: TargetName("card"))))
        let builds = player.scenesBuilt - before
        frames.append(try player.frame(at: 0.6).render(scale: 1))
        return (player, builds, frames)
    }

    @Test func aTapThatOnlyAnimatesBuildsOnceForItsChangeAndOnceAfterTheIntent() throws {
        let cached = try tapped(.none, reusingScene: true), fresh = try tapped(.none, reusingScene: false)
        // The scene stood and nothing changed before `withAnimation`: its pass presents the
        // laid-out tree again instead of building it (the tap's other passes build as before).
        #expect(cached.builds == fresh.builds - 1)
        let sameFrames = cached.frames == fresh.frames
        #expect(sameFrames, "the frames are those of a player that builds every pass")
        // The card (from x 30 to 150 in 1 s) is under way 0.1 s after the tap.
        let cardLeft = try #require(Self.leftEdge(of: .orange, row: 110, in: cached.frames[2]))
        #expect(cardLeft > 35 && cardLeft < 60, "card's left edge at \(cardLeft)")
    }

    @Test(arguments: [AnimationBaseCard.BarChange.barByState, .barByModel, .barByPublished, .barByStateAfter, .barByModelAfter])
    func aChangeBeforeOrAfterWithAnimationStillJumps(_ change: AnimationBaseCard.BarChange) throws {
        let cached = try tapped(change, reusingScene: true), fresh = try tapped(change, reusingScene: false)
        // The views are built for the bar's change, made before `withAnimation` or after the
        // views it built (the intent ends with a build whatever it did).
        let spared = [.barByState, .barByModel, .barByPublished].contains(change) ? 0 : 1
        #expect(cached.builds == fresh.builds - spared)
        let sameFrames = cached.frames == fresh.frames
        #expect(sameFrames, "the frames are those of a player that builds every pass")
        let barBefore = try #require(Self.leftEdge(of: .teal, row: 55, in: cached.frames[1]))
        let barAfter = try #require(Self.leftEdge(of: .teal, row: 55, in: cached.frames[2]))
        #expect(barAfter - barBefore == 50, "the bar jumped its whole 50 pt at once")
        let cardLeft = try #require(Self.leftEdge(of: .orange, row: 110, in: cached.frames[2]))
        #expect(cardLeft > 35 && cardLeft < 60, "while the card is under way: \(cardLeft)")
    }

    @Test(arguments: [false, true])
    func aDealOfFourAnimationsBuildsOnceForEach(trackedOnly: Bool) throws {
        func dealt(reusingScene: Bool) throws -> (builds: Int, frames: [Bitmap]) {
            let player = Player(size: Self.size) { AnimationBaseDeal() }
            player.shortcuts.reusesScene = reusingScene
            player.updatesOnlyForTrackedChanges = trackedOnly
            _ = player.frame(at: 0)
            let before = player.scenesBuilt
            player.tap(at: try #require(player.location(of: TargetName("deal"))))
            let builds = player.scenesBuilt - before
            let frames = try (1...20).map { try player.frame(at: Double($0) / 30).render(scale: 1) }
            return (builds, frames)
        }
        let cached = try dealt(reusingScene: true), fresh = try dealt(reusingScene: false)
        // Each `withAnimation` changed only what the one before built: four passes present the
        // views again instead of building them; when only tracked changes count, so does the
        // pass after the intent (nothing changed after the last `withAnimation`).
        #expect(cached.builds == fresh.builds - (trackedOnly ? 5 : 4))
        let sameFrames = cached.frames == fresh.frames
        #expect(sameFrames, "the frames are those of a player that builds every pass")
        let dealt = cached.frames[5] != cached.frames[19]
        #expect(dealt, "the dots are on their way at frame 5")
    }

    @Test(arguments: [AnimationBaseCard.BarChange.none, .barByState, .barByModel, .barByPublished, .barByStateAfter, .barByModelAfter])
    func whenOnlyTrackedChangesCountAnIntentEndsWithoutABuildWhenNothingChangedAfterItsAnimation(
        _ change: AnimationBaseCard.BarChange) throws {
        let tracked = try tapped(change, reusingScene: true, trackedOnly: true)
        let every = try tapped(change, reusingScene: true)
        // The bar's change made after `withAnimation` is tracked: the intent ends with a build.
        let after = change == .barByStateAfter || change == .barByModelAfter
        #expect(tracked.builds == every.builds - (after ? 0 : 1))
        let sameFrames = tracked.frames == every.frames
        #expect(sameFrames, "the frames are those of a player that builds after every intent")
        if change != .none {
            let barBefore = try #require(Self.leftEdge(of: .teal, row: 55, in: tracked.frames[1]))
            let barAfter = try #require(Self.leftEdge(of: .teal, row: 55, in: tracked.frames[2]))
            #expect(barAfter - barBefore == 50, "the bar jumped its whole 50 pt at once")
        }
    }

    /// The first column of row `y` whose pixel is `color` (within 2 levels a channel).
    private static func leftEdge(of color: Color, row y: Int, in bitmap: Bitmap) -> Int? {
        (0..<bitmap.width).first { x in
            let pixel = bitmap[x, y]
            return abs(pixel.red - color.red) < 2.0 / 255 && abs(pixel.green - color.green) < 2.0 / 255
                && abs(pixel.blue - color.blue) < 2.0 / 255
        }
    }
}
