import Foundation

/// An axis of a plot: a range of values with round tick marks (1, 2 or 5 times a power of ten).
struct PlotScale {
    /// The values at the axis' ends.
    let lower: Double
    let upper: Double
    /// The values of the tick marks, inside the range.
    let ticks: [Double]

    /// A scale that shows `values` with about `count` ticks, widened to round ticks; a range of
    /// one value is widened by one unit each way.
    init(covering values: [Double], ticks count: Int = 6) {
        var low = max(values.min() ?? 0, -Self.largestValue), high = min(values.max() ?? 1, Self.largestValue)
        if high - low < 1e-9 { low -= 1; high += 1 }
        let step = Self.roundStep((high - low) / Double(max(1, count)))
        let lower = (low / step).rounded(.down) * step, upper = (high / step).rounded(.up) * step
        let steps = Int(((upper - lower) / step).rounded())
        self.lower = lower
        self.upper = upper
        self.ticks = (0...steps).map { lower + Double($0) * step }
        self.step = step
    }

    /// The distance between ticks.
    let step: Double

    /// The largest value an axis reaches either way; a trace's larger ones (`1e300`) are drawn
    /// at its end, so that the span and its steps stay finite numbers.
    static let largestValue = 1e300

    /// Where `value` falls, 0 at `lower` and 1 at `upper`.
    func unit(_ value: Double) -> Double {
        (value - lower) / (upper - lower)
    }

    /// A tick's label with as many decimals as the step needs: `0.25`, `120`.
    func label(_ value: Double) -> String {
        var decimals = 0
        while decimals < 4, abs(step * pow10(decimals) - (step * pow10(decimals)).rounded()) > 1e-6 { decimals += 1 }
        let scale = pow10(decimals)
        let rounded = (value * scale).rounded() / scale
        if decimals == 0 { return abs(rounded) < 1e15 ? String(Int(rounded)) : String(format: "%g", rounded) }
        let text = String(rounded)
        let fraction = text.split(separator: ".").last?.count ?? 0
        return text + String(repeating: "0", count: max(0, decimals - fraction))
    }

    /// The step in round numbers at or above `raw`.
    private static func roundStep(_ raw: Double) -> Double {
        var magnitude = 1.0
        while magnitude * 10 <= raw { magnitude *= 10 }
        while magnitude > raw { magnitude /= 10 }
        for factor in [1.0, 2, 5, 10] where magnitude * factor >= raw { return magnitude * factor }
        return magnitude * 10
    }

    private func pow10(_ exponent: Int) -> Double {
        (0..<exponent).reduce(1.0) { result, _ in result * 10 }
    }
}
