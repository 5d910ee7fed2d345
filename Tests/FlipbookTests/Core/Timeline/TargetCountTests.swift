import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

/// Views named alike, some out of reach: behind a clip, not taking touches, or a second
/// name in a stack whose frontmost view is clipped.
private struct NamesInAndOutOfReach: View {
    private func named(_ label: String) -> some View {
        Color.red.frame(width: 10, height: 10).touchTarget(TargetName("button", label: label))
    }

    var body: some View {
        VStack {
            named("Same")
            named("Same").zIndex(1)
            named("Same").allowsHitTesting(false)
            ZStack { named("Same").offset(y: 100) }.frame(width: 10, height: 10).clipped()
            ZStack {
                ZStack { named("Pair"); named("Pair").offset(x: 100) }
            }
            .frame(width: 10, height: 10).clipped()
            named("Solo")
        }
    }
}

@MainActor
@Suite("Script targets: counting the views a labelled name aims at")
struct TargetCountTests {
    private let player = Player(size: CGSize(width: 200, height: 200)) { NamesInAndOutOfReach() }

    /// `count(of:)` walks the tree once for one name; it must agree with the list of every
    /// name on screen, which the ambiguity check read before.
    @Test func theCountOfANameIsHowOftenTheListOfNamesHoldsIt() {
        let names = player.targetNames
        for name in Set(names) + [TargetName("button", label: "Gone")] {
            #expect(player.count(of: name) == names.filter { $0 == name }.count, "\(name)")
        }
        #expect(player.count(of: TargetName("button", label: "Same")) == 2, "\(names)")
        #expect(player.count(of: TargetName("button", label: "Pair")) == 0, "its frontmost view is clipped away: \(names)")
    }

    @Test func aLabelTwoViewsOnScreenShareIsAmbiguous() throws {
        let error = #expect(throws: ScriptAmbiguityError.self) { try play("tap button \"Same\"") }
        #expect(error?.description.hasPrefix("line 1, column 1: button \"Same\" is ambiguous: 2 on screen") == true,
                "\(error?.description ?? "")")
        try play("tap button \"Solo\"")
    }

    private func play(_ script: String) throws {
        _ = try ScriptRunner(player: player, fps: 30).run(try TouchScript(parsing: script))
    }
}
