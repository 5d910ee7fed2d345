import Flipbook
import SnapshotTesting

extension Diffing where Value == Bitmap {
    /// Stores filmstrips as PNG and compares them moment by moment within `tolerance`; a
    /// failure names the moments that differ and its diff image frames them in red.
    static func filmstrip(_ strip: Filmstrip, tolerance: ComparisonTolerance) -> Diffing {
        let png = Diffing.png(tolerance: tolerance)
        return .diff(toData: png.toData, fromData: png.fromData, diffV2: { reference, actual in
            FilmstripComparison(strip: strip, reference: reference, actual: actual, tolerance: tolerance).failure()
        })
    }
}

/// A filmstrip compared with its reference, one moment at a time.
struct FilmstripComparison {
    let strip: Filmstrip
    let reference: Bitmap
    let actual: Bitmap
    let tolerance: ComparisonTolerance

    /// The moments whose frames differ beyond the tolerance, by index.
    var differingMoments: [Int] {
        strip.labels.indices.filter { index in
            let rect = strip.frameRect(index)
            return !ImageComparison(reference: reference.cropped(to: rect), actual: actual.cropped(to: rect), tolerance: tolerance).isMatch
        }
    }

    /// `nil` when every moment and the labels match; otherwise the message and the diff image.
    func failure() -> (String, [DiffAttachment])? {
        let whole = ImageComparison(reference: reference, actual: actual, tolerance: tolerance)
        guard whole.sizesMatch, reference.width == strip.width, reference.height == strip.height else {
            let summary = "the filmstrip's size changed (moments, frame size or scale): \(whole.summary)"
            return SnapshotDiffImage.report(summary, diffImage: whole.diffImage(), of: reference, actual)
        }
        let differing = differingMoments
        guard !differing.isEmpty || !whole.isMatch else { return nil }
        let moments = differing.map { strip.labels[$0] }
        let verdict = differing.isEmpty
            ? "the frames match but the labels differ"
            : "\(differing.count) of \(strip.labels.count) moments differ: \(moments.joined(separator: ", "))"
        return SnapshotDiffImage.report("\(verdict); \(whole.summary)", diffImage: diffImage(marking: differing),
                                        of: reference, actual)
    }

    /// Reference, difference and actual strips one above the other, with the differing
    /// moments framed in red in all three (only the difference when three do not fit an image).
    private func diffImage(marking differing: [Int]) -> Bitmap {
        let rowGap = 4
        let bands = [reference, differenceBand(), actual]
        guard let size = try? PixelSize(width: strip.width, height: 3 * strip.height + 2 * rowGap) else {
            return framing(differing, in: bands[1], rows: 1, rowGap: rowGap)
        }
        let stacked = bands.enumerated().reduce(Bitmap(size: size, color: Color(hex: 0x404040))) { image, band in
            image.pasting(band.element, x: 0, y: band.offset * (strip.height + rowGap))
        }
        return framing(differing, in: stacked, rows: 3, rowGap: rowGap)
    }

    /// `image` with the frames of the `differing` moments outlined in red in each of its `rows`.
    private func framing(_ differing: [Int], in image: Bitmap, rows: Int, rowGap: Int) -> Bitmap {
        let thickness = max(2, strip.gap / 2)
        return differing.reduce(image) { image, index in
            (0..<rows).reduce(image) { image, row in
                image.outlining(strip.frameRect(index).offsetBy(dy: row * (strip.height + rowGap)), thickness: thickness, color: Color(hex: 0xFF0000))
            }
        }
    }

    /// The middle panel of the engine's diff image (the reference faded, differences in red and
    /// yellow), made in slices narrow enough for a slice's three panels to fit one image.
    private func differenceBand() -> Bitmap {
        let slice = 4096
        return stride(from: 0, to: strip.width, by: slice).reduce(reference) { band, x in
            let rect = PixelRect(x: x, y: 0, width: min(slice, strip.width - x), height: strip.height)
            let panels = ImageComparison(reference: reference.cropped(to: rect), actual: actual.cropped(to: rect), tolerance: tolerance).diffImage()
            let gap = (panels.width - 3 * rect.width) / 2
            return band.pasting(panels.cropped(to: PixelRect(x: rect.width + gap, y: 0, width: rect.width, height: rect.height)), x: x, y: 0)
        }
    }
}
