import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

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

/// A dynamic property of one's own, generic: the offsets inside it depend on `Value`.
private struct Pair<Value>: DynamicProperty {
    @State var first: Value
    @State var taps = 0
}

private struct PairView: View {
    let label: String
    var pair = Pair(first: "start")
    lazy var unused = 0

    var body: some View {
        Text("\(label) \(pair.first) \(pair.taps)")
            .contentShape(Rectangle())
            .onTapGesture {
                pair.first = "tapped"
                pair.taps += 1
            }
            .touchTarget(TargetName("pair"))
    }
}

/// An animatable view (carried as a modifier, see `DynamicPropertyContainer`) with state.
private struct Pulse: View, Animatable {
    nonisolated var animatableData: Double
    @State private var taps = 0

    var body: some View {
        Text("pulse \(taps)")
            .contentShape(Rectangle())
            .onTapGesture { taps += 1 }
            .touchTarget(TargetName("pulse"))
    }
}

/// Properties that are not connected, as in SwiftUI: an optional state, an existential, a plain
/// value and a closure.
private struct Unconnected: View {
    let maybe: State<Int>? = State(wrappedValue: 1)
    let anything: Any = State(wrappedValue: 2)
    let name = "plain"
    let action: () -> Void = {}
    var body: some View { Text(name) }
}

@MainActor
@Suite("Dynamic properties found by their type's layout")
struct PropertyPlanTests {
    @Test func propertiesAtEveryOffsetAndInsideStructsKeepTheirState() throws {
        var closureRuns = 0
        let player = Player(size: CGSize(width: 390, height: 200)) {
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

    @Test func aGenericStructOfOnesOwnAndAnAnimatableViewKeepTheirState() throws {
        let player = Player(size: CGSize(width: 390, height: 200)) {
            VStack {
                PairView(label: "pair")
                Pulse(animatableData: 0)
            }
        }
        for _ in 0..<2 {
            player.tap(at: try #require(player.location(of: TargetName("pair"))))
            player.tap(at: try #require(player.location(of: TargetName("pulse"))))
            _ = player.frame(at: player.clock.now + 0.1)
        }
        #expect(player.texts == ["pair tapped 2", "pulse 2"])
    }

    @Test func aPlanListsTheDynamicPropertiesByNameAndNothingElse() {
        let plan = PropertyPlan(of: Crowded<Text>.self)
        #expect(plan.fieldNames == ["_count", "tally", "_flag"])
        #expect(PropertyPlan(of: TapTally.self).fieldNames == ["_taps", "_label"])
        #expect(PropertyPlan(of: Pair<String>.self).fieldNames == ["_first", "_taps"])
        #expect(PropertyPlan(of: Unconnected.self).isEmpty)
    }

    /// The keys are the names `Mirror` gives (the engine's keys before plans), a lazy
    /// property's storage among the fields passed over.
    @Test func aPlanNamesPropertiesAsAMirrorDoes() {
        let view = PairView(label: "x")
        let mirrored = Mirror(reflecting: view).children.compactMap { $0.value is any DynamicProperty ? $0.label : nil }
        #expect(mirrored == ["pair"])
        #expect(PropertyPlan(of: PairView.self).fieldNames == mirrored)
        let labels = Mirror(reflecting: view).children.compactMap(\.label)
        #expect(labels.contains("$__lazy_storage_$_unused"))
    }
}
