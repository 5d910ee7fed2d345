import FlipbookCore

extension Bitmap {
    /// The image scaled down by `factor` (0 < factor ≤ 1) by averaging each block of pixels
    /// (weighted by alpha), except that a block holding a pixel of one of `keptColors` takes
    /// the first such colour, so that a single differing pixel still shows.
    ///
    /// - Parameters:
    ///   - factor: The scale; the new size is each side times `factor`, rounded down, at least 1.
    ///   - keptColors: RGBA byte quadruples that win over averaging, in order of priority.
    func scaledDown(by factor: Double, keepingFirstOf keptColors: [[UInt8]] = []) -> Bitmap {
        let newWidth = Swift.max(1, Int(Double(width) * factor)), newHeight = Swift.max(1, Int(Double(height) * factor))
        guard let size = try? PixelSize(width: newWidth, height: newHeight) else { return self }
        let kept = keptColors.map(Self.packed)
        var result = [UInt8](repeating: 0, count: size.pixelCount * 4)
        for y in 0..<newHeight {
            let rows = Self.span(y, of: newHeight, over: height)
            for x in 0..<newWidth {
                let pixel = block(rows: rows, columns: Self.span(x, of: newWidth, over: width), kept: kept)
                let index = (y * newWidth + x) * 4
                for channel in 0..<4 { result[index + channel] = UInt8(truncatingIfNeeded: pixel >> (24 - 8 * channel)) }
            }
        }
        return Bitmap(size: size, pixels: result)
    }

    /// The source rows (or columns) that target row `index` of `count` covers.
    private static func span(_ index: Int, of count: Int, over source: Int) -> Range<Int> {
        let start = index * source / count
        return start..<Swift.max((index + 1) * source / count, start + 1)
    }

    /// RGBA bytes as one word, red in the top byte.
    private static func packed(_ bytes: some Collection<UInt8>) -> UInt32 {
        bytes.reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// The packed pixel standing for one block.
    private func block(rows: Range<Int>, columns: Range<Int>, kept: [UInt32]) -> UInt32 {
        var red = 0, green = 0, blue = 0, alpha = 0, keptIndex = kept.count
        for y in rows {
            for x in columns {
                let index = (y * width + x) * 4
                let a = Int(pixels[index + 3])
                red += Int(pixels[index]) * a
                green += Int(pixels[index + 1]) * a
                blue += Int(pixels[index + 2]) * a
                alpha += a
                if keptIndex > 0, let match = kept[..<keptIndex].firstIndex(of: Self.packed(pixels[index..<index + 4])) {
                    keptIndex = match
                }
            }
        }
        if keptIndex < kept.count { return kept[keptIndex] }
        guard alpha > 0 else { return 0 }
        let count = rows.count * columns.count
        let channels = [red, green, blue].map { UInt32(($0 + alpha / 2) / alpha) }
        return channels[0] << 24 | channels[1] << 16 | channels[2] << 8 | UInt32((alpha + count / 2) / count)
    }
}
