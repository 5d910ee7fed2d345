import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

/// A row that counts its own taps in its text.
private struct CounterRow: View {
    @State private var count = 0
    var body: some View {
        Text("Tapped \(count)").frame(maxWidth: .infinity).contentShape(Rectangle()).onTapGesture { count += 1 }
    }
}

/// A list of names of the app's own row views; Rename changes the first.
private struct RenamingList: View {
    @State private var names = ["Apples", "Bananas"]
    let picked: (String) -> Void

    var body: some View {
        VStack {
            Button("Rename") { names[0] = "Avocados" }
            List {
                ForEach(names, id: \.self) { name in
                    NameRow(name: name).frame(maxWidth: .infinity).contentShape(Rectangle()).onTapGesture { picked(name) }
                }
            }
        }
    }
}

private struct NameRow: View {
    let name: String
    var body: some View { Text(name) }
}

@MainActor
@Suite("Lists: rows named by the first text they show now")
struct RowTitleTests {
    @Test func aRowIsNamedByItsTextAsItsOwnStateHasIt() throws {
        let player = Player(size: CGSize(width: 390, height: 400)) { List { CounterRow() } }
        try player.play("tap row \"Tapped 0\"")
        #expect(player.texts.contains("Tapped 1"))
        #expect(player.targetNames.contains(TargetName("row", label: "Tapped 1")), "\(player.targetNames)")
        #expect(!player.targetNames.contains(TargetName("row", label: "Tapped 0")), "the title it had when built is gone")
        try player.play("tap row \"Tapped 1\"")
        #expect(player.texts.contains("Tapped 2"))
    }

    @Test func aRenamedRowIsFoundByItsNewName() throws {
        var picked: [String] = []
        let player = Player(size: CGSize(width: 390, height: 400)) { RenamingList { picked.append($0) } }
        try player.play("tap row \"Apples\"\ntap button \"Rename\"\nwait 0.2\ntap row \"Avocados\"")
        #expect(picked == ["Apples", "Avocados"])
        #expect(throws: ScriptRunError.self) { try player.play("tap row \"Apples\"") }
    }
}
