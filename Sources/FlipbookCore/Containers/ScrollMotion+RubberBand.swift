import Foundation

/// The rubber band of UIKit's scroll views: content dragged past an end follows the finger
/// less and less, and springs back when the finger lifts.
extension ScrollMotion {
    /// UIScrollView's rubber-band constant c: near an end the content follows 0.55 of the finger.
    static let rubberBandConstant = 0.55
    /// The response of the critically damped spring that brings content back to its end, in
    /// seconds.
    static let bounceResponse = 0.5

    /// The spring's angular frequency ω = 2π / response, in radians per second.
    static var bounceFrequency: CGFloat { 2 * .pi / bounceResponse }

    /// The critically damped spring that brings content back to its end, launched at
    /// `initialVelocity` (progress units per second, the whole way back being 1).
    static func springBack(initialVelocity: CGFloat) -> Animation {
        .interpolatingSpring(stiffness: bounceFrequency * bounceFrequency, damping: 2 * bounceFrequency,
                             initialVelocity: initialVelocity)
    }

    /// How far content drawn past an end goes when the finger has gone `overshoot` points past
    /// it, in a viewport `dimension` points long: (1 − 1 / (x·c/d + 1))·d, always less than `d`
    /// and less than c·x.
    static func rubberBand(_ overshoot: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0, overshoot > 0 else { return 0 }
        return (1 - 1 / (overshoot * rubberBandConstant / dimension + 1)) * dimension
    }

    /// How fast the rubber-banded content moves for each point the finger moves, `overshoot`
    /// points past the end: c / (x·c/d + 1)².
    static func rubberBandSlope(_ overshoot: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0 else { return 0 }
        let stretch = max(0, overshoot) * rubberBandConstant / dimension + 1
        return rubberBandConstant / (stretch * stretch)
    }

    /// `offset` with zero on the axes that do not scroll.
    static func masked(_ offset: CGSize, axes: Axis.Set) -> CGSize {
        CGSize(width: axes.contains(.horizontal) ? offset.width : 0, height: axes.contains(.vertical) ? offset.height : 0)
    }

    /// The offset a drag shows for the offset the finger asks, `raw`: as it is within
    /// 0…`maximum`, rubber-banded past either end, zero on axes that do not scroll.
    static func rubberBanded(_ raw: CGSize, maximum: CGSize, viewport: CGSize, axes: Axis.Set) -> CGSize {
        CGSize(width: axes.contains(.horizontal) ? rubberBanded(raw.width, maximum: maximum.width, dimension: viewport.width) : 0,
             height: axes.contains(.vertical) ? rubberBanded(raw.height, maximum: maximum.height, dimension: viewport.height) : 0)
    }

    /// `raw` along one axis, rubber-banded past 0 and `maximum`.
    static func rubberBanded(_ raw: CGFloat, maximum: CGFloat, dimension: CGFloat) -> CGFloat {
        if raw < 0 { return -rubberBand(-raw, dimension: dimension) }
        if raw > maximum { return maximum + rubberBand(raw - maximum, dimension: dimension) }
        return raw
    }

    /// How fast the shown offset moves for each point of the raw one, at `raw` along one axis.
    static func rubberBandSlope(at raw: CGFloat, maximum: CGFloat, dimension: CGFloat) -> CGFloat {
        if raw < 0 { return rubberBandSlope(-raw, dimension: dimension) }
        if raw > maximum { return rubberBandSlope(raw - maximum, dimension: dimension) }
        return 1
    }
}

extension ScrollMotion {
    /// The raw offset past an end that shows as `shown` points past it: the rubber band undone,
    /// (d/c)·y/(d − y); for a drag that begins while the content is still past an end.
    static func unbanded(_ shown: CGFloat, maximum: CGFloat, dimension: CGFloat) -> CGFloat {
        func raw(_ y: CGFloat) -> CGFloat { y < dimension ? dimension / rubberBandConstant * y / (dimension - y) : y }
        if shown < 0 { return -raw(-shown) }
        if shown > maximum { return maximum + raw(shown - maximum) }
        return shown
    }
}
