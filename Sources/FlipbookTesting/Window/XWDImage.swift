import Flipbook
import Foundation

/// A window dump as `xwd` writes it: a big-endian header, the window's name, a colour map, then
/// 32-bit pixels in the server's byte order (blue, green, red, unused on a little-endian one).
enum XWDImage {
    /// The dump's pixels, opaque.
    ///
    /// - Throws: for a dump that is not 32 bits a pixel, least significant byte first, or
    ///   that is shorter than its header says.
    static func bitmap(of data: Data) throws -> Bitmap {
        let bytes = [UInt8](data)
        guard bytes.count >= 100 else { throw VirtualDisplayError("xwd: \(bytes.count) bytes is no window dump") }
        func field(_ index: Int) -> Int {
            (0..<4).reduce(0) { $0 << 8 | Int(bytes[index * 4 + $1]) }
        }
        let headerSize = field(0), width = field(4), height = field(5), byteOrder = field(7)
        let bitsPerPixel = field(11), bytesPerLine = field(12), colors = field(19)
        let start = headerSize + colors * 12
        guard bitsPerPixel == 32, byteOrder == 0 else { throw VirtualDisplayError("xwd: \(bitsPerPixel) bits a pixel, byte order \(byteOrder)") }
        guard width > 0, height > 0, bytesPerLine >= width * 4, start + bytesPerLine * height <= bytes.count else {
            throw VirtualDisplayError("xwd: a dump of \(width)×\(height) is cut short")
        }
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let source = start + y * bytesPerLine + x * 4, target = (y * width + x) * 4
                (pixels[target], pixels[target + 1], pixels[target + 2]) = (bytes[source + 2], bytes[source + 1], bytes[source])
            }
        }
        return Bitmap(size: try PixelSize(width: width, height: height), pixels: pixels)
    }
}
