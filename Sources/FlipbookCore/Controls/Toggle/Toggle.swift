/// A label and a switch that flips a Boolean, as SwiftUI's `Toggle`, drawn as iOS draws it: a
/// 51×31 pt capsule, green when on, grey when off, with a 27 pt white knob that slides across
/// in 0.25 s. Disabled, it draws dimmed and ignores taps. Touch scripts find it as
/// `toggle "TITLE"`.
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label
    let title: String?
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.colorScheme) private var colorScheme

    /// Creates a toggle of `isOn` with a custom label.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
        title = nil
    }

    public var body: some View {
        HStack {
            label
            Spacer(minLength: 8)
            control
        }
    }

    /// The switch: the knob 2 pt inside the capsule's left or right end.
    private var control: some View {
        let isOn = isOn, isEnabled = isEnabled, on = isOn.wrappedValue
        return ZStack(alignment: .leading) {
            Capsule().fill(ControlPalette.track(colorScheme))
            Capsule().fill(ControlPalette.switchOn(colorScheme)).opacity(on ? 1 : 0)
            Knob(size: 27).offset(x: on ? 22 : 2)
        }
        .frame(width: 51, height: 31)
        .animation(.easeInOut(duration: 0.25), value: on)
        .opacity(isEnabled ? 1 : 0.5)
        .contentShape(Rectangle())
        .onTapGesture { if isEnabled { isOn.wrappedValue.toggle() } }
        .touchTarget(TargetName("toggle", label: title))
    }
}

extension Toggle where Label == Text {
    /// Creates a toggle titled `title` of `isOn`.
    public init(_ title: String, isOn: Binding<Bool>) {
        self.isOn = isOn
        self.label = Text(title)
        self.title = title
    }
}
