/// A one-line field that edits a string, as SwiftUI's `TextField`: its placeholder shows in
/// grey while the string is empty; tapped, it takes the keyboard focus and shows a caret in the
/// accent colour after the text; typed keys (`type "text"`, `type delete`, `type return` in
/// touch scripts) edit the bound string. Deleting removes one character as a person sees it:
/// an emoji, a flag or a ZWJ family goes whole. Disabled, it draws dimmed and ignores taps.
/// Touch scripts find it as `field "TITLE"` (the title, and the prompt when there is one).
public struct TextField: View {
    let title: String
    let prompt: String?
    let text: Binding<String>
    /// Told `true` when the field takes the focus and `false` when it gives it up.
    private var onEditingChanged: (Bool) -> Void = { _ in }
    /// Runs when the return key ends the editing.
    private var onCommit: () -> Void = {}
    private let slot = FocusSlot()
    @Environment(\.focusLink) private var focusLink
    @Environment(\.submitActions) private var submitActions
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.colorScheme) var colorScheme
    @Environment(\.font) private var font
    @Environment(\.tint) private var tint
    @Environment(\.textFieldStyle) var style

    /// Creates a field whose placeholder is `title`.
    public init(_ title: String, text: Binding<String>) {
        self.init(title, text: text, prompt: nil)
    }

    /// Creates a field labelled `title` whose placeholder is `prompt` (the title when `nil`).
    public init(_ title: String, text: Binding<String>, prompt: Text?) {
        self.title = title
        self.text = text
        self.prompt = prompt?.string
    }

    /// Creates a field whose placeholder is `title`, as SwiftUI's older form: `onEditingChanged`
    /// is told `true` when the field takes the focus and `false` when it loses it; `onCommit`
    /// runs when the return key is typed.
    public init(_ title: String, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                onCommit: @escaping () -> Void = {}) {
        self.init(title, text: text, prompt: nil)
        self.onEditingChanged = onEditingChanged
        self.onCommit = onCommit
    }

    public var body: some View {
        let isFocused = followFocusState()
        slot.records?.signIn(editor, at: slot.key)
        let slot = slot, isEnabled = isEnabled
        return styled(content(isFocused: isFocused))
            .contentShape(Rectangle())
            .onTapGesture { if isEnabled { slot.records?.focus(slot.key) } }
            .touchTarget(TargetName("field", label: title))
            .opacity(isEnabled ? 1 : 0.5)
    }

    /// One line as tall as the font's, or the caret, whichever is taller.
    private func content(isFocused: Bool) -> some View {
        let lineHeight = TextMeasurer.size(of: "Ag", style: TextStyle(font: font), width: nil).height
        return GeometryReader { proxy in self.line(isFocused: isFocused, width: proxy.size.width) }
            .frame(height: max(lineHeight, caretHeight))
    }

    /// How wide `string` is on one line in the field's font, in points.
    private func oneLineWidth(of string: String) -> Double {
        TextMeasurer.size(of: string, style: TextStyle(font: font), width: nil).width
    }

    /// The caret's height, in points: 1.3 times the font's size.
    private var caretHeight: Double { (font.size * 1.3).rounded() }

    /// The placeholder under the text and the caret after it, `width` points wide. Text longer
    /// than the field stays on one line, clipped; while editing, it scrolls so the caret stays
    /// in view, as iOS's does. A placeholder too long is cut with `…`.
    private func line(isFocused: Bool, width: Double) -> some View {
        let textWidth = oneLineWidth(of: text.wrappedValue)
        let placeholder = TextMeasurer.truncated(prompt ?? title, style: TextStyle(font: font), width: width)
        let shift = isFocused ? min(0, width - textWidth - 2) : 0
        return ZStack(alignment: .leading) {
            Text(placeholder).frame(width: oneLineWidth(of: placeholder))
                .foregroundStyle(ControlPalette.placeholder(colorScheme))
                .opacity(text.wrappedValue.isEmpty ? 1 : 0)
                .modifyingAttributes { [prompt] in if let prompt { $0.target = TargetName("field", label: prompt) } }
            HStack(spacing: 0) {
                Text(text.wrappedValue).frame(width: textWidth)
                Rectangle().fill(tint).frame(width: 2, height: caretHeight).opacity(isFocused ? 1 : 0)
            }
            .offset(x: shift)
        }
        .frame(width: width, alignment: .leading)
        .clipped()
    }
}

extension TextField {
    /// What the field does with keys while it has the focus.
    private var editor: FieldEditor {
        let text = text, submitActions = submitActions, slot = slot, link = focusLink
        let onEditingChanged = onEditingChanged, onCommit = onCommit
        return FieldEditor(
            insert: { text.wrappedValue += $0 },
            deleteBackward: { if !text.wrappedValue.isEmpty { text.wrappedValue.removeLast() } },
            submit: {
                onCommit()
                submitActions.forEach { $0() }
                slot.records?.focus(nil)
            },
            focusChanged: { isFocused in
                link?.setFocused(isFocused)
                onEditingChanged(isFocused)
            })
    }

    /// Moves the scene's focus as the field's `.focused` state says (set by code), and tells
    /// whether the field has the focus now.
    private func followFocusState() -> Bool {
        guard let link = focusLink, let records = slot.records else { return slot.isFocused }
        if link.isFocused(), !slot.isFocused, isEnabled {
            records.focus(slot.key)
        } else if !link.isFocused(), slot.isFocused {
            records.focus(nil)
        }
        return slot.isFocused
    }
}
