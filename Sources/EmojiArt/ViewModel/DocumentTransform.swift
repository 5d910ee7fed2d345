import Flipbook

/// Where a document is on screen: an emoji at document point `p` is drawn centred at
/// `centre + pan + zoom × p`, where `centre` is the middle of the document view, `pan` an
/// offset in screen points and `zoom` how many screen points a document point takes.
///
/// This is the arithmetic of the lecture's `.scaleEffect(zoom).offset(pan)` on a layer whose
/// emojis sit at `centre + p`, with what the lecture leaves out: a pinch about the point
/// between the fingers, drags converted by the zoom, and zoom bounds.
public struct DocumentTransform: Hashable, Sendable {
    /// Screen points per document point, within ``zoomRange``.
    public var zoom: Double
    /// The document's centre's offset from the view's centre, in screen points.
    public var pan: CGSize

    /// The zooms allowed: from a tenth to ten times.
    public static let zoomRange: ClosedRange<Double> = 0.1...10

    /// A transform of `zoom` (clamped into ``zoomRange``) and `pan`.
    public init(zoom: Double = 1, pan: CGSize = .zero) {
        self.zoom = Self.clamped(zoom)
        self.pan = pan
    }

    /// `zoom` within ``zoomRange``; 1 for a value that is not finite.
    static func clamped(_ zoom: Double) -> Double {
        guard zoom.isFinite else { return 1 }
        return min(max(zoom, zoomRange.lowerBound), zoomRange.upperBound)
    }
}

// MARK: - Converting points

extension DocumentTransform {
    /// The point in the view (points, origin top-left) where the document point `position`
    /// is drawn, in a view of `size`.
    public func viewPoint(of position: Emoji.Position, in size: CGSize) -> CGPoint {
        CGPoint(x: size.width / 2 + pan.width + zoom * position.x, y: size.height / 2 + pan.height + zoom * position.y)
    }

    /// The document point drawn at `point` of a view of `size`: `(point − centre − pan) / zoom`.
    public func documentPosition(at point: CGPoint, in size: CGSize) -> Emoji.Position {
        Emoji.Position(x: (point.x - size.width / 2 - pan.width) / zoom, y: (point.y - size.height / 2 - pan.height) / zoom)
    }

    /// How far emojis move in the document for a finger that moves `translation` on screen:
    /// the translation divided by the zoom, so they stay under the finger at every zoom.
    public func documentOffset(for translation: CGSize) -> Emoji.Position {
        Emoji.Position(x: translation.width / zoom, y: translation.height / zoom)
    }
}

// MARK: - Gestures

extension DocumentTransform {
    /// The transform after a drag of `translation` screen points on the background: a pan.
    public func panned(by translation: CGSize) -> DocumentTransform {
        DocumentTransform(zoom: zoom, pan: CGSize(width: pan.width + translation.width, height: pan.height + translation.height))
    }

    /// The magnification a pinch of `magnification` really applies: what keeps the zoom in
    /// ``zoomRange``.
    public func allowedMagnification(_ magnification: Double) -> Double {
        guard magnification.isFinite, magnification > 0 else { return 1 }
        return Self.clamped(zoom * magnification) / zoom
    }

    /// The transform after a pinch of `magnification` whose fingers are centred on `anchor`
    /// (view points) in a view of `size`: the document point under the anchor stays there,
    /// so `pan` moves by `(anchor − centre − pan) × (1 − m)` for the allowed magnification `m`.
    public func pinched(by magnification: Double, about anchor: CGPoint, in size: CGSize) -> DocumentTransform {
        let scale = allowedMagnification(magnification)
        let fromCentre = CGSize(width: anchor.x - size.width / 2 - pan.width, height: anchor.y - size.height / 2 - pan.height)
        return DocumentTransform(zoom: zoom * scale, pan: CGSize(width: pan.width + fromCentre.width * (1 - scale),
                                                               height: pan.height + fromCentre.height * (1 - scale)))
    }

    /// The transform that shows all of `rect` (document points) as large as it fits in a view
    /// of `size`, centred: `zoom = min(w / rect.w, h / rect.h)`, as the course's zoom to fit.
    /// An empty rect or view leaves the transform as it is.
    public func fitting(_ rect: CGRect, in size: CGSize) -> DocumentTransform {
        guard !rect.isEmpty, size.width > 0, size.height > 0 else { return self }
        let zoom = Self.clamped(min(size.width / rect.width, size.height / rect.height))
        return DocumentTransform(zoom: zoom, pan: CGSize(width: -zoom * rect.midX, height: -zoom * rect.midY))
    }
}
