import Flipbook
import FlipbookTesting
import SnapshotTesting
import TestSupport
import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

/// Memorize Themes' chooser as a split view: themes in the sidebar, the chosen one's detail.
@MainActor
struct ThemeSplitSheet: View {
    @State private var selection: String?
    private let themes = ["Halloween", "Vehicles", "Faces", "Animals"]

    var body: some View {
        NavigationSplitView {
            List(selection: $selection) {
                ForEach(themes, id: \.self) { theme in Text(theme) }
            }
            .navigationTitle("Themes")
        } detail: {
            if let selection {
                Text("\(selection) has 8 pairs").navigationTitle(selection)
            } else {
                Text("Choose a theme").navigationTitle("Memorize")
            }
        }
    }
}

@MainActor
@Suite("NavigationSplitView: columns on a wide size, a stack on a narrow one")
struct NavigationSplitViewTests {
    static let iPad = CGSize(width: 1194, height: 834)
    static let phone = CGSize(width: 390, height: 844)
    /// An iPad's safe area on its side: the status bar, the home indicator.
    static let iPadSafeArea = EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)

    @Test func onAWideSizeTheSidebarIs320PointsThenAHairlineThenTheDetail() throws {
        let player = Player(size: Self.iPad) { ThemeSplitSheet() }
        player.safeAreaInsets = NavigationSplitViewTests.iPadSafeArea
        _ = player.frame(at: 0)
        let sidebarTitle = try #require(player.frame(ofLargeTitle: "Themes"))
        #expect(abs(sidebarTitle.minX - 16) < 0.01, "\(sidebarTitle)")
        let row = try #require(player.frame(ofText: "Halloween"))
        #expect(abs(row.minX - 40) < 0.01 && row.maxX < 320, "20-point margin and 20-point inset: \(row)")
        let detailTitle = try #require(player.frame(ofLargeTitle: "Memorize"))
        #expect(abs(detailTitle.minX - (320.5 + 16)) < 0.01, "the detail's large title at 16 in its column: \(detailTitle)")
        let hint = try #require(player.frame(ofText: "Choose a theme"))
        #expect(hint.minX >= 320.5 && abs(hint.midX - (320.5 + 1194) / 2) < 1, "centred in the detail: \(hint)")
    }

    @Test func tappingARowSelectsItAndTheDetailShowsItBesideTheSidebar() throws {
        let player = Player(size: Self.iPad) { ThemeSplitSheet() }
        player.safeAreaInsets = NavigationSplitViewTests.iPadSafeArea
        try player.play("tap row 2\nwait 0.5")
        #expect(player.texts.contains("Vehicles has 8 pairs"))
        #expect(player.texts.contains("Halloween"), "the sidebar stays")
        #expect(player.location(of: TargetName("back")) == nil, "nothing was pushed")
        let bitmap = try player.frame(at: 1).render()
        let row = try #require(player.frame(ofText: "Vehicles"))
        #expect(rgb(bitmap[150, Int(row.midY)]) == [0, 122, 255], "the selected row is filled with the accent colour")
        let other = try #require(player.frame(ofText: "Faces"))
        #expect(rgb(bitmap[150, Int(other.midY)]) == [255, 255, 255], "the others are white cells")
    }

    /// Also when an intent that changed nothing tracked after its `withAnimation` ends without
    /// a build: the stack shows the detail as the pass before declared it, so the pass after
    /// it must still be built (`PassNotes`).
    @Test(arguments: [false, true])
    func onANarrowSizeSelectingPushesTheDetailAndBackClearsTheSelection(trackedOnly: Bool) throws {
        let player = Player.onIPhone13 { ThemeSplitSheet() }
        player.updatesOnlyForTrackedChanges = trackedOnly
        try player.play("tap row \"Faces\"")
        let bitmap = try player.frame(at: 0.175).render()
        let row = try #require(player.frame(ofText: "Faces"))
        #expect(abs(row.minX - (40 - 65)) < 1, "the sidebar moves a sixth of the width out at 50%: \(row)")
        let grey = bitmap[150, Int(row.midY)]
        #expect((180...240).contains(rgb(grey)[0]) && rgb(grey)[2] > rgb(grey)[0],
                "the row is grey (under the covered screen's dimming) while the detail slides in: \(grey)")
        try player.play("wait 1")
        #expect(player.texts.contains("Faces has 8 pairs"))
        #expect(player.texts.contains("Themes"), "the back button says Themes")
        try player.play("tap back\nwait 3")
        #expect(!player.texts.contains("Faces has 8 pairs"))
        #expect(player.location(of: TargetName("back")) == nil)
        let after = try player.frame(at: 5).render()
        #expect(rgb(after[150, Int(try #require(player.frame(ofText: "Faces")).midY)]) == [255, 255, 255], "no longer selected")
        try player.play("tap row 4\nwait 7")
        #expect(player.texts.contains("Animals has 8 pairs"))
    }
}

extension Player {
    /// The frame on screen of the 34-point title `string`.
    func frame(ofLargeTitle string: String) -> CGRect? {
        presented?.screenFrame { node in
            if case let .text(text, style) = node.content { return text == string && style.font.size == 34 }
            return false
        }
    }
}

/// A colour's 8-bit channels, red, green, blue.
private func rgb(_ color: Color) -> [Int] {
    [color.red, color.green, color.blue].map { Int(($0 * 255).rounded()) }
}

/// The split view as images: references looked at before they were committed.
@MainActor
@Suite("NavigationSplitView: light and dark snapshots")
struct NavigationSplitSnapshotTests {
    @Test(arguments: ColorScheme.allCases)
    func wideWithASelection(colorScheme: ColorScheme) throws {
        let player = Player(size: NavigationSplitViewTests.iPad, colorScheme: colorScheme) { ThemeSplitSheet() }
        player.safeAreaInsets = NavigationSplitViewTests.iPadSafeArea
        try player.play("tap row 3\nwait 0.5")
        let bitmap = try player.frame(at: 1).render(background: colorScheme.background)
        assertSnapshot(of: bitmap, as: .png, named: "wide-\(colorScheme)")
    }

    @Test(arguments: ColorScheme.allCases)
    func narrowPushAndPop(colorScheme: ColorScheme) {
        assertSnapshot(of: ThemeSplitSheet(),
                       as: .frames(script: "tap row 3\nwait 0.6\ntap back\nwait 0.6", fps: 10,
                                   at: [0.1, 0.2, 0.6, 0.8], colorScheme: colorScheme),
                       named: "narrow-push-pop-\(colorScheme)")
    }
}
