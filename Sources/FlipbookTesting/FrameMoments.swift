/// The moments a frames snapshot shows, fitted to the frames of a script's run.
///
/// A script plays frame by frame, every `1/fps` seconds. A moment between two frames is drawn
/// from a run at the smallest multiple of `fps` (up to 12×) that has a frame at every moment;
/// when there is none, from the nearest frame, whose own time the label then shows.
struct FrameMoments: Hashable, Sendable {
    /// The frame rate the script runs at, frames per second.
    let runRate: Double
    /// The frame shown at each moment, in the order asked; frame `n` is at `n / runRate` s.
    let frameNumbers: [Int]

    /// The largest multiple of the asked frame rate a run may use.
    static let maximumMultiplier = 12

    /// Fits `times` (seconds) to frames at `fps`, or a multiple of it.
    init(times: [Double], fps: Double) {
        let fps = fps.isFinite && fps > 0 ? fps : 1
        let multiplier = (1...Self.maximumMultiplier).first { multiple in
            times.allSatisfy { Self.isWhole($0 * fps * Double(multiple)) }
        } ?? 1
        runRate = fps * Double(multiplier)
        frameNumbers = times.map { [runRate] time in Int((Self.clamped(time) * runRate).rounded()) }
    }

    /// The time of each moment's frame, in seconds.
    var times: [Double] { frameNumbers.map { Double($0) / runRate } }

    /// The labels of the moments: their times in seconds ("0.25 s", "1.00 s", "0.125 s").
    var labels: [String] { times.map(Self.label) }

    /// A time as a label: two decimals, three when they are needed.
    static func label(_ time: Double) -> String {
        let milliseconds = Int((time * 1000).rounded())
        let seconds = "\(milliseconds / 1000)"
        let fraction = String("00\(milliseconds % 1000)".suffix(3))
        return "\(seconds).\(fraction.hasSuffix("0") ? String(fraction.prefix(2)) : fraction) s"
    }

    /// A time from 0 to a day; nonsense (which the run reports) as 0.
    private static func clamped(_ time: Double) -> Double { time.isFinite ? min(max(0, time), 86_400) : 0 }

    private static func isWhole(_ value: Double) -> Bool { abs(value - value.rounded()) < 1e-6 }
}
