import Foundation

/// Measures text for layout on a small scratch canvas of the current thread.
enum TextMeasurer {
    /// The size of `text` in `style`, wrapped to `width` when given.
    static func size(of text: String, style: TextStyle, width: Double?) -> Size {
        guard let canvas = scratchCanvas() else { return .zero }
        return (try? canvas.measureText(text, style: style, width: width)) ?? .zero
    }

    private static func scratchCanvas() -> Canvas? {
        let key = "org.flipbook.measuring-canvas"
        if let canvas = Thread.current.threadDictionary[key] as? Canvas { return canvas }
        let canvas = try? Canvas(width: 1, height: 1)
        Thread.current.threadDictionary[key] = canvas
        return canvas
    }
}
