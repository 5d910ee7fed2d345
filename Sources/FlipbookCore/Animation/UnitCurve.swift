/// A timing curve from (0, 0) to (1, 1): a cubic Bézier whose x is the fraction of the duration
/// that has passed and whose y is the progress, as CSS's `cubic-bezier()` and SwiftUI's `UnitCurve`.
///
/// Solving x(s) = t for the Bézier parameter s follows WebKit's `UnitBezier`: Newton's method
/// first, bisection when Newton stalls or leaves 0...1.
struct UnitCurve: Hashable, Sendable {
    /// The first control point; its x is clamped into 0...1 so that time runs forward.
    let c0x, c0y: Double
    /// The second control point; its x is clamped into 0...1 as well.
    let c1x, c1y: Double

    /// Creates the curve with control points (`c0x`, `c0y`) and (`c1x`, `c1y`).
    init(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double) {
        self.c0x = min(max(c0x, 0), 1)
        self.c0y = c0y
        self.c1x = min(max(c1x, 0), 1)
        self.c1y = c1y
    }

    /// Progress equal to the fraction of time.
    static let linear = UnitCurve(0, 0, 1, 1)
    /// Starts slowly: (0.42, 0), (1, 1).
    static let easeIn = UnitCurve(0.42, 0, 1, 1)
    /// Ends slowly: (0, 0), (0.58, 1).
    static let easeOut = UnitCurve(0, 0, 0.58, 1)
    /// Starts and ends slowly: (0.42, 0), (0.58, 1).
    static let easeInOut = UnitCurve(0.42, 0, 0.58, 1)
}

// MARK: - Evaluation

extension UnitCurve {
    /// How close x(s) must come to the time fraction: keeps the progress within about 1e-9.
    private static let precision = 1e-9

    /// The progress after a fraction `time` of the duration (clamped into 0...1).
    func value(at time: Double) -> Double {
        let time = min(max(time, 0), 1)
        guard !isLinear else { return time }
        return yPolynomial.value(at: parameter(forTime: time))
    }

    /// The slope d(progress)/d(time fraction) after a fraction `time` of the duration; very large
    /// where the curve is nearly vertical.
    func velocity(at time: Double) -> Double {
        let time = min(max(time, 0), 1)
        guard !isLinear else { return 1 }
        var s = parameter(forTime: time)
        if xPolynomial.derivative(at: s) < 1e-9 {
            s = s < 0.5 ? s + 1e-6 : s - 1e-6  // 0/0 at an end: take the limit from inside
        }
        return yPolynomial.derivative(at: s) / max(xPolynomial.derivative(at: s), 1e-12)
    }

    /// Control points on the diagonal make x(s) = y(s): progress equals time.
    private var isLinear: Bool { c0x == c0y && c1x == c1y }

    private var xPolynomial: BezierPolynomial { BezierPolynomial(c0x, c1x) }
    private var yPolynomial: BezierPolynomial { BezierPolynomial(c0y, c1y) }

    /// The Bézier parameter s where x(s) = `time`.
    private func parameter(forTime time: Double) -> Double {
        var s = time
        for _ in 0..<8 {
            let error = xPolynomial.value(at: s) - time
            if abs(error) < Self.precision { return s }
            let slope = xPolynomial.derivative(at: s)
            if abs(slope) < 1e-6 { break }
            s -= error / slope
            if !(0...1).contains(s) { break }
        }
        return bisectedParameter(forTime: time)
    }

    /// The Bézier parameter s where x(s) = `time`, by bisection; x grows on 0...1.
    private func bisectedParameter(forTime time: Double) -> Double {
        var low = 0.0, high = 1.0, s = time
        for _ in 0..<64 {
            let x = xPolynomial.value(at: s)
            if abs(x - time) < Self.precision { break }
            if x < time { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }
}

/// One coordinate of a cubic Bézier from 0 to 1 with control values `p1` and `p2`, in power form
/// ((a·s + b)·s + c)·s.
private struct BezierPolynomial {
    let a, b, c: Double

    init(_ p1: Double, _ p2: Double) {
        c = 3 * p1
        b = 3 * (p2 - p1) - c
        a = 1 - c - b
    }

    func value(at s: Double) -> Double { ((a * s + b) * s + c) * s }

    func derivative(at s: Double) -> Double { (3 * a * s + 2 * b) * s + c }
}
