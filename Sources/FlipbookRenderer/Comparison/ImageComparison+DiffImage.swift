import FlipbookCore

extension ImageComparison {
    /// A picture of the difference in three panels: the reference, the difference and the
    /// actual image, side by side, or stacked top to bottom when side by side would be wider
    /// than ``/FlipbookCore/PixelSize/maximumSide``. When neither fits the limits, every panel is scaled
    /// down by the same factor (the largest that fits), keeping each differing pixel visible.
    ///
    /// In the middle panel the reference is faded to light grey; pixels that differ beyond the
    /// tolerance are red, and those that differ within it are yellow.
    public func diffImage() -> Bitmap {
        let layout = DiffImageLayout(panel: panelSize)
        var image = Bitmap(size: layout.imageSize, color: Color(hex: 0x404040))
        let panels = [reference, differenceMap(), actual]
        for (index, panel) in panels.enumerated() {
            let scaled = layout.scale < 1 ? panel.scaledDown(by: layout.scale, keepingFirstOf: Self.differenceColors) : panel
            image.paste(scaled, at: layout.origin(ofPanel: index))
        }
        return image
    }

    /// The colours of differing pixels, which survive scaling down.
    private static let differenceColors: [[UInt8]] = [[255, 0, 0, 255], [255, 208, 0, 255]]

    /// The size of one panel: the larger of the two images, both ways.
    private var panelSize: (width: Int, height: Int) {
        (Swift.max(reference.width, actual.width), Swift.max(reference.height, actual.height))
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
    /// Copies `other` onto this image with its top-left corner at `origin` (column, row),
    /// dropping whatever falls outside.
    mutating func paste(_ other: Bitmap, at origin: (x: Int, y: Int)) {
        let columns = Swift.max(0, Swift.min(other.width, width - origin.x))
        guard columns > 0, origin.y < height else { return }
        for y in 0..<Swift.min(other.height, height - origin.y) {
            let source = y * other.width * 4
            let target = ((y + origin.y) * width + origin.x) * 4
            pixels.replaceSubrange(target..<target + columns * 4, with: other.pixels[source..<source + columns * 4])
        }
    }
}
