import Flipbook
import SwiftUICompatibility
import Testing

@MainActor
final class Counter: @unchecked Sendable {
    var count = 0
}

@MainActor
@Suite("Button styles")
struct ButtonTests {
    @Test func everyStyledButtonActsOnATap() throws {
        let taps = Counter()
        let player = Player(size: CGSize(width: 300, height: 400)) { ButtonStyles { taps.count += 1 } }
        for label in ["Bordered", "Prominent", "Plain", "Pill", "Delete"] {
            let place = try #require(player.location(of: TargetName("button", label: label)), "\(label) is a button")
            #expect(player.tap(at: place))
        }
        #expect(taps.count == 5)
    }

    @Test func aProminentButtonIsFilledWithTheAccentColour() throws {
        let bitmap = try render(Button("Prominent") {}.buttonStyle(.borderedProminent), width: 200, height: 60)
        let fill = try #require(box(of: .blue, in: bitmap))
        #expect(fill.maxX - fill.minX > 90 && fill.maxY - fill.minY >= 30, "the label and its padding")
    }

    @Test func aBorderedButtonIsPaleAndTinted() throws {
        let bitmap = try render(Button("Bordered") {}.buttonStyle(.bordered), width: 200, height: 60)
        let pale = Color.blue.opacity(0.15)
        let onWhite = Color(red: 1 - 0.15 * (1 - pale.red), green: 1 - 0.15 * (1 - pale.green), blue: 1)
        #expect(isClose(bitmap[62, 20], onWhite, tolerance: 0.03), "the pale platter beside the label")
        #expect(box(of: .blue, in: bitmap) != nil, "the label in the accent colour")
    }

    @Test func aCustomStyleDrawsItsCapsule() throws {
        let bitmap = try render(Button("Pill") {}.buttonStyle(PillStyle()), width: 200, height: 60)
        let pill = try #require(box(of: .orange, in: bitmap))
        #expect(pill.maxX - pill.minX > 60)
        #expect(isClose(bitmap[100, 30], .white) || isClose(bitmap[100, 30], .orange), "white text on orange")
    }

    @Test func aPlainButtonKeepsTheColourAroundIt() throws {
        let plain = try render(Button("Plain") {}.buttonStyle(.plain), width: 200, height: 60)
        #expect(box(of: .blue, in: plain) == nil, "not tinted")
        #expect(box(of: .black, in: plain) != nil)
    }
}
