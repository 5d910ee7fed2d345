import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

private struct NameForm: View {
    enum Field: Hashable { case name, emojis }
    @State private var name = ""
    @State private var emojis = "👻🎃"
    @State private var submitted = 0
    @FocusState private var focus: Field?

    var body: some View {
        VStack {
            TextField("Name", text: $name).focused($focus, equals: .name)
            TextField("Emojis", text: $emojis, prompt: Text("Add Emojis Here")).focused($focus, equals: .emojis)
            Text("name=\(name) emojis=\(emojis) submitted=\(submitted) focus=\(String(describing: focus))")
            Button("Focus Emojis") { focus = .emojis }
            Button("Done") { focus = nil }
        }
        .onSubmit { submitted += 1 }
    }
}

@MainActor
@Suite("TextField, @FocusState and the type event")
struct TextFieldTests {
    private func player() -> Player { Player(size: CGSize(width: 390, height: 400)) { NameForm() } }

    private func status(_ player: Player) -> String { player.texts.first { $0.hasPrefix("name=") } ?? "" }

    @Test func tappingAFieldFocusesItAndTypingEditsItsBinding() throws {
        let player = player()
        try player.play("tap field \"Name\"\ntype \"Hallo\"\ntype delete\ntype \"ween 🎃\"")
        #expect(status(player).hasPrefix("name=Hallween 🎃 "))
        #expect(status(player).contains("focus=Optional(TextFieldTests.NameForm.Field.name)")
                    || status(player).contains("focus=Optional("), "the focus state follows the tap")
    }

    @Test(arguments: ["👨‍👩‍👧‍👦", "🇯🇵", "👍🏽", "é", "🏳️‍🌈"])
    func deleteRemovesOneCharacterAsAPersonSeesIt(character: String) throws {
        let player = player()
        try player.play("tap field \"Name\"\ntype \"a\(character)\"\ntype delete")
        #expect(status(player).hasPrefix("name=a emojis="))
    }

    @Test func deletingFromAnEmptyFieldDoesNothing() throws {
        let player = player()
        try player.play("tap field \"Name\"\ntype delete\ntype delete")
        #expect(status(player).hasPrefix("name= emojis="))
    }

    @Test func aFieldIsFoundByItsPromptAndByItsTitle() throws {
        let player = player()
        try player.play("tap field \"Add Emojis Here\"\ntype delete")
        #expect(status(player).contains("emojis=👻 "))
        try player.play("tap field \"Emojis\"\ntype \"🍎\"")
        #expect(status(player).contains("emojis=👻🍎 "))
    }

    @Test func returnSubmitsAndLetsTheFocusGo() throws {
        let player = player()
        try player.play("tap field \"Name\"\ntype \"A\"\ntype return")
        #expect(status(player).hasSuffix("submitted=1 focus=nil"))
        #expect(throws: ScriptTypingError.self) { try player.play("type \"B\"") }
    }

    @Test func typingWithNoFocusedFieldIsAOneLineErrorWithTheLine() throws {
        let player = player()
        let error = try #require(throws: ScriptTypingError.self) { try player.play("wait 0.1\ntype \"x\"") }
        #expect(error.description == "line 2, column 1: cannot type: no text field has the focus; tap one first "
                    + "(on screen: field \"Name\", field \"Emojis\", field \"Add Emojis Here\")")
        #expect(!error.description.contains("\n"))
    }

    @Test func settingTheFocusStateMovesTheFocus() throws {
        let player = player()
        try player.play("tap button \"Focus Emojis\"\ntype \"🍎\"")
        #expect(status(player).contains("emojis=👻🎃🍎 "))
        try player.play("tap field \"Name\"\ntype \"N\"\ntap button \"Done\"")
        #expect(status(player).hasPrefix("name=N ") && status(player).hasSuffix("focus=nil"))
        #expect(throws: ScriptTypingError.self) { try player.play("type \"B\"") }
    }

    @Test func focusMovesFromOneFieldToAnother() throws {
        let player = player()
        try player.play("tap field \"Name\"\ntype \"A\"\ntap field \"Emojis\"\ntype \"B\"")
        #expect(status(player).hasPrefix("name=A emojis=👻🎃B "))
        #expect(status(player).contains(".emojis"))
    }

    @Test func aDisabledFieldTakesNoFocus() throws {
        let player = Player(size: CGSize(width: 300, height: 100)) { DisabledField() }
        #expect(throws: ScriptTypingError.self) { try player.play("tap field \"Off\"\ntype \"x\"") }
    }

    @Test func theCaretShowsOnlyWhileFocused() throws {
        let player = player()
        #expect(caretOpacities(player) == [0, 0])
        try player.play("tap field \"Name\"")
        #expect(caretOpacities(player) == [1, 0])
    }

    private func caretOpacities(_ player: Player) -> [Double] {
        _ = player.frame(at: player.clock.now)
        var found: [Double] = []
        func visit(_ node: LaidOutNode, _ inherited: Double) {
            let opacity = inherited * node.opacity
            if case .shape = node.content, node.frame.size == CGSize(width: 2, height: 22) { found.append(opacity) }
            node.children.forEach { visit($0, opacity) }
        }
        visit(player.presented!, 1)
        return found
    }
}

private struct DisabledField: View {
    @State private var text = ""
    var body: some View { TextField("Off", text: $text).disabled(true) }
}

@MainActor
@Suite("TextField: text longer than the field")
struct LongTextFieldTests {
    private struct Narrow: View {
        @State private var text = ""
        var body: some View { TextField("Emojis", text: $text).frame(width: 120) }
    }

    @Test func longTextStaysOnOneLineAndScrollsToTheCaret() throws {
        let player = Player(size: CGSize(width: 200, height: 100)) { Narrow() }
        try player.play("tap field \"Emojis\"\ntype \"🍎🍌🍇🍓🍒🍑🥝🍍🥥🍉\"")
        _ = player.frame(at: player.clock.now)
        let field = try #require(player.presented?.first { $0.attributes.target == TargetName("field", label: "Emojis") })
        #expect(field.frame.height < 30, "one line: \(field.frame.height)")
        let caretX = try #require(player.presented.flatMap { caretLeft($0, origin: 0) })
        #expect(abs(caretX + 2 - 160) < 0.01, "the caret ends at the field's right end (40 + 120 on screen): \(caretX)")
        let shift = try #require(field.first { node in node.attributes.effects.contains { if case .offset = $0 { true } else { false } } })
        #expect(shift.transformFromParent.tx < 0, "the line is shifted left so the caret shows")
    }

    /// The screen x of the caret's left edge (translations only).
    private func caretLeft(_ node: LaidOutNode, origin: Double) -> Double? {
        let x = origin + node.transformFromParent.tx
        if case .shape = node.content, node.frame.size == CGSize(width: 2, height: 22) { return x }
        for child in node.children {
            if let found = caretLeft(child, origin: x) { return found }
        }
        return nil
    }
}

/// The older form: editing and commit actions, as the course's 2021 EmojiArt renames palettes.
private struct RenamingForm: View {
    @State private var name = "Faces"
    @State private var log: [String] = []

    var body: some View {
        VStack {
            TextField("Palette", text: $name, onEditingChanged: { log.append($0 ? "began" : "ended") },
                      onCommit: { log.append("commit \(name)") })
            Text("log=\(log.joined(separator: ","))")
        }
    }
}

@MainActor
@Suite("TextField(_:text:onEditingChanged:onCommit:)")
struct TextFieldEditingActionsTests {
    @Test func focusAndReturnAreReportedInOrder() throws {
        let player = Player(size: CGSize(width: 390, height: 200)) { RenamingForm() }
        try player.play("tap field \"Palette\"\ntype \"!\"\ntype return")
        let log = player.texts.first { $0.hasPrefix("log=") } ?? ""
        #expect(log == "log=began,commit Faces!,ended")
    }
}
