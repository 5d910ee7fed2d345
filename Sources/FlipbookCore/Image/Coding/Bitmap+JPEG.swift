import CLibJPEG
import Foundation

extension Bitmap {
    /// Decodes JPEG data through libjpeg-turbo into opaque 8-bit RGBA. The size in the header
    /// is checked against the limits before any memory is set aside for the pixels; a file cut
    /// short or corrupt is an error rather than a picture padded with grey.
    ///
    /// - Throws: `FlipbookError.image` for data that is not a JPEG libjpeg-turbo can decode
    ///   (CMYK files included), `FlipbookError.invalidImageSize` for an image outside the limits.
    public init(jpegData data: Data) throws {
        var message = [CChar](repeating: 0, count: 256)
        var width: UInt32 = 0, height: UInt32 = 0
        let bytes = [UInt8](data)
        guard flipbook_jpeg_read_size(bytes, bytes.count, &width, &height, &message, message.count) == 0 else {
            throw FlipbookError.image("JPEG: " + String(libpngMessage: message))
        }
        let size = try PixelSize(width: Int(width), height: Int(height))
        var pixels = [UInt8](repeating: 0, count: size.pixelCount * 4)
        guard flipbook_jpeg_decode(bytes, bytes.count, &pixels, pixels.count, &message, message.count) == 0 else {
            throw FlipbookError.image("JPEG: " + String(libpngMessage: message))
        }
        self.init(size: size, pixels: pixels)
    }
}

extension Bitmap {
    /// The image encoded as a baseline JPEG of `quality` (1...100, clamped) through
    /// libjpeg-turbo; alpha is dropped.
    ///
    /// - Throws: `FlipbookError.image` when libjpeg-turbo fails.
    public func jpegData(quality: Int = 90) throws -> Data {
        var message = [CChar](repeating: 0, count: 256)
        var buffer: UnsafeMutablePointer<UInt8>?
        var count = 0
        let status = pixels.withUnsafeBufferPointer { rgba in
            flipbook_jpeg_encode(rgba.baseAddress, UInt32(width), UInt32(height), Int32(min(100, max(1, quality))),
                                 &buffer, &count, &message, message.count)
        }
        guard status == 0, let buffer else { throw FlipbookError.image("JPEG: " + String(libpngMessage: message)) }
        defer { flipbook_jpeg_free(buffer) }
        return Data(bytes: buffer, count: count)
    }
}
