/// A label and a pair of − and + buttons that step a value, as SwiftUI's `Stepper`, drawn as
/// iOS draws it: a 94×32 pt rounded control filled (238,238,239), the two halves split by a
/// hairline. Bounded by a closed range, the − disables at the lower bound and the + at the
/// upper one (drawn grey, ignoring taps). Touch scripts find the halves as
/// `stepper "TITLE" -` and `stepper "TITLE" +`.
public struct Stepper<Label: View>: View {
    let label: Label
    let title: String?
    let steps: StepperActions
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.colorScheme) private var colorScheme

    /// Creates a stepper that runs `onIncrement` and `onDecrement` (a `nil` action disables its half).
    public init(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, @ViewBuilder label: () -> Label) {
        self.label = label()
        title = nil
        steps = StepperActions(increment: onIncrement, decrement: onDecrement)
    }

    /// Creates a stepper of `value` by `step`, kept inside `bounds`.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               @ViewBuilder label: () -> Label) {
        self.label = label()
        title = nil
        steps = StepperActions(value: value, in: bounds, step: step)
    }

    init(title: String, label: Label, steps: StepperActions) {
        self.label = label
        self.title = title
        self.steps = steps
    }

    public var body: some View {
        HStack {
            label
            Spacer(minLength: 8)
            control
        }
    }

    /// The 94×32 pt control: − and + halves with a hairline between them.
    private var control: some View {
        HStack(spacing: 0) {
            half(part: "-", action: steps.decrement) { Rectangle().frame(width: 14, height: 2) }
            Rectangle().fill(ControlPalette.separator(colorScheme)).frame(width: 1, height: 18)
            half(part: "+", action: steps.increment) {
                ZStack {
                    Rectangle().frame(width: 14, height: 2)
                    Rectangle().frame(width: 2, height: 14)
                }
            }
        }
        .frame(width: 94, height: 32)
        .background(RoundedRectangle(cornerRadius: 8).fill(ControlPalette.controlFill(colorScheme)))
    }

    /// One half: its glyph centred in 46.5×32 pt, grey and inert without an action.
    private func half(part: String, action: (() -> Void)?, @ViewBuilder glyph: () -> some View) -> some View {
        let isActive = isEnabled && action != nil
        return glyph()
            .foregroundStyle(ControlPalette.glyph(colorScheme, isEnabled: isActive))
            .frame(width: 46.5, height: 32)
            .contentShape(Rectangle())
            .onTapGesture { if isActive { action?() } }
            .touchTarget(TargetName("stepper", label: title, part: part))
    }
}

extension Stepper where Label == Text {
    /// Creates a stepper titled `title` of `value` by `step`, kept inside `bounds`.
    public init<V: Strideable>(_ title: String, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1) {
        self.init(title: title, label: Text(title), steps: StepperActions(value: value, in: bounds, step: step))
    }

    /// Creates a stepper titled `title` of `value` by `step`, unbounded.
    public init<V: Strideable>(_ title: String, value: Binding<V>, step: V.Stride = 1) {
        self.init(title: title, label: Text(title), steps: StepperActions(value: value, step: step))
    }

    /// Creates a stepper titled `title` that runs `onIncrement` and `onDecrement`.
    public init(_ title: String, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?) {
        self.init(title: title, label: Text(title), steps: StepperActions(increment: onIncrement, decrement: onDecrement))
    }
}

/// What a stepper's halves do; `nil` where a half is disabled (at a bound).
struct StepperActions {
    let increment: (() -> Void)?
    let decrement: (() -> Void)?

    init(increment: (() -> Void)?, decrement: (() -> Void)?) {
        self.increment = increment
        self.decrement = decrement
    }

    /// Steps of `value` by `step`, clamped to `bounds`; a half at its bound is disabled.
    init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride) {
        let now = value.wrappedValue
        increment = now < bounds.upperBound ? { value.wrappedValue = min(bounds.upperBound, now.advanced(by: step)) } : nil
        decrement = now > bounds.lowerBound ? { value.wrappedValue = max(bounds.lowerBound, now.advanced(by: -step)) } : nil
    }

    /// Steps of `value` by `step`, unbounded.
    init<V: Strideable>(value: Binding<V>, step: V.Stride) {
        increment = { value.wrappedValue = value.wrappedValue.advanced(by: step) }
        decrement = { value.wrappedValue = value.wrappedValue.advanced(by: -step) }
    }
}
