/// A knob on a track that sets a number in a range, as SwiftUI's `Slider`, drawn as iOS draws
/// it: a 4 pt track, filled in the accent colour up to a 28 pt white knob. A drag across it
/// sets the value from where the finger is (snapped to `step` when given). Disabled, it draws
/// dimmed and ignores touches. Touch scripts find it as `slider` (`slider "LABEL"` when made
/// with a text label).
public struct Slider: View {
    let value: Binding<Double>
    let bounds: ClosedRange<Double>
    let step: Double?
    let title: String?
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.tint) private var tint

    /// The knob's diameter, in points.
    static let knobSize = 28.0

    /// Creates a slider of `value` inside `bounds`, in steps of `step` when given.
    public init(value: Binding<Double>, in bounds: ClosedRange<Double> = 0...1, step: Double? = nil) {
        self.value = value
        self.bounds = bounds
        self.step = step.flatMap { $0 > 0 ? $0 : nil }
        title = nil
    }

    /// Creates a slider whose label (read by touch scripts, not drawn, as on iOS) is `label`.
    public init(value: Binding<Double>, in bounds: ClosedRange<Double> = 0...1, step: Double? = nil,
                label: () -> Text) {
        self.value = value
        self.bounds = bounds
        self.step = step.flatMap { $0 > 0 ? $0 : nil }
        title = label().string
    }

    public var body: some View {
        GeometryReader { proxy in track(width: proxy.size.width) }
            .frame(height: Self.knobSize)
            .opacity(isEnabled ? 1 : 0.5)
            .touchTarget(TargetName("slider", label: title))
    }

    /// The track, its filled part and the knob, `width` points wide.
    private func track(width: Double) -> some View {
        let travel = max(0, width - Self.knobSize), fraction = self.fraction
        let knobX = travel * fraction
        return ZStack(alignment: .leading) {
            Capsule().fill(ControlPalette.track(colorScheme)).frame(width: width, height: 4)
            Capsule().fill(tint).frame(width: knobX + Self.knobSize / 2, height: 4)
            Knob(size: Self.knobSize).offset(x: knobX)
        }
        .frame(width: width, height: Self.knobSize, alignment: .leading)
        .contentShape(Rectangle())
        .gesture(DragGesture(minimumDistance: 0).onChanged { drag in set(fromX: drag.location.x, travel: travel) })
    }

    /// Where the value sits in its range, 0 to 1.
    private var fraction: Double {
        let span = bounds.upperBound - bounds.lowerBound
        guard span > 0, value.wrappedValue.isFinite else { return 0 }
        return min(1, max(0, (value.wrappedValue - bounds.lowerBound) / span))
    }

    /// Sets the value from the finger at `x` (the slider's local points).
    private func set(fromX x: Double, travel: Double) {
        guard isEnabled, travel > 0 else { return }
        let fraction = min(1, max(0, (x - Self.knobSize / 2) / travel))
        var newValue = bounds.lowerBound + fraction * (bounds.upperBound - bounds.lowerBound)
        if let step {
            newValue = bounds.lowerBound + ((newValue - bounds.lowerBound) / step).rounded() * step
            newValue = min(bounds.upperBound, newValue)
        }
        value.wrappedValue = newValue
    }
}
