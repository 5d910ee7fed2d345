import Flipbook
import SnapshotTesting

extension Snapshotting where Format == Bitmap {
    /// The image this strategy makes of `value`, as `assertSnapshot` would compare it.
    func image(of value: Value) -> Bitmap {
        var result: Bitmap?
        snapshot(value).run { result = $0 }
        return result!
    }
}

extension Bitmap {
    /// Whether the pixel at (`x`, `y`) is pure red, as diff images mark differences.
    func isRed(x: Int, y: Int) -> Bool { bytes(x: x, y: y) == [255, 0, 0, 255] }
}
