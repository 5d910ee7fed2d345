import FlipbookCore

/// Where the three panels of a diff image go: side by side when that fits the image limits,
/// else stacked, else side by side or stacked (whichever keeps more detail) at a smaller scale.
struct DiffImageLayout {
    /// The blank between two panels, in pixels of the diff image.
    static let gap = 4

    /// The size of one panel in the diff image, in pixels.
    let panel: (width: Int, height: Int)
    /// Whether the panels are stacked top to bottom rather than side by side.
    let isStacked: Bool
    /// The factor the panels are scaled by: 1, or less when they would not fit.
    let scale: Double

    /// Plans the diff image for panels of `panel` pixels.
    init(panel: (width: Int, height: Int)) {
        let across = Self.fit(panel, stacked: false), down = Self.fit(panel, stacked: true)
        let best = across >= 1 ? (false, 1.0) : down >= 1 ? (true, 1.0) : (down > across ? (true, down) : (false, across))
        (isStacked, scale) = best
        self.panel = best.1 < 1
            ? (Swift.max(1, Int(Double(panel.width) * best.1)), Swift.max(1, Int(Double(panel.height) * best.1)))
            : panel
    }

    /// The size of the whole diff image; always within ``/FlipbookCore/PixelSize``'s limits.
    var imageSize: PixelSize {
        let long = 3 * (isStacked ? panel.height : panel.width) + 2 * Self.gap
        let size = isStacked ? (panel.width, long) : (long, panel.height)
        // `fit` keeps both sides and the area within the limits.
        return (try? PixelSize(width: size.0, height: size.1)) ?? (try! PixelSize(width: 1, height: 1))
    }

    /// The top-left corner of panel `index` (0, 1, 2), in pixels.
    func origin(ofPanel index: Int) -> (x: Int, y: Int) {
        isStacked ? (0, index * (panel.height + Self.gap)) : (index * (panel.width + Self.gap), 0)
    }

    /// The largest scale (at most 1, rounded down to a thousandth) at which three panels fit
    /// the side and area limits in this arrangement.
    private static func fit(_ panel: (width: Int, height: Int), stacked: Bool) -> Double {
        let gaps = Double(2 * gap), side = Double(PixelSize.maximumSide)
        let short = Double(stacked ? panel.width : panel.height), long = Double(stacked ? panel.height : panel.width)
        let byLength = (side - gaps) / (3 * long)
        let byWidth = side / short
        let byArea = (Double(PixelSize.maximumPixelCount) / (short * (3 * long + gaps))).squareRoot()
        return Swift.min(1, (Swift.min(byLength, byWidth, byArea) * 1000).rounded(.down) / 1000)
    }
}
