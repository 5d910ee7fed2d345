import Flipbook

/// The picture a frames snapshot stores: the chosen moments side by side, each labelled under
/// it with its time, over a neutral strip. Everything is laid out in whole pixels, so each
/// moment's frame is copied into the strip pixel for pixel.
struct Filmstrip: Hashable, Sendable {
    /// One frame, in pixels.
    let frameWidth: Int
    let frameHeight: Int
    /// The labels under the frames, in order.
    let labels: [String]
    /// Pixels per point: the strip's gaps and labels scale with the frames.
    let scale: Double
    /// The scheme the strip's own colours follow.
    let colorScheme: ColorScheme

    /// The space around and between frames, in pixels.
    var gap: Int { Int((8 * scale).rounded()) }
    /// The band under the frames that holds the labels, in pixels.
    var captionHeight: Int { Int((20 * scale).rounded()) }
    /// The strip, in pixels.
    var width: Int { labels.count * (frameWidth + gap) + gap }
    var height: Int { gap + frameHeight + captionHeight }

    /// Where the frame of moment `index` lies in the strip.
    func frameRect(_ index: Int) -> PixelRect {
        PixelRect(x: gap + index * (frameWidth + gap), y: gap, width: frameWidth, height: frameHeight)
    }

    /// The strip of `frames`, one per label.
    func render(_ frames: [Bitmap]) throws -> Bitmap {
        let canvas = try Canvas(width: Double(width), height: Double(height), background: background)
        let style = TextStyle(font: .system(size: 12 * scale), color: labelColor)
        for (index, label) in labels.enumerated() {
            let frame = frameRect(index)
            let caption = CGRect(x: Double(frame.x), y: Double(frame.y + frame.height), width: Double(frame.width), height: Double(captionHeight))
            try canvas.drawText(label, style: style, centeredIn: caption)
        }
        return zip(frames.indices, frames).reduce(try canvas.makeBitmap()) { strip, item in
            let frame = frameRect(item.0)
            return strip.pasting(item.1, x: frame.x, y: frame.y)
        }
    }

    private var background: Color { colorScheme == .light ? Color(hex: 0xE5E5EA) : Color(hex: 0x3A3A3C) }
    private var labelColor: Color { colorScheme == .light ? Color(hex: 0x3A3A3C) : Color(hex: 0xE5E5EA) }
}
