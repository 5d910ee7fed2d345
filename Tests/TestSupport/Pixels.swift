import Flipbook

extension Bitmap {
    /// The pixel at (`x`, `y`) as bytes: red, green, blue, alpha.
    public func bytes(x: Int, y: Int) -> [UInt8] {
        let index = (y * width + x) * 4
        return Array(pixels[index..<index + 4])
    }

    /// How many pixels satisfy `predicate`, given their bytes.
    public func count(where predicate: ([UInt8]) -> Bool) -> Int {
        var count = 0
        for y in 0..<height {
            for x in 0..<width where predicate(bytes(x: x, y: y)) { count += 1 }
        }
        return count
    }
}

/// Whether two byte values are within `tolerance` of each other, channel by channel.
public func isClose(_ lhs: [UInt8], _ rhs: [UInt8], tolerance: Int = 2) -> Bool {
    zip(lhs, rhs).allSatisfy { abs(Int($0) - Int($1)) <= tolerance }
}
