import Foundation

/// The image formats Flipbook decodes, told apart by their first bytes.
public enum ImageFormat: String, Sendable {
    case png = "PNG"
    case jpeg = "JPEG"

    /// The format whose signature `data` starts with, if any.
    public init?(sniffing data: Data) {
        if data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if data.starts(with: [0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else {
            return nil
        }
    }
}

extension Bitmap {
    /// Decodes a PNG or a JPEG, told apart by its first bytes, into 8-bit RGBA. Sizes are
    /// checked against the limits before the pixels are decoded.
    ///
    /// - Throws: `FlipbookError.image` for data that is empty or neither PNG nor JPEG;
    ///   `FlipbookError.png` / `.image` for a file of either kind that is corrupt or cut short;
    ///   `FlipbookError.invalidImageSize` for an image outside the limits.
    public init(imageData data: Data) throws {
        switch ImageFormat(sniffing: data) {
        case .png?: try self.init(pngData: data)
        case .jpeg?: try self.init(jpegData: data)
        case nil:
            throw FlipbookError.image(data.isEmpty ? "the file is empty" : "not a PNG or JPEG image")
        }
    }

    /// Reads a PNG or JPEG file.
    ///
    /// - Throws: `FlipbookError.cannotRead` with the system's reason for a file that cannot be
    ///   read; `FlipbookError.image` naming the file and what is wrong with it (empty, not an
    ///   image, corrupt, cut short); `FlipbookError.invalidImageSize` for one too large.
    public init(contentsOfImage url: URL) throws {
        let data = try FileSystem.contents(of: url)
        do {
            try self.init(imageData: data)
        } catch let FlipbookError.png(message) {
            throw FlipbookError.image("\(url.path): PNG: \(message)")
        } catch let FlipbookError.image(message) {
            throw FlipbookError.image("\(url.path): \(message)")
        } catch let FlipbookError.invalidImageSize(width, height, reason) {
            throw FlipbookError.image("\(url.path): \(width)x\(height) pixels is too large: \(reason)")
        }
    }
}
