import Flipbook
import Foundation

/// A strip of frames of a sequence side by side, each labelled with its time: a picture of an
/// animation for a README.
struct Filmstrip {
    /// The frames to choose from.
    var frames: [DisplayList]
    /// Frames per second of the sequence.
    var fps: Double
    /// The part of each frame to show, in points.
    var crop: CGRect
    /// How much each frame is scaled down.
    var scale: Double

    /// The strip of the frames at `times` (seconds).
    func render(times: [Double]) throws -> Bitmap {
        let cell = CGSize(width: crop.width * scale, height: crop.height * scale)
        let gap = 6.0, caption = 22.0
        let canvas = try Canvas(width: Double(times.count) * (cell.width + gap) + gap, height: cell.height + caption + gap,
                                background: Color(hex: 0xE5E5EA))
        for (index, time) in times.enumerated() {
            let number = min(frames.count - 1, Int((time * fps).rounded()))
            let origin = CGPoint(x: gap + Double(index) * (cell.width + gap), y: gap)
            try canvas.withSavedState {
                canvas.clip(to: Path(CGRect(origin: origin, size: cell)))
                try canvas.draw(try frames[number].render(scale: scale), at: CGPoint(x: origin.x - crop.minX * scale, y: origin.y - crop.minY * scale))
            }
            let label = String(format: "%.2f s", Double(number) / fps)
            try canvas.drawText(label, style: TextStyle(font: .system(size: 13), color: Color(hex: 0x3A3A3C)),
                                at: CGPoint(x: origin.x + 4, y: origin.y + cell.height + 3))
        }
        return try canvas.makeBitmap()
    }
}
