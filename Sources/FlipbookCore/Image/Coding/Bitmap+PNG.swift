import CLibPNG
import Foundation

extension Bitmap {
    /// The image encoded as PNG (8-bit RGBA, sRGB) through libpng.
    ///
    /// - Throws: `FlipbookError.png` when libpng fails.
    public func pngData(options: PNGOptions = .balanced) throws -> Data {
        try pixels.withUnsafeBufferPointer { rgba in
            try PNGEncoding.encode { buffer, count, message in
                flipbook_png_encode(rgba.baseAddress, UInt32(width), UInt32(height),
                                    Int32(options.compressionLevel), options.filtersRows ? 1 : 0,
                                    &buffer, &count, message, 256)
            }
        }
    }

    /// Writes the image as a PNG file, atomically: a failed write leaves no file behind.
    public func writePNG(to url: URL, options: PNGOptions = .balanced) throws {
        try AtomicFile.write(try pngData(options: options), to: url)
    }

    /// Decodes PNG data of any kind (grey, palette, RGB, with or without alpha, 1 to 16 bits
    /// a sample, interlaced or not) into 8-bit RGBA. Samples are taken as stored, without
    /// gamma correction; 16-bit samples are scaled to 8 bits with rounding. The size in the
    /// header is checked against the limits before any memory is set aside for the pixels.
    ///
    /// - Throws: `FlipbookError.png` for data that is not a PNG, or
    ///   `FlipbookError.invalidImageSize` for an image outside the limits.
    public init(pngData data: Data) throws {
        var message = [CChar](repeating: 0, count: 256)
        var width: UInt32 = 0, height: UInt32 = 0
        let bytes = [UInt8](data)
        guard flipbook_png_read_size(bytes, bytes.count, &width, &height, &message, message.count) == 0 else {
            throw FlipbookError.png(String(libpngMessage: message))
        }
        let size = try PixelSize(width: Int(width), height: Int(height))
        var pixels = [UInt8](repeating: 0, count: size.pixelCount * 4)
        guard flipbook_png_decode(bytes, bytes.count, &pixels, pixels.count, &message, message.count) == 0 else {
            throw FlipbookError.png(String(libpngMessage: message))
        }
        self.init(size: size, pixels: pixels)
    }

    /// Reads a PNG file.
    ///
    /// - Throws: `FlipbookError.cannotRead` with the system's reason for a file that cannot be
    ///   read (missing, a folder, no permission); `FlipbookError.png` naming the file and
    ///   what is wrong with it (empty, not a PNG, cut short).
    public init(contentsOfPNG url: URL) throws {
        let data = try FileSystem.contents(of: url)
        do {
            try self.init(pngData: data)
        } catch FlipbookError.png(let message) {
            throw FlipbookError.png("\(url.path): \(message)")
        }
    }
}

extension String {
    /// The NUL-terminated message libpng wrote into `buffer`.
    init(libpngMessage buffer: [CChar]) {
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        self = String(decoding: bytes, as: UTF8.self)
    }
}
