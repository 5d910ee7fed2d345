#if !canImport(UIKit)
import Foundation

/// A picture as UIKit's `UIImage`, which `import SwiftUI` brings on iOS: decoded from PNG or
/// JPEG bytes or a file, shown with `Image(uiImage:)`. One pixel is one point.
public final class UIImage: Hashable, @unchecked Sendable {
    /// The pixels.
    public let bitmap: Bitmap

    /// The image of `bitmap`.
    public init(bitmap: Bitmap) { self.bitmap = bitmap }

    /// The image the bytes of a PNG or JPEG hold, or `nil` when they hold none.
    public convenience init?(data: Data) {
        guard let bitmap = try? Bitmap(imageData: data) else { return nil }
        self.init(bitmap: bitmap)
    }

    /// The image in the PNG or JPEG file at `path`, or `nil` when it cannot be read.
    public convenience init?(contentsOfFile path: String) {
        guard let bitmap = try? Bitmap(contentsOfImage: URL(fileURLWithPath: path)) else { return nil }
        self.init(bitmap: bitmap)
    }

    /// The size in points.
    public var size: CGSize { CGSize(width: bitmap.width, height: bitmap.height) }

    /// Points per pixel: 1.
    public var scale: CGFloat { 1 }

    /// The image as PNG bytes.
    public func pngData() -> Data? { try? bitmap.pngData() }

    /// The image as JPEG data, as UIKit's: `compressionQuality` runs from 0 (smallest) to 1
    /// (best); the alpha channel is dropped. `nil` when the image cannot be encoded.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        let quality = compressionQuality.isFinite ? Int((min(1, max(0, compressionQuality)) * 100).rounded()) : 90
        return try? bitmap.jpegData(quality: max(1, quality))
    }

    public static func == (lhs: UIImage, rhs: UIImage) -> Bool { lhs.bitmap == rhs.bitmap }

    public func hash(into hasher: inout Hasher) { hasher.combine(bitmap.size) }
}

extension Image {
    /// The picture of a `UIImage`, as SwiftUI's `Image(uiImage:)`.
    public init(uiImage: UIImage) { self.init(bitmap: uiImage.bitmap) }
}
#endif
