import FlipbookCore

/// The outcome of comparing an image against a reference.
public struct ImageComparison: Sendable {
    /// The reference image.
    public let reference: Bitmap
    /// The image compared against it.
    public let actual: Bitmap
    /// The tolerance applied.
    public let tolerance: ComparisonTolerance
    /// The pixels whose largest channel difference is beyond the tolerance; every pixel when
    /// the sizes differ.
    public let differingPixelCount: Int
    /// The largest difference in any channel of any pixel, 0...255.
    public let maxChannelDifference: Int

    /// Compares `actual` against `reference`.
    public init(reference: Bitmap, actual: Bitmap, tolerance: ComparisonTolerance = .exact) {
        (self.reference, self.actual, self.tolerance) = (reference, actual, tolerance)
        guard reference.size == actual.size else {
            (differingPixelCount, maxChannelDifference) = (Swift.max(reference.size.pixelCount, actual.size.pixelCount), 255)
            return
        }
        var differing = 0, largest = 0
        for index in 0..<reference.size.pixelCount {
            let difference = PixelDifference.largestChannel(reference.pixels, actual.pixels, at: index * 4)
            largest = Swift.max(largest, difference)
            if difference > tolerance.perChannel { differing += 1 }
        }
        (differingPixelCount, maxChannelDifference) = (differing, largest)
    }

    /// Whether the two sizes are equal.
    public var sizesMatch: Bool { reference.size == actual.size }

    /// The share of pixels that differ, 0...1.
    public var differingShare: Double {
        Double(differingPixelCount) / Double(Swift.max(reference.size.pixelCount, actual.size.pixelCount))
    }

    /// Whether the images match within the tolerance.
    public var isMatch: Bool {
        sizesMatch && (differingPixelCount == 0 || differingShare <= tolerance.maxDifferingShare)
    }

    /// One line that says how the images compare.
    public var summary: String {
        guard sizesMatch else { return "images differ in size: reference \(reference.size), actual \(actual.size)" }
        let percent = (differingShare * 10_000).rounded() / 100
        let verdict = isMatch ? "images match" : "images differ"
        return "\(verdict): \(differingPixelCount) of \(reference.size.pixelCount) pixels (\(percent)%) differ beyond tolerance \(tolerance.perChannel), largest channel difference \(maxChannelDifference)"
    }
}

/// Pixel-level differences between RGBA byte arrays.
enum PixelDifference {
    /// The largest difference between the premultiplied channels of the pixels at `offset`.
    static func largestChannel(_ lhs: [UInt8], _ rhs: [UInt8], at offset: Int) -> Int {
        let alphaL = Int(lhs[offset + 3]), alphaR = Int(rhs[offset + 3])
        var largest = abs(alphaL - alphaR)
        for channel in 0..<3 {
            let left = (Int(lhs[offset + channel]) * alphaL + 127) / 255
            let right = (Int(rhs[offset + channel]) * alphaR + 127) / 255
            largest = Swift.max(largest, abs(left - right))
        }
        return largest
    }
}
