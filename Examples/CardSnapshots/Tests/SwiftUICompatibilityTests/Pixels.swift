import Flipbook
import Testing

/// Renders `view` at `width` by `height` points, one pixel a point, on white.
@MainActor func render(_ view: some View, width: CGFloat, height: CGFloat) throws -> Bitmap {
    try ImageRenderer(content: view, size: CGSize(width: width, height: height)).render()
}

/// Whether two colours are the same within `tolerance` in each 0...1 component.
func isClose(_ a: Color, _ b: Color, tolerance: Double = 0.02) -> Bool {
    abs(a.red - b.red) <= tolerance && abs(a.green - b.green) <= tolerance
        && abs(a.blue - b.blue) <= tolerance && abs(a.alpha - b.alpha) <= tolerance
}

/// The bounding box of the pixels of `bitmap` close to `color`, or `nil` when none are.
func box(of color: Color, in bitmap: Bitmap) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
    var found: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
    for y in 0..<bitmap.height {
        for x in 0..<bitmap.width where isClose(bitmap[x, y], color) {
            let old = found ?? (x, y, x, y)
            found = (min(old.minX, x), min(old.minY, y), max(old.maxX, x), max(old.maxY, y))
        }
    }
    return found
}

/// The bounding box of the pixels of `bitmap` that are not white, or `nil` when none are.
func inkBox(_ bitmap: Bitmap) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
    var found: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
    for y in 0..<bitmap.height {
        for x in 0..<bitmap.width where !isClose(bitmap[x, y], .white) {
            let old = found ?? (x, y, x, y)
            found = (min(old.minX, x), min(old.minY, y), max(old.maxX, x), max(old.maxY, y))
        }
    }
    return found
}

/// How many pixels of `bitmap` are not white.
func inkedPixels(_ bitmap: Bitmap) -> Int {
    var count = 0
    for y in 0..<bitmap.height {
        for x in 0..<bitmap.width where !isClose(bitmap[x, y], .white) { count += 1 }
    }
    return count
}
