@testable import Flipbook
import Testing

/// A dynamic property of one's own: a struct of two `@State`s.
private struct TapTally: DynamicProperty {
    @State var taps = 0
    @State var label = "none"
}

private final class Model {
    let name: String
    init(name: String) { self.name = name }
}

/// Stored properties of every kind before and between the dynamic ones, so that each is read
/// at its own offset: a string, a closure, a class, an optional, a struct of `@State`s, and a
/// generic view whose size depends on the specialisation.
private struct Crowded<Badge: View>: View {
    let title: String
    let onTap: () -> Void
    let model: Model
    let note: Int?
    @State private var count = 0
    var tally = TapTally()
    let badge: Badge
    @State private var flag = false

    var body: some View {
        VStack {
            Text("\(title) \(model.name) \(count) \(tally.taps) \(tally.label) \(flag)")
            badge
        }
        .contentShape(Rectangle())
        .onTapGesture {
            onTap()
            count += 1
            tally.taps += 2
            tally.label = "tapped"
            flag.toggle()
        }
        .touchTarget(TargetName("crowded"))
    }
}

@Suite("Dynamic properties found by their type's layout")
struct PropertyPlanTests {
    @Test func propertiesAtEveryOffsetAndInsideStructsKeepTheirState() throws {
        var closureRuns = 0
        let player = Player(size: Size(width: 390, height: 200)) {
            Crowded(title: "T", onTap: { closureRuns += 1 }, model: Model(name: "m"), note: nil,
                    badge: Text("badge").padding(3))
        }
        for _ in 0..<3 {
            player.tap(at: try #require(player.location(of: TargetName("crowded"))))
            _ = player.frame(at: player.clock.now + 0.1)
        }
        #expect(player.texts == ["T m 3 6 tapped true", "badge"])
        #expect(closureRuns == 3)
    }

    @Test func aPlanListsTheDynamicPropertiesByNameAndNothingElse() {
        let plan = PropertyPlan(of: Crowded<Text>.self)
        #expect(plan.fieldNames == ["_count", "tally", "_flag"])
        #expect(PropertyPlan(of: TapTally.self).fieldNames == ["_taps", "_label"])
        #expect(PropertyPlan(of: Model.self).isEmpty)
    }
}
