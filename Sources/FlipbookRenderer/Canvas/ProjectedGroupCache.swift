import CCairo
import FlipbookCore
import Foundation

/// The groups `Canvas.drawProjected` composited lately, by everything that decides their
/// pixels, so a projected layer drawn again in the same place (a face-down card resting on
/// the deck, frame after frame) copies the group's pixels instead of filling its tiles again:
/// each tile goes through pixman's general compositing path, row by row, which costs far more
/// than the copy. The pixels are the same bytes the tiles made; only the work is saved.
///
/// Shared by all threads behind a lock; keeps a group the second time the same one is made,
/// holds at most `byteLimit` bytes of pixels and forgets the oldest group first.
final class ProjectedGroupCache: @unchecked Sendable {
    /// Everything that decides a group's pixels.
    struct Key: Hashable {
        /// The layer's pixels, rows of `layerStride` bytes.
        var layerPixels: Data
        var layerWidth: Int32
        var layerHeight: Int32
        var layerStride: Int32
        /// Pixels per point of the layer.
        var layerScale: Double
        /// The canvas' user-to-device matrix when the tiles are drawn: xx, yx, xy, yy, x0, y0.
        var matrix: [Double]
        /// The tiling's grid, in user space.
        var columns: Int
        var rows: Int
        var points: [CGPoint]
        /// The clip the group is drawn under, as device rectangles: x, y, width, height each.
        var clip: [Double]
    }

    /// A group's pixels and where its surface lies on the device.
    struct Group {
        var pixels: Data
        var width: Int32
        var height: Int32
        var stride: Int32
        var offsetX: Double
        var offsetY: Double
    }

    /// The cache every canvas uses.
    static let shared = ProjectedGroupCache()

    /// The most bytes of pixels kept.
    let byteLimit: Int
    private let lock = NSLock()
    private var groups: [Key: Group] = [:]
    private var order: [Key] = []
    private var bytes = 0
    /// The keys offered once and not kept: a group is kept the second time it is made, so
    /// layers that pass by (a card turning in flight) never fill the cache.
    private var offered: Set<Int> = []

    init(byteLimit: Int = 8 << 20) { self.byteLimit = byteLimit }

    /// The group stored under `key`, if any.
    func group(for key: Key) -> Group? {
        lock.withLock { groups[key] }
    }

    /// Keeps `group` under `key`, forgetting the oldest groups past the limit.
    func store(_ group: Group, for key: Key) {
        let size = group.pixels.count + key.layerPixels.count
        guard size <= byteLimit else { return }
        lock.withLock {
            guard groups[key] == nil else { return }
            guard offered.remove(key.hashValue) != nil else {
                if offered.count >= 256 { offered.removeAll() }
                offered.insert(key.hashValue)
                return
            }
            groups[key] = group
            order.append(key)
            bytes += size
            while bytes > byteLimit, !order.isEmpty {
                let oldest = order.removeFirst()
                if let gone = groups.removeValue(forKey: oldest) { bytes -= gone.pixels.count + oldest.layerPixels.count }
            }
        }
    }

    /// Forgets every group.
    func removeAll() {
        lock.withLock {
            groups.removeAll()
            order.removeAll()
            offered.removeAll()
            bytes = 0
        }
    }

    /// How many groups are kept.
    var count: Int { lock.withLock { groups.count } }
}

extension ProjectedGroupCache.Group {
    /// The pixels of the image surface `surface` (a group's target) and its device offset.
    init?(surface: OpaquePointer) {
        cairo_surface_flush(surface)
        guard cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE,
              let data = cairo_image_surface_get_data(surface) else { return nil }
        width = cairo_image_surface_get_width(surface)
        height = cairo_image_surface_get_height(surface)
        stride = cairo_image_surface_get_stride(surface)
        pixels = Data(bytes: data, count: Int(stride) * Int(height))
        (offsetX, offsetY) = (0, 0)
        cairo_surface_get_device_offset(surface, &offsetX, &offsetY)
    }

    /// Copies the pixels into `surface` (a group's target) when it has the same size, stride
    /// and device offset; returns whether it did.
    func copy(into surface: OpaquePointer) -> Bool {
        cairo_surface_flush(surface)
        var x = 0.0, y = 0.0
        cairo_surface_get_device_offset(surface, &x, &y)
        guard cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE,
              cairo_image_surface_get_width(surface) == width, cairo_image_surface_get_height(surface) == height,
              cairo_image_surface_get_stride(surface) == stride, x == offsetX, y == offsetY,
              let data = cairo_image_surface_get_data(surface) else { return false }
        pixels.withUnsafeBytes { source in
            guard let base = source.baseAddress else { return }
            data.update(from: base.assumingMemoryBound(to: UInt8.self), count: source.count)
        }
        cairo_surface_mark_dirty(surface)
        return true
    }
}
