/// Progress, as SwiftUI's `ProgressView`: with no value, iOS's spinner (eight spokes turning a
/// step every eighth of a second on the timeline's virtual clock); with a value, a 4 pt bar
/// filled in the accent colour. A title shows under the spinner, or above the bar.
public struct ProgressView: View {
    let fraction: Double?
    let title: String?
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.tint) private var tint
    @Environment(\.clockTime) private var time

    /// A spinner.
    public init() {
        fraction = nil
        title = nil
    }

    /// A spinner titled `title`.
    public init(_ title: String) {
        fraction = nil
        self.title = title
    }

    /// A bar filled `value / total` (clamped to 0...1; a value that is not finite shows empty).
    public init(value: Double, total: Double = 1) {
        fraction = Self.fraction(value, of: total)
        title = nil
    }

    /// A bar titled `title`, filled `value / total`.
    public init(_ title: String, value: Double, total: Double = 1) {
        fraction = Self.fraction(value, of: total)
        self.title = title
    }

    public var body: some View {
        if let fraction {
            VStack(alignment: .leading, spacing: 8) {
                if let title { Text(title) }
                bar(fraction)
            }
        } else {
            VStack(spacing: 8) {
                ProgressSpinner(phase: Int((time * ProgressSpinner.stepsPerSecond).rounded(.down)),
                                color: ControlPalette.secondaryLabel(colorScheme))
                    .frame(width: 20, height: 20)
                if let title { Text(title).foregroundStyle(ControlPalette.secondaryLabel(colorScheme)) }
            }
        }
    }

    private func bar(_ fraction: Double) -> some View {
        GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Capsule().fill(ControlPalette.track(colorScheme)).frame(width: proxy.size.width, height: 4)
                Capsule().fill(tint).frame(width: proxy.size.width * fraction, height: 4)
            }
        }
        .frame(height: 4)
    }

    private static func fraction(_ value: Double, of total: Double) -> Double {
        guard value.isFinite, total.isFinite, total > 0 else { return 0 }
        return min(1, max(0, value / total))
    }
}

/// iOS's spinner: eight rounded spokes around the centre, the one at `phase` darkest and the
/// ones behind it fading.
struct ProgressSpinner: View {
    /// Steps a second: the darkest spoke moves on one spoke each step.
    static let stepsPerSecond = 8.0
    let phase: Int
    let color: Color

    var body: some View {
        ZStack {
            ForEach(0..<8) { spoke in
                Capsule().fill(color.opacity(opacity(of: spoke)))
                    .frame(width: 2.5, height: 6)
                    .frame(width: 20, height: 20, alignment: .top)
                    .rotationEffect(.degrees(Double(spoke) * 45))
            }
        }
    }

    /// The spoke at `phase` is full; each one behind it is lighter.
    private func opacity(of spoke: Int) -> Double {
        let behind = ((phase - spoke) % 8 + 8) % 8
        return 1 - Double(behind) * 0.11
    }
}
