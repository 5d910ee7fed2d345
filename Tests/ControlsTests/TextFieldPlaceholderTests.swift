import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

/// A 40-point field, as the palette editor's "Add Emojis Here", in a form row.
private struct BigField: View {
    @State private var text = ""

    var body: some View {
        Form {
            TextField("Add Emojis Here", text: $text).font(.system(size: 40))
        }
    }
}

@MainActor
@Suite("TextField: a placeholder longer than the field")
struct TextFieldPlaceholderTests {
    @Test func aLongPlaceholderStaysOnOneLineCutWithAnEllipsis() throws {
        let player = Player(size: CGSize(width: 300, height: 300)) { BigField() }
        try player.play("wait 0.1")
        let placeholder = try #require(player.texts.first { $0.hasPrefix("Add") })
        #expect(placeholder.hasSuffix("…") && placeholder.count < "Add Emojis Here".count, "\(placeholder)")
        let row = try #require(player.presented?.first { $0.attributes.target == TargetName("row", index: 1) })
        #expect(row.frame.height == (40 * 1.3).rounded(), "one line: the row is the caret's 52 points tall, \(row.frame)")
    }

    @Test func truncationKeepsTheLongestBeginningThatFits() {
        let style = TextStyle(font: .system(size: 17))
        let whole = TextMeasurer.size(of: "Add Emojis Here", style: style, width: nil).width
        #expect(TextMeasurer.truncated("Add Emojis Here", style: style, width: whole) == "Add Emojis Here")
        let cut = TextMeasurer.truncated("Add Emojis Here", style: style, width: whole - 1)
        #expect(cut.hasSuffix("…") && TextMeasurer.size(of: cut, style: style, width: nil).width <= whole - 1)
        let longer = String(cut.dropLast()) + String(Array("Add Emojis Here")[cut.count - 1]) + "…"
        #expect(TextMeasurer.size(of: longer, style: style, width: nil).width > whole - 1, "the longest that fits")
    }
}
