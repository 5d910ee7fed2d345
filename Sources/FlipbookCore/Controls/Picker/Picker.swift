/// A choice of one value among tagged views, as SwiftUI's `Picker`:
///
///     Picker("Theme", selection: $theme) {
///         Text("Halloween").tag(Theme.halloween)
///         Text("Faces").tag(Theme.faces)
///     }
///     .pickerStyle(.segmented)
///
/// `.segmented` draws iOS's segmented control (touch scripts: `segment "LABEL"`); `.menu`
/// (the default) draws the title and the selection with up-down chevrons (`picker "TITLE"`)
/// and opens a menu of the options (`button "LABEL"`) when tapped. Disabled, it draws dimmed
/// and ignores taps.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>
    let label: Label
    let title: String?
    let content: Content
    @Environment(\.pickerStyle) private var style

    /// Creates a picker with a custom label.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
        title = nil
    }

    public var body: some View {
        let options = PickerOption.options(in: content.makeNode())
        let choice = PickerChoice(options: options, selection: selection)
        if style.kind == .segmented {
            SegmentedPicker(choice: choice)
        } else {
            MenuPicker(choice: choice, label: AnyView(label), title: title)
        }
    }
}

extension Picker where Label == Text {
    /// Creates a picker titled `title`.
    public init(_ title: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
        self.label = Text(title)
        self.title = title
    }
}

/// The options of a picker and its selection, type-erased.
struct PickerChoice {
    let options: [PickerOption]
    let selectedIndex: Int?
    let select: (Int) -> Void

    init<Value: Hashable>(options: [PickerOption], selection: Binding<Value>) {
        self.options = options
        selectedIndex = options.firstIndex { $0.tag == AnyHashable(selection.wrappedValue) }
        select = { index in
            if let value = options[index].tag.base as? Value { selection.wrappedValue = value }
        }
    }
}
