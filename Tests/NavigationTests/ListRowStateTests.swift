import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

/// A button in a form row with its state shown in an overlay, and a colour picker.
private struct OverlayForm: View {
    let overlayTakesTouches: Bool
    @State private var open = false
    @State private var color = Color.orange

    var body: some View {
        Form {
            Button("O") { open.toggle() }
                .overlay { Text(open ? "OPEN" : "SHUT").allowsHitTesting(overlayTakesTouches) }
            ColorPicker("Tint", selection: $color)
            Text("color=\(color)")
        }
    }
}

/// A form in a sheet with a colour picker, over a screen.
private struct RibbonSheet: View {
    @State private var isOrdering = true
    @State private var ribbon = Color.red

    var body: some View {
        Text("Behind").sheet(isPresented: $isOrdering) {
            Form { Text("Order"); ColorPicker("Ribbon", selection: $ribbon) }
        }
    }
}

/// A row of the app's own whose body reads its own state.
private struct CountingRow: View {
    let name: String
    @State private var count = 0

    var body: some View {
        Button("\(name) \(count)") { count += 1 }
    }
}

@MainActor
@Suite("Form and list rows: state, overlays and what rows present")
struct ListRowStateTests {
    private func player(overlayTakesTouches: Bool = false) -> Player {
        Player(size: CGSize(width: 390, height: 600)) { OverlayForm(overlayTakesTouches: overlayTakesTouches) }
    }

    @Test func anOverlayInAFormRowFollowsTheFormsState() throws {
        let player = player()
        try player.play("tap button \"O\"\nwait 0.1")
        #expect(player.texts.contains("OPEN"), "\(player.texts)")
        try player.play("tap button \"O\"\nwait 0.1")
        #expect(player.texts.contains("SHUT"), "\(player.texts)")
    }

    /// As in SwiftUI, a text laid over a button takes the touches that land on it, so the
    /// button under it does not see them (`.allowsHitTesting(false)` lets them through).
    @Test func aTextOverlaidOnAButtonTakesTheTapsThatLandOnIt() throws {
        let player = player(overlayTakesTouches: true)
        try player.play("tap button \"O\"\nwait 0.1")
        #expect(player.texts.contains("SHUT"), "\(player.texts)")
    }

    @Test func aRowsOwnStateSurvivesAndFollowsTaps() throws {
        let player = Player(size: CGSize(width: 390, height: 400)) { List { CountingRow(name: "A"); CountingRow(name: "B") } }
        try player.play("tap button \"A 0\"\nwait 0.1\ntap button \"A 1\"\ntap button \"B 0\"\nwait 0.1")
        #expect(player.texts.contains("A 2") && player.texts.contains("B 1"), "\(player.texts)")
    }

    /// The colour well's sheet is drawn over the whole screen, not inside (and clipped by) the
    /// form's rounded section, so its swatches are seen where a finger finds them.
    @Test func aColourWellInAFormRowOpensASheetWhoseSwatchesAreSeen() throws {
        let player = player()
        try player.play("tap color-well \"Tint\"\nwait 0.5")
        let swatch = try #require(player.location(of: TargetName("swatch", index: 30)))
        let bitmap = try player.frame(at: player.clock.now).render(scale: 1)
        let expected = ColorPanel.swatchColor(29), seen = bitmap[Int(swatch.x), Int(swatch.y)]
        #expect(abs(seen.red - expected.red) + abs(seen.green - expected.green) + abs(seen.blue - expected.blue) < 0.02,
                "swatch 30 drawn at \(swatch): \(seen), not \(expected)")
        try player.play("tap swatch 30\ntap button \"Close\"\nwait 0.5")
        #expect(player.texts.contains("color=\(expected)"), "\(player.texts)")
        #expect(!player.targetNames.contains(TargetName("swatch", index: 30)), "the sheet went down")
    }

    @Test func aSwatchThatIsNotThereNamesWhatTheSheetShows() throws {
        let player = player()
        let closed = try #require(throws: ScriptRunError.self) { try player.play("tap swatch 3") }
        #expect(closed.description.contains("color-well \"Tint\""), "\(closed)")
        try player.play("tap color-well \"Tint\"\nwait 0.5")
        let open = try #require(throws: ScriptRunError.self) { try player.play("tap swatch 121") }
        #expect(open.description.hasSuffix("no swatch 121 on screen (there is: button \"Close\", swatch 1…120, slider \"Opacity\")"),
                "\(open)")
    }

    /// A sheet under the colour sheet shrinks back to peek above it, as the screen under the
    /// first sheet does, so both are seen stacked.
    @Test func theSheetUnderTheColourSheetShrinksBackAboveIt() throws {
        let player = Player(size: CGSize(width: 390, height: 844)) { RibbonSheet() }
        player.safeAreaInsets = DeviceScreen.iPhone13.safeArea
        let statusBar = DeviceScreen.iPhone13.safeArea.top
        try player.play("wait 1")
        let before = try #require(player.frame(ofText: "Order"))
        try player.play("tap color-well \"Ribbon\"\nwait 1")
        let after = try #require(player.frame(ofText: "Order"))
        #expect(abs(after.width - before.width * 0.92) < 0.01, "shrunk to 92%: \(before) → \(after)")
        let top = SheetContainer.top(below: statusBar)
        #expect(abs(after.minY - (statusBar + (before.minY - top) * 0.92)) < 0.01,
                "the sheet's top moved up to the status bar: \(after)")
        #expect(player.texts.contains("Colors"))
    }
}
