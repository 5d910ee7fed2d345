import Flipbook
import SwiftUICompatibility
import Testing

@MainActor
@Suite("Navigation and alerts of 2020")
struct NavigationTests {
    private func player() -> Player { Player(size: CGSize(width: 390, height: 844)) { ThemeList() } }

    @Test func theNavigationViewShowsItsBarItemAndItsLinkPushes() throws {
        let player = player()
        #expect(player.targetNames.contains(TargetName("button", label: "Alert")), "the trailing bar item")
        let square = try #require(box(of: .yellow, in: try player.frame(at: 0).render()))
        let link = CGPoint(x: CGFloat(square.minX + square.maxX) / 2, y: CGFloat(square.minY) - 20)
        #expect(player.tap(at: link))
        player.advance(to: 1)
        #expect(player.targetNames.contains(TargetName("button", label: "Done")), "the pushed screen")
        let done = try #require(player.location(of: TargetName("button", label: "Done")))
        #expect(player.tap(at: done))
        player.advance(to: 2)
        #expect(!player.targetNames.contains(TargetName("button", label: "Done")), "presentationMode dismissed it")
    }

    @Test func theBarItemPresentsTheAlert() throws {
        let player = player()
        let before = try player.frame(at: player.clock.now).render()
        let alert = try #require(player.location(of: TargetName("button", label: "Alert")))
        #expect(player.tap(at: alert))
        player.advance(to: 1)
        #expect(player.targetNames.contains { $0.label == "OK" }, "the alert's dismiss button")
        #expect(try player.frame(at: player.clock.now).render() != before)
    }

    @Test func aSplitViewShowsTheDetailAloneWhenItsVisibilitySaysSo() throws {
        let all = try render(ThemeSplit(detailOnly: false), width: 1024, height: 300)
        let detailOnly = try render(ThemeSplit(detailOnly: true), width: 1024, height: 300)
        #expect(!isClose(all[100, 150], .orange), "the sidebar, 320 points wide")
        #expect(isClose(all[700, 150], .orange))
        #expect(isClose(detailOnly[100, 150], .orange), "the detail across the whole width")
    }

    @Test func theMainScreenIsTheOneTheViewsAreDrawnOn() throws {
        let bitmap = try render(QuarterScreenCard(), width: 400, height: 40)
        let card = try #require(box(of: .purple, in: bitmap))
        #expect(card.maxX - card.minX + 1 == 100)
    }
}
