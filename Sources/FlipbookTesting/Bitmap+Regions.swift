import Flipbook

/// A rectangle of pixels: origin top-left, y down.
struct PixelRect: Hashable, Sendable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int

    /// The rectangle grown by `amount` pixels on every side.
    func outset(by amount: Int) -> PixelRect {
        PixelRect(x: x - amount, y: y - amount, width: width + 2 * amount, height: height + 2 * amount)
    }

    /// The rectangle moved down by `dy` pixels.
    func offsetBy(dy: Int) -> PixelRect { PixelRect(x: x, y: y + dy, width: width, height: height) }
}

extension Bitmap {
    /// The pixels inside `rect`, which must lie inside the image.
    func cropped(to rect: PixelRect) -> Bitmap {
        var pixels: [UInt8] = []
        pixels.reserveCapacity(rect.width * rect.height * 4)
        for row in rect.y..<rect.y + rect.height {
            let start = (row * width + rect.x) * 4
            pixels += self.pixels[start..<start + rect.width * 4]
        }
        return Bitmap(size: try! PixelSize(width: rect.width, height: rect.height), pixels: pixels)
    }

    /// This image with `other` copied over it, its top-left corner at (`x`, `y`); what falls
    /// outside is dropped.
    func pasting(_ other: Bitmap, x: Int, y: Int) -> Bitmap {
        var pixels = self.pixels
        let columns = Swift.min(other.width, width - x)
        guard x >= 0, y >= 0, columns > 0 else { return self }
        for row in 0..<Swift.min(other.height, height - y) {
            let source = row * other.width * 4, target = ((y + row) * width + x) * 4
            pixels.replaceSubrange(target..<target + columns * 4, with: other.pixels[source..<source + columns * 4])
        }
        return Bitmap(size: size, pixels: pixels)
    }

    /// This image with a frame of `thickness` pixels drawn in `color` around the outside of
    /// `rect`, clipped to the image.
    func outlining(_ rect: PixelRect, thickness: Int, color: Color) -> Bitmap {
        let outer = rect.outset(by: thickness)
        let sides = [
            PixelRect(x: outer.x, y: outer.y, width: outer.width, height: thickness),
            PixelRect(x: outer.x, y: rect.y + rect.height, width: outer.width, height: thickness),
            PixelRect(x: outer.x, y: rect.y, width: thickness, height: rect.height),
            PixelRect(x: rect.x + rect.width, y: rect.y, width: thickness, height: rect.height),
        ]
        var image = self
        for side in sides {
            for row in Swift.max(0, side.y)..<Swift.min(height, side.y + side.height) {
                for column in Swift.max(0, side.x)..<Swift.min(width, side.x + side.width) {
                    image[column, row] = color
                }
            }
        }
        return image
    }
}
