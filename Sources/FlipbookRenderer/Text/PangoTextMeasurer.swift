import FlipbookCore
import Foundation

/// Measures text with Pango, as it is drawn: on a one-pixel scratch canvas of each thread.
package struct PangoTextMeasurer: TextMeasuring {
    package init() {}

    package func size(of text: String, style: TextStyle, width: CGFloat?) -> CGSize? {
        guard let canvas = try? Self.scratchCanvases.value(makingIfMissing: { try Canvas(width: 1, height: 1) }) else {
            return nil
        }
        return try? canvas.measureText(text, style: style, width: width)
    }

    /// The measurer every player shares.
    package static let shared = PangoTextMeasurer()

    private static let scratchCanvases = PerThread<Canvas>()
}
