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
        return SnapshotDiffImage.report("\(verdict); \(whole.summary)", diffImage: diffImage(whole, marking: differing),
                                        of: reference, actual)
    }

    /// Reference, difference and actual strips one above the other, with the differing
    /// moments framed in red in all three.
    private func diffImage(_ whole: ImageComparison, marking differing: [Int]) -> Bitmap {
        let sideBySide = whole.diffImage()
        let panelGap = max(0, (sideBySide.width - 3 * strip.width) / 2)
        let rowGap = 4
        let size = try! PixelSize(width: strip.width, height: 3 * strip.height + 2 * rowGap)
        var image = Bitmap(size: size, color: Color(hex: 0x404040))
        for panel in 0..<3 {
            let x = panel * (strip.width + panelGap)
            let band = sideBySide.cropped(to: PixelRect(x: x, y: 0, width: strip.width, height: strip.height))
            image = image.pasting(band, x: 0, y: panel * (strip.height + rowGap))
        }
        let thickness = max(2, strip.gap / 2)
        for index in differing {
            for panel in 0..<3 {
                image = image.outlining(strip.frameRect(index).offsetBy(dy: panel * (strip.height + rowGap)),
                                        thickness: thickness, color: Color(hex: 0xFF0000))
            }
        }
        return image
    }
}
