extension ImageComparison {
    /// A picture of the difference, three panels side by side: the reference, the difference
    /// and the actual image. In the middle panel the reference is faded to light grey; pixels
    /// that differ beyond the tolerance are red, and those that differ within it are yellow.
    public func diffImage() -> Bitmap {
        let gap = 4
        let panelWidth = Swift.max(reference.width, actual.width)
        let panelHeight = Swift.max(reference.height, actual.height)
        // Both sizes passed PixelSize's limits, so three panels stay within them or are clipped.
        let width = Swift.min(PixelSize.maximumSide, panelWidth * 3 + gap * 2)
        let size = (try? PixelSize(width: width, height: panelHeight)) ?? reference.size
        var image = Bitmap(size: size, color: Color(hex: 0x404040))
        image.paste(reference, atX: 0)
        image.paste(differenceMap(), atX: panelWidth + gap)
        image.paste(actual, atX: 2 * (panelWidth + gap))
        return image
    }

    /// The middle panel.
    private func differenceMap() -> Bitmap {
        var map = Bitmap(size: reference.size, color: .white)
        for y in 0..<reference.height {
            for x in 0..<reference.width {
                map[x, y] = differenceColor(x: x, y: y)
            }
        }
        return map
    }

    private func differenceColor(x: Int, y: Int) -> Color {
        let difference = sizesMatch
            ? PixelDifference.largestChannel(reference.pixels, actual.pixels, at: (y * reference.width + x) * 4)
            : 255
        if difference > tolerance.perChannel { return Color(hex: 0xFF0000) }
        if difference > 0 { return Color(hex: 0xFFD000) }
        let pixel = reference[x, y]
        let luminance = (0.299 * pixel.red + 0.587 * pixel.green + 0.114 * pixel.blue) * pixel.alpha + (1 - pixel.alpha)
        let faded = 0.85 + 0.15 * luminance
        return Color(red: faded, green: faded, blue: faded)
    }
}

extension Bitmap {
    /// Copies `other` onto this image with its top-left corner at column `x`, row 0,
    /// dropping whatever falls outside.
    mutating func paste(_ other: Bitmap, atX originX: Int) {
        let columns = Swift.max(0, Swift.min(other.width, width - originX))
        guard columns > 0 else { return }
        for y in 0..<Swift.min(other.height, height) {
            let source = y * other.width * 4
            let target = (y * width + originX) * 4
            pixels.replaceSubrange(target..<target + columns * 4, with: other.pixels[source..<source + columns * 4])
        }
    }
}
