import Foundation
import Synchronization

/// What lays text out for measuring: the renderer's text engine, which the core does not know.
/// Implementations are called from any thread that lays out views.
package protocol TextMeasuring: Sendable {
    /// The size of `text` in `style`, wrapped to `width` when given; `nil` when it cannot be
    /// measured.
    func size(of text: String, style: TextStyle, width: CGFloat?) -> CGSize?
}

/// Measures text for layout with the measurer the renderer installed, remembering the sizes
/// it measured on each thread (layout asks for the same text many times a pass: once per
/// enclosing container that measures before it places).
package enum TextMeasurer {
    /// The size of `text` in `style`, wrapped to `width` when given.
    static func size(of text: String, style: TextStyle, width: CGFloat?) -> CGSize {
        let key = MeasurementKey(text: text, style: style, width: width)
        let cache = measurements()
        if let size = cache.sizes[key] { return size }
        guard let measurer = installed.withLock({ $0 }) else {
            preconditionFailure("no text measurer: a Player installs the renderer's before it lays out views")
        }
        let size = measurer.size(of: text, style: style, width: width) ?? .zero
        if cache.sizes.count > 20_000 { cache.sizes.removeAll(keepingCapacity: true) }
        cache.sizes[key] = size
        return size
    }

    /// Makes `measurer` the one every thread measures with, from now on. The sizes already
    /// measured stay: install one measurer, once, before the first layout.
    package static func install(_ measurer: any TextMeasuring) {
        installed.withLock { $0 = measurer }
    }

    /// The sizes measured on this thread.
    private static func measurements() -> MeasurementCache {
        measured.value(makingIfMissing: MeasurementCache.init)
    }

    private static let installed = Mutex<(any TextMeasuring)?>(nil)
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
