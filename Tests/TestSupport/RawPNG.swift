import Foundation

/// A small PNG encoder written from the specification, for tests of the decoder: it writes
/// kinds of file that Flipbook itself never writes (16-bit samples, Adam7 interlacing, grey,
/// gamma and chromaticity chunks), with stored (uncompressed) zlib blocks and no filtering.
public enum RawPNG {
    /// The colour types used here, with their PNG codes.
    public enum ColorType: UInt8, Sendable {
        case gray = 0, rgb = 2, rgba = 6
    }

    /// The gAMA (1/2.2) and cHRM (sRGB primaries) chunks that ImageMagick writes into its
    /// `PNG48:` files.
    public static let imageMagickColorChunks: [(String, [UInt8])] = [
        ("gAMA", bigEndian32(45455)),
        ("cHRM", [31270, 32900, 64000, 33000, 30000, 60000, 15000, 6000].flatMap(bigEndian32)),
    ]

    /// Encodes straight-alpha RGBA8 pixels (`width × height × 4` bytes, rows top first).
    ///
    /// - Parameters:
    ///   - colorType: The kind of samples written; grey takes the red channel, RGB drops alpha.
    ///   - bitDepth: 8 or 16; a 16-bit sample is the 8-bit one times 257.
    ///   - interlaced: Whether to write the seven Adam7 passes.
    ///   - chunks: Ancillary chunks written before the image data, such as gAMA.
    public static func encode(width: Int, height: Int, rgba: [UInt8], colorType: ColorType, bitDepth: Int,
                              interlaced: Bool, chunks: [(String, [UInt8])] = []) -> Data {
        var header = bigEndian32(UInt32(width)) + bigEndian32(UInt32(height))
        header += [UInt8(bitDepth), colorType.rawValue, 0, 0, interlaced ? 1 : 0]
        var file = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        file += chunk("IHDR", header)
        for (type, body) in chunks { file += chunk(type, body) }
        let raw = scanlines(width: width, height: height, rgba: rgba, colorType: colorType, bitDepth: bitDepth,
                            interlaced: interlaced)
        file += chunk("IDAT", zlibStored(raw))
        file += chunk("IEND", [])
        return file
    }

    // MARK: - Image data

    /// The Adam7 passes: first column, first row, column step, row step.
    private static let passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]

    private static func scanlines(width: Int, height: Int, rgba: [UInt8], colorType: ColorType, bitDepth: Int,
                                  interlaced: Bool) -> [UInt8] {
        let plan = interlaced ? passes : [(0, 0, 1, 1)]
        var bytes: [UInt8] = []
        for (x0, y0, dx, dy) in plan {
            let columns = Array(stride(from: x0, to: width, by: dx))
            guard !columns.isEmpty else { continue }
            for y in stride(from: y0, to: height, by: dy) {
                bytes.append(0)
                for x in columns {
                    bytes += pixel(rgba, at: (y * width + x) * 4, colorType: colorType, bitDepth: bitDepth)
                }
            }
        }
        return bytes
    }

    private static func pixel(_ rgba: [UInt8], at index: Int, colorType: ColorType, bitDepth: Int) -> [UInt8] {
        let channels: [UInt8]
        switch colorType {
        case .gray: channels = [rgba[index]]
        case .rgb: channels = Array(rgba[index..<index + 3])
        case .rgba: channels = Array(rgba[index..<index + 4])
        }
        return bitDepth == 16 ? channels.flatMap { [$0, $0] } : channels
    }

    // MARK: - Containers

    private static func chunk(_ type: String, _ body: [UInt8]) -> Data {
        let typeBytes = Array(type.utf8)
        return Data(bigEndian32(UInt32(body.count)) + typeBytes + body + bigEndian32(crc32(typeBytes + body)))
    }

    /// A zlib stream of stored deflate blocks.
    private static func zlibStored(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65_535, bytes.count - offset)
            let isLast = offset + count == bytes.count
            out += [isLast ? 1 : 0, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            out += bytes[offset..<offset + count]
            offset += count
        } while offset < bytes.count
        return out + bigEndian32(adler32(bytes))
    }

    private static func bigEndian32(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    private static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return b << 16 | a
    }
}
