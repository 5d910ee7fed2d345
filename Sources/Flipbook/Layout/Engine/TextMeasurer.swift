import Foundation

/// Measures text for layout on a small scratch canvas of the current thread, remembering the
/// sizes it measured (layout asks for the same text many times a pass: once per enclosing
/// container that measures before it places).
enum TextMeasurer {
    /// The size of `text` in `style`, wrapped to `width` when given.
    static func size(of text: String, style: TextStyle, width: CGFloat?) -> CGSize {
        let key = MeasurementKey(text: text, style: style, width: width)
        let cache = measurements()
        if let size = cache.sizes[key] { return size }
        guard let canvas = scratchCanvas() else { return .zero }
        let size = (try? canvas.measureText(text, style: style, width: width)) ?? .zero
        if cache.sizes.count > 20_000 { cache.sizes.removeAll(keepingCapacity: true) }
        cache.sizes[key] = size
        return size
    }

    private static func scratchCanvas() -> Canvas? {
        try? scratchCanvases.value(makingIfMissing: { try Canvas(width: 1, height: 1) })
    }

    /// The sizes measured on this thread.
    private static func measurements() -> MeasurementCache {
        measured.value(makingIfMissing: MeasurementCache.init)
    }

    private static let scratchCanvases = PerThread<Canvas>()
    private static let measured = PerThread<MeasurementCache>()
}

/// One measurement asked for.
private struct MeasurementKey: Hashable {
    let text: String
    let style: TextStyle
    let width: CGFloat?
}

/// Sizes already measured, by what was asked.
private final class MeasurementCache {
    var sizes: [MeasurementKey: CGSize] = [:]
}
