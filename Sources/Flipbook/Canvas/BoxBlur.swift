/// A fast, deterministic stand-in for a Gaussian blur (Cairo has none): three box-blur passes
/// each way over a small image, which together approach a Gaussian of standard deviation
/// `sigma`. Integer arithmetic only, edges clamped (the border pixels repeat), so the same
/// pixels always blur to the same bytes.
///
/// Callers blur a picture shrunk `downsampling` times (`Canvas.drawBlurredBackdrop`): the
/// passes then cost next to nothing, and the shrinking and the bilinear growing back are
/// Cairo's own.
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
        var line = [Int32](repeating: 0, count: max(width, height) * 4)
        var sums = line
        for _ in 0..<3 {
            for y in 0..<height { pass(pixels + y * stride, count: width, step: 4, line: &line, sums: &sums) }
            for x in 0..<width { pass(pixels + x * 4, count: height, step: stride, line: &line, sums: &sums) }
        }
    }

    /// One box pass along a line of `count` pixels `step` bytes apart.
    private func pass(_ start: UnsafeMutablePointer<UInt8>, count: Int, step: Int, line: inout [Int32], sums: inout [Int32]) {
        let radius = passRadius, width = Int32(2 * radius + 1)
        for index in 0..<count {
            for channel in 0..<4 { line[index * 4 + channel] = Int32(start[index * step + channel]) }
        }
        for channel in 0..<4 {
            var sum: Int32 = 0
            for offset in -radius...radius { sum += line[min(max(offset, 0), count - 1) * 4 + channel] }
            for index in 0..<count {
                sums[index * 4 + channel] = sum
                sum += line[min(index + radius + 1, count - 1) * 4 + channel] - line[max(index - radius, 0) * 4 + channel]
            }
        }
        for index in 0..<count {
            for channel in 0..<4 { start[index * step + channel] = UInt8((sums[index * 4 + channel] + width / 2) / width) }
        }
    }
}
