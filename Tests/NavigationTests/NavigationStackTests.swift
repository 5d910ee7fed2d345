import TestSupport
import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

@MainActor
@Suite("NavigationStack: bars, push and pop, paths")
struct NavigationStackTests {
    private func player() -> Player { Player.onIPhone13 { ThemeChooserSheet() } }

    @Test func theLargeTitleIs34PointBoldAtX16UnderBarsOf47And44() throws {
        let player = player()
        _ = player.frame(at: 0)
        let title = try #require(player.presented?.screenFrame { node in
            if case let .text("Themes", style) = node.content { return style.font.size == 34 } else { return false }
        })
        #expect(abs(title.minX - 16) < 0.01)
        #expect(title.minY >= 47 + 44 && title.maxY <= 47 + 44 + 52, "\(title)")
        let font = try #require(player.presented?.first(where: { node in
            if case let .text("Themes", style) = node.content { return style.font.size == 34 } else { return false }
        }))
        if case let .text(_, style) = font.content { #expect(style.font.weight == .bold) }
        let edit = try #require(player.frame(ofText: "Edit"))
        #expect(abs(edit.minX - 16) < 0.01 && abs(edit.midY - (47 + 22)) < 0.5)
    }

    @Test func aPushSlidesTheNewScreenInOverTheOldWhichMovesAThirdAndDims() throws {
        let player = player()
        try player.play("tap row \"Faces\"")
        _ = player.frame(at: 0.175)
        let incoming = try #require(player.frame(ofText: "Pairs"))
        let outgoing = try #require(player.frame(ofText: "Halloween"))
        #expect(abs(incoming.minX - (40 + 195)) < 1, "halfway in at 50%: \(incoming)")
        #expect(abs(outgoing.minX - (40 - 65)) < 1, "a sixth of the width out at 50%: \(outgoing)")
        try player.play("wait 1")
        #expect(abs(try #require(player.frame(ofText: "Pairs")).minX - 40) < 0.5)
        #expect(player.targetNames.contains(TargetName("back")))
    }

    @Test func theBackButtonIsTitledWithThePreviousScreenAndPops() throws {
        let player = player()
        try player.play("tap row \"Vehicles\"\nwait 1")
        #expect(player.texts.contains("Themes"), "the back button says Themes")
        #expect(player.texts.contains("Vehicles"))
        try player.play("tap back\nwait 3")
        #expect(!player.texts.contains("Pairs"))
        #expect(player.location(of: TargetName("back")) == nil)
    }

    @Test func aBoundPathPushesAndPopsInCode() throws {
        let path = PathBox()
        let player = Player.onIPhone13 { PathStack(box: path) }
        _ = player.frame(at: 0)
        player.perform { path.push?("Ocean") }
        _ = player.frame(at: 1)
        #expect(player.texts.contains("Ocean screen"))
        #expect(path.value == ["Ocean"])
        try player.play("tap back\nwait 3")
        #expect(path.value.isEmpty)
    }

    @Test func scrollingTheListCollapsesTheLargeTitleIntoTheBar() throws {
        let player = player()
        try player.play("scroll list by 0,100 over 0.3\nwait 0.5")
        let inline = try #require(player.presented?.first(where: { node in
            if case let .text("Themes", style) = node.content { return style.font.size == 17 } else { return false }
        }))
        #expect(inline.attributes.effects.contains { if case .opacity(1) = $0 { true } else { false } })
    }
}

/// A path kept outside the view, pushed in code.
@MainActor
final class PathBox: @unchecked Sendable {
    var value: [String] = []
    var push: ((String) -> Void)?
}

private struct PathStack: View {
    let box: PathBox
    @State private var path: [String] = []

    var body: some View {
        box.value = path
        let binding = $path
        box.push = { binding.wrappedValue.append($0) }
        return NavigationStack(path: $path) {
            Text("Root").navigationTitle("Places")
                .navigationDestination(for: String.self) { Text("\($0) screen").navigationTitle($0) }
        }
    }
}

@MainActor
@Suite("NavigationStack: destinations pushed by a binding")
struct PresentedDestinationTests {
    @Test func aBindingPushesItsDestinationAndBackSetsItFalse() throws {
        let player = Player.onIPhone13 { SettingsStack() }
        try player.play("tap button \"Settings\"\nwait 1")
        #expect(player.texts.contains("Sound on"))
        try player.play("tap back\nwait 3")
        #expect(!player.texts.contains("Sound on"))
        #expect(player.location(of: TargetName("back")) == nil)
    }
}

private struct SettingsStack: View {
    @State private var showsSettings = false

    var body: some View {
        NavigationStack {
            Button("Settings") { withAnimation { showsSettings = true } }
                .navigationTitle("Home")
                .navigationDestination(isPresented: $showsSettings) { Text("Sound on").navigationTitle("Settings") }
        }
    }
}
