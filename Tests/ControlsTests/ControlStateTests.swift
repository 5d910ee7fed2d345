import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

private struct Settings: View {
    @State private var pairs = 3
    @State private var sound = false
    @State private var volume = 0.5
    @State private var locked = false

    var body: some View {
        VStack(spacing: 12) {
            Stepper("Pairs", value: $pairs, in: 2...4)
            Toggle("Sound", isOn: $sound)
            Toggle("Locked", isOn: $locked)
            Slider(value: $volume, in: 0...10, step: 1) { Text("Volume") }
            Stepper("Frozen", value: $pairs, in: 2...4).disabled(locked)
            Text("pairs=\(pairs) sound=\(sound) volume=\(volume)")
        }
        .padding(16)
    }
}

@MainActor
@Suite("Controls: state changes through touch scripts")
struct ControlStateTests {
    private func player() -> Player { Player(size: CGSize(width: 390, height: 400)) { Settings() } }

    private func status(_ player: Player) -> String { player.texts.first { $0.hasPrefix("pairs=") } ?? "" }

    @Test func theStepperStepsAndStopsAtItsBounds() throws {
        let player = player()
        try player.play("tap stepper \"Pairs\" +\ntap stepper \"Pairs\" +\ntap stepper \"Pairs\" +")
        #expect(status(player).hasPrefix("pairs=4 "), "the + does nothing at the upper bound")
        try player.play("tap stepper \"Pairs\" -\ntap stepper \"Pairs\" -\ntap stepper \"Pairs\" -\ntap stepper \"Pairs\" -")
        #expect(status(player).hasPrefix("pairs=2 "), "the − does nothing at the lower bound")
    }

    @Test func theStepperIs94By32PointsAtTheTrailingEdge() throws {
        let player = player()
        let minus = try #require(player.location(of: TargetName("stepper", label: "Pairs", part: "-")))
        let plus = try #require(player.location(of: TargetName("stepper", label: "Pairs", part: "+")))
        #expect(plus.x - minus.x == 47.5, "two 46.5 pt halves and a 1 pt hairline")
        #expect(abs(plus.x + 46.5 / 2 - (390 - 16)) < 0.001, "the control ends at the padding")
    }

    @Test func aStepperWithoutAPartNamesItsPartsInTheError() throws {
        let error = try #require(throws: ScriptRunError.self) { try player().play("tap stepper \"Pairs\"") }
        #expect(error.description.contains("stepper \"Pairs\" -, stepper \"Pairs\" +"))
    }

    @Test func aToggleFlipsAndItsKnobSlidesIn025Seconds() throws {
        let player = player()
        let start = try knobX(player)
        try player.play("tap toggle \"Sound\"")
        #expect(status(player).contains("sound=true"))
        _ = player.frame(at: player.clock.now + 0.125)
        let middle = try knobX(player)
        _ = player.frame(at: player.clock.now + 0.3)
        let end = try knobX(player)
        #expect(end - start == 20, "the knob moves from 2 pt to 22 pt inside the 51 pt capsule")
        #expect(abs(middle - (start + 10)) < 0.5, "halfway at half time (ease in-out): \(middle)")
    }

    @Test func aDisabledControlIgnoresTouches() throws {
        let player = player()
        try player.play("tap toggle \"Locked\"\ntap stepper \"Frozen\" +")
        #expect(status(player).hasPrefix("pairs=3 "))
    }

    @Test func aSliderFollowsTheFingerInSteps() throws {
        let player = player()
        let centre = try #require(player.location(of: TargetName("slider", label: "Volume")))
        try player.play("drag slider \"Volume\" -> 100,\(centre.y) over 0.2")
        // The knob's centre travels from 16 + 14 to 374 − 14: 100 pt is (100 − 30) / 330 of the way.
        // A Double in a Text literal's interpolation reads with six decimals, as on iOS.
        #expect(status(player).hasSuffix("volume=2.000000"))
        try player.play("drag slider \"Volume\" -> 999,\(centre.y) over 0.2")
        #expect(status(player).hasSuffix("volume=10.000000"), "clamped to the range")
    }

    @Test func theSpinnerTurnsWithTheVirtualClock() {
        let player = Player(size: CGSize(width: 40, height: 40)) { ProgressView() }
        let first = player.frame(at: 0), later = player.frame(at: 0.125), turn = player.frame(at: 1)
        #expect(first.root.map(String.init(describing:)) != later.root.map(String.init(describing:)))
        #expect(first.root.map(String.init(describing:)) == turn.root.map(String.init(describing:)), "eight steps a second")
    }

    private func knobX(_ player: Player) throws -> Double {
        _ = player.frame(at: player.clock.now)
        let toggle = try #require(player.presented?.first { $0.attributes.target == TargetName("toggle", label: "Sound") })
        let knob = try #require(toggle.first { node in node.frame.size == CGSize(width: 27, height: 27) })
        return knob.transformFromParent.tx
    }
}
