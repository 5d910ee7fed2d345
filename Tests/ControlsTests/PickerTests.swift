import FlipbookTesting
import SnapshotTesting
import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

@MainActor
@Suite("Picker and ColorPicker")
struct PickerTests {
    private func player(_ scheme: ColorScheme = .light) -> Player {
        Player(size: CGSize(width: 390, height: 520), colorScheme: scheme) { PickersSheet() }
    }

    private func status(_ player: Player) -> String { player.texts.first { $0.hasPrefix("shading=") } ?? "" }

    @Test func aSegmentTapSelectsItsTagAndTheThumbSlides() throws {
        let player = player()
        try player.play("tap segment \"Open\"")
        #expect(status(player).hasPrefix("shading=open "))
        #expect(player.targetNames.contains(TargetName("segment", label: "Solid")), "ForEach elements are tagged by their ids")
    }

    @Test func theSegmentedControlIs32PointsTallInEqualSegments() throws {
        let player = player()
        let solid = try #require(player.location(of: TargetName("segment", label: "Solid")))
        let striped = try #require(player.location(of: TargetName("segment", label: "Striped")))
        #expect(abs(striped.x - solid.x - 358.0 / 3) < 0.001)
        #expect(solid.y == CGFloat(16 + 16), "the middle of a 32 pt row under 16 pt of padding")
    }

    @Test func aMenuPickerOpensAMenuAndAChoiceClosesIt() throws {
        let player = player()
        #expect(!player.targetNames.contains(TargetName("button", label: "Animals")))
        try player.play("tap picker \"Theme\"\ntap button \"Animals\"")
        #expect(status(player).contains("theme=Animals "))
        #expect(!player.targetNames.contains(TargetName("button", label: "Animals")), "the menu closed")
    }

    @Test func aSwatchAndTheOpacitySliderWriteTheColour() throws {
        let player = player()
        try player.play("tap color-well \"Color\"\ntap swatch 1")
        #expect(status(player).hasSuffix("color=#FFFFFF"))
        let slider = try #require(player.location(of: TargetName("slider", label: "Opacity")))
        try player.play("drag slider \"Opacity\" -> \(slider.x - 1000),\(slider.y) over 0.2\ntap button \"Close\"")
        #expect(status(player).hasSuffix("color=#FFFFFF00"))
        #expect(!player.targetNames.contains(TargetName("swatch", index: 1)))
    }

    @Test(arguments: ColorScheme.allCases)
    func openMenuAndColourPanel(colorScheme: ColorScheme) throws {
        let menu = player(colorScheme)
        try menu.play("tap segment \"Open\"\ntap picker \"Theme\"\nwait 0.3")
        assertSnapshot(of: try menu.frame(at: menu.clock.now).render(scale: 2, background: colorScheme.background),
                       as: .png, named: "menu-\(colorScheme)")
        let panel = player(colorScheme)
        try panel.play("tap color-well \"Color\"\nwait 0.5\ntap swatch 40\nwait 0.1")
        assertSnapshot(of: try panel.frame(at: panel.clock.now).render(scale: 2, background: colorScheme.background),
                       as: .png, named: "colors-\(colorScheme)")
    }
}
