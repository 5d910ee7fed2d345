import Foundation

/// The dimensions of an image in whole pixels, checked against Flipbook's limits.
public struct PixelSize: Hashable, Sendable {
    /// The most pixels an image may have on one side.
    public static let maximumSide = 16_384
    /// The most pixels an image may have in all: 100 megapixels.
    public static let maximumPixelCount = 100_000_000

    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int

    /// Checks a size before anything is allocated for it.
    ///
    /// - Throws: `FlipbookError.invalidImageSize` when a side is below 1 or above 16384, or
    ///   the image would exceed 100 megapixels.
    public init(width: Int, height: Int) throws {
        guard width >= 1, height >= 1 else {
            throw FlipbookError.invalidImageSize(width: width, height: height, reason: "images are at least 1x1 pixels")
        }
        guard width <= Self.maximumSide, height <= Self.maximumSide else {
            throw FlipbookError.invalidImageSize(width: width, height: height, reason: "a side may be at most \(Self.maximumSide) pixels")
        }
        guard width * height <= Self.maximumPixelCount else {
            throw FlipbookError.invalidImageSize(width: width, height: height, reason: "images may have at most 100 megapixels")
        }
        self.width = width
        self.height = height
    }

    /// Parses `WIDTHxHEIGHT` (`300x200`; `×` and `X` work too) and checks it.
    ///
    /// - Throws: `FlipbookError.malformedSize` for text that is not a size,
    ///   `FlipbookError.invalidImageSize` for a size outside the limits.
    public init(parsing text: String) throws {
        let parts = text.lowercased().replacingOccurrences(of: "×", with: "x").split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]) else {
            throw FlipbookError.malformedSize(text)
        }
        try self.init(width: width, height: height)
    }

    /// The number of pixels.
    public var pixelCount: Int { width * height }
}

extension PixelSize: CustomStringConvertible {
    public var description: String { "\(width)x\(height)" }
}
