import FlipbookTesting
import SnapshotTesting
import TestSupport
import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

/// `Menu` on its own and as a submenu of a context menu: where the card opens (REFERENCES.md,
/// iOS's 250-point menus of 44-point rows), what a tap does, and the colours of the rows.
@MainActor
@Suite("Menu and context menus")
struct MenuTests {
    private func player(_ scheme: ColorScheme = .light) -> Player {
        Player.onIPhone13(colorScheme: scheme) { MenuScreen() }
    }

    private func shows(_ title: String, in player: Player) -> Bool {
        player.targetNames.contains(TargetName("button", label: title))
    }

    /// The frame on screen of the icon `systemName`.
    private func frame(ofSymbol systemName: String, in player: Player) -> CGRect? {
        player.presented?.screenFrame { node in
            if case let .symbol(symbol, _, _) = node.content { symbol.systemName == systemName } else { false }
        }
    }

    /// The colour of the first text showing `string`.
    private func color(of string: String, in player: Player) -> Color? {
        guard case let .text(_, style)? = player.presented?.first(where: { node in
            if case .text(string, _) = node.content { true } else { false }
        })?.content else { return nil }
        return style.color
    }

    @Test func aMenuOpensItsCardUnderItsLabelWithTheLeadingEdgesLinedUp() throws {
        let player = player()
        _ = player.frame(at: 0)
        #expect(!shows("By Name", in: player))
        let sort = try #require(player.frame(ofText: "Sort"))
        try player.play("tap button \"Sort\"\nwait 0.5")
        let byName = try #require(player.frame(ofText: "By Name")), byDate = try #require(player.frame(ofText: "By Date"))
        #expect(abs(byName.minX - (sort.minX + 16)) < 0.01, "16 points inside the card, whose edge is the label's: \(byName)")
        #expect(abs(byName.midY - (sort.maxY + 8 + 22)) < 0.01, "the first 44-point row 8 points under the label: \(byName)")
        #expect(abs(byDate.midY - byName.midY - 44) < 0.01)
        let more = try #require(player.frame(ofText: "More"))
        #expect(abs(more.midY - byDate.midY - 44 - 8) < 0.01, "a divider leaves an 8-point band: \(more)")
        let chevron = try #require(frame(ofSymbol: "chevron.right", in: player))
        #expect(abs(chevron.midX - (sort.minX + 250 - 16 - 12)) < 0.01, "the submenu's chevron in the trailing icon column: \(chevron)")
    }

    @Test func onTheRightHalfTheCardLinesUpWithTheLabelsTrailingEdge() throws {
        let player = player()
        _ = player.frame(at: 0)
        let options = try #require(player.frame(ofText: "Options"))
        try player.play("tap button \"Options\"\nwait 0.5")
        let share = try #require(player.frame(ofText: "Share"))
        #expect(abs(share.minX - (options.maxX - 250 + 16)) < 0.01, "\(options) → \(share)")
        let icon = try #require(frame(ofSymbol: "paperplane", in: player))
        #expect(abs(icon.midX - (options.maxX - 16 - 12)) < 0.01, "the icon at the trailing edge: \(icon)")
    }

    @Test func choosingAnItemRunsItAndClosesTheMenuAndATapOutsideOnlyCloses() throws {
        let player = player()
        try player.play("tap button \"Sort\"\nwait 0.3\ntap button \"By Date\"\nwait 0.5")
        #expect(player.texts.contains("date"))
        #expect(!shows("By Name", in: player), "closed")
        try player.play("tap button \"Options\"\nwait 0.3\ntap 100,500\nwait 0.5")
        #expect(!shows("Share", in: player) && player.texts.contains("date") && !player.texts.contains("date, shared"))
    }

    @Test func aSubmenuOfAMenuOpensOverItAndItsItemsRun() throws {
        let player = player()
        try player.play("tap button \"Sort\"\nwait 0.3\ntap button \"More\"\nwait 0.5")
        #expect(shows("Reverse", in: player))
        #expect(!shows("By Name", in: player), "the card under the submenu takes no touches")
        try player.play("tap button \"Reverse\"\nwait 0.5")
        #expect(player.texts.contains("reversed") && !shows("Reverse", in: player))
    }

    @Test func aContextMenuNearTheBottomOpensAboveTheLiftedView() throws {
        let player = player()
        _ = player.frame(at: 0)
        let pressed = try #require(player.frame(ofText: "Halloween"))
        try player.play("long-press theme for 0.6\nwait 0.6")
        let move = try #require(player.frame(ofText: "Move To"))
        // The platter: 8 points above and below the view, grown 4% about its middle.
        let platterTop = pressed.midY - (pressed.height / 2 + 8) * 1.04
        #expect(abs(move.midY - (platterTop - 10 - 22)) < 0.01, "the last row 10 points above the platter: \(move)")
        let duplicate = try #require(player.frame(ofText: "Duplicate"))
        #expect(abs(move.midY - duplicate.midY - 88) < 0.01)
        #expect(frame(ofSymbol: "plus", in: player) != nil && frame(ofSymbol: "chevron.right", in: player) != nil)
    }

    @Test(arguments: ColorScheme.allCases)
    func rowsAreInTheLabelColourAndDestructiveOnesRed(scheme: ColorScheme) throws {
        let player = player(scheme)
        try player.play("long-press theme for 0.6\nwait 0.6")
        #expect(color(of: "Duplicate", in: player) == scheme.primary)
        #expect(color(of: "Move To", in: player) == scheme.primary)
        #expect(color(of: "Remove", in: player) == SystemColors.red(scheme))
    }

    @Test func theSubmenuShowsItsItemsUnderAHeaderThatGoesBack() throws {
        let player = player()
        try player.play("long-press theme for 0.6\nwait 0.6\ntap button \"Move To\"\nwait 0.5")
        for theme in MenuScreen.themes { #expect(shows(theme, in: player), "\(theme)") }
        #expect(!shows("Duplicate", in: player), "the menu under the submenu takes no touches")
        let places = try #require(player.frame(ofText: "Places")), halloween = try #require(player.frame(ofText: "Halloween"))
        #expect(abs(places.midY + 22 - (halloween.midY - (halloween.height / 2 + 8) * 1.04 - 10)) < 0.01,
                "pushed up to end 10 points above the lifted view, which it does not cover: \(places)")
        try player.play("tap button \"Move To\"\nwait 0.5")
        #expect(shows("Duplicate", in: player) && !shows("Spooky", in: player), "the header went back")
        try player.play("tap button \"Move To\"\nwait 0.5\ntap button \"Winter\"\nwait 0.5")
        #expect(player.texts.contains("Winter"))
        #expect(!shows("Spooky", in: player) && !shows("Duplicate", in: player), "the whole menu closed")
        try player.play("long-press theme for 0.6\nwait 0.6")
        #expect(shows("Duplicate", in: player) && !shows("Spooky", in: player), "it opens again without the submenu")
    }

    @Test func aTapOutsideTheContextMenuClosesIt() throws {
        let player = player()
        try player.play("long-press theme for 0.6\nwait 0.6\ntap 195,200\nwait 0.5")
        #expect(!shows("Duplicate", in: player))
        #expect(player.texts.filter { $0 == "Halloween" }.count == 1, "the lifted copy is gone")
    }

    @Test(arguments: ColorScheme.allCases)
    func snapshots(colorScheme: ColorScheme) {
        assertSnapshot(of: MenuScreen(),
                       as: .frames(script: "tap button \"Sort\"\nwait 0.5\ntap button \"More\"\nwait 0.5\ntap 100,600\nwait 0.5\n"
                                   + "long-press theme for 0.6\nwait 0.6\ntap button \"Move To\"\nwait 0.1\nwait 0.5",
                                   fps: 10, at: [0.5, 1.0, 2.2, 2.7, 2.8, 3.3], colorScheme: colorScheme),
                       named: "menus-\(colorScheme)")
    }
}
