import FlipbookCore

/// A fast, deterministic stand-in for a Gaussian blur (Cairo has none): three box-blur passes
/// each way over a small image, which together approach a Gaussian of standard deviation
/// `sigma`. Integer arithmetic only, edges clamped (the border pixels repeat), so the same
/// pixels always blur to the same bytes.
///
/// Callers blur a picture shrunk `downsampling` times (`shrink`, `Canvas.drawBlurredBackdrop`):
/// the passes then cost next to nothing, and Cairo grows the result back bilinearly.
struct BoxBlur {
    /// The blur's standard deviation, in pixels of the full-size picture.
    let sigma: Double

    /// How many times smaller the picture is blurred: a standard deviation of 3 to 6 of its pixels.
    var downsampling: Int { max(1, Int(sigma / 3)) }

    /// The radius of each box pass, in pixels of the shrunk picture: three passes of width
    /// `w` have a variance of `3 (w² − 1) / 12`.
    var passRadius: Int {
        let shrunk = sigma / Double(downsampling)
        return max(1, Int((((4 * shrunk * shrunk + 1).squareRoot() - 1) / 2).rounded()))
    }

    /// Blurs premultiplied 32-bit pixels (four 8-bit channels each) in place: `width`×`height`
    /// pixels, rows `stride` bytes apart.
    func blur(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int) {
        guard width > 0, height > 0 else { return }
        let radius = passRadius
        let line = UnsafeMutablePointer<Int>.allocate(capacity: (max(width, height) + 2 * radius + 1) * 4)
        defer { line.deallocate() }
        for _ in 0..<3 {
            for y in 0..<height { pass(pixels + y * stride, count: width, step: 4, line: line) }
            for x in 0..<width { pass(pixels + x * 4, count: height, step: stride, line: line) }
        }
    }

    /// One box pass along a line of `count` pixels `step` bytes apart: the line copied out with
    /// its end pixels repeated `passRadius` times beyond each end, then a sliding sum, divided
    /// by the box's width in fixed point (a multiply and a shift, not a division per channel).
    private func pass(_ start: UnsafeMutablePointer<UInt8>, count: Int, step: Int, line: UnsafeMutablePointer<Int>) {
        let radius = passRadius, width = 2 * radius + 1
        for index in 0..<(count + 2 * radius + 1) {
            let pixel = start + min(max(index - radius, 0), count - 1) * step
            for channel in 0..<4 { line[index * 4 + channel] = Int(pixel[channel]) }
        }
        let reciprocal = (1 << 24) / width + 1
        var sums = (0, 0, 0, 0)
        for index in 0..<width {
            sums = (sums.0 + line[index * 4], sums.1 + line[index * 4 + 1], sums.2 + line[index * 4 + 2], sums.3 + line[index * 4 + 3])
        }
        for index in 0..<count {
            let pixel = start + index * step, entering = line + (index + width) * 4, leaving = line + index * 4
            pixel[0] = UInt8(truncatingIfNeeded: (sums.0 * reciprocal + (1 << 23)) >> 24)
            pixel[1] = UInt8(truncatingIfNeeded: (sums.1 * reciprocal + (1 << 23)) >> 24)
            pixel[2] = UInt8(truncatingIfNeeded: (sums.2 * reciprocal + (1 << 23)) >> 24)
            pixel[3] = UInt8(truncatingIfNeeded: (sums.3 * reciprocal + (1 << 23)) >> 24)
            sums = (sums.0 + entering[0] - leaving[0], sums.1 + entering[1] - leaving[1],
                    sums.2 + entering[2] - leaving[2], sums.3 + entering[3] - leaving[3])
        }
    }

    /// Shrinks `width`×`height` pixels (four 8-bit channels each, rows `stride` bytes apart)
    /// `factor` times into `target` (rows `targetStride` bytes apart): each pixel the rounded
    /// mean of its `factor`×`factor` block, of the part inside the picture at its right and
    /// bottom edges. Reads every pixel once.
    static func shrink(_ source: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int, by factor: Int,
                       into target: UnsafeMutablePointer<UInt8>, stride targetStride: Int) {
        let columns = (width + factor - 1) / factor
        var sums = [UInt32](repeating: 0, count: columns * 4)
        sums.withUnsafeMutableBufferPointer { sums in
            for top in Swift.stride(from: 0, to: height, by: factor) {
                let rows = min(factor, height - top)
                for y in top..<top + rows { addRow(source + y * stride, width: width, factor: factor, into: sums.baseAddress!) }
                for column in 0..<columns {
                    let count = UInt32(min(factor, width - column * factor) * rows)
                    for channel in 0..<4 {
                        target[(top / factor) * targetStride + column * 4 + channel] = UInt8((sums[column * 4 + channel] + count / 2) / count)
                        sums[column * 4 + channel] = 0
                    }
                }
            }
        }
    }

    /// Adds a row's pixels to the sums of the blocks they fall in.
    private static func addRow(_ row: UnsafePointer<UInt8>, width: Int, factor: Int, into sums: UnsafeMutablePointer<UInt32>) {
        var pixel = row, sum = sums, x = 0
        while x < width {
            for _ in 0..<min(factor, width - x) {
                sum[0] &+= UInt32(pixel[0])
                sum[1] &+= UInt32(pixel[1])
                sum[2] &+= UInt32(pixel[2])
                sum[3] &+= UInt32(pixel[3])
                pixel += 4
            }
            sum += 4
            x += factor
        }
    }
}
