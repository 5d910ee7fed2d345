import Foundation

/// The arithmetic of scrolling, as UIKit's scroll views move: offsets clamped to the content,
/// and a fling that decelerates at UIKit's normal rate (the speed kept each millisecond, 0.998).
enum ScrollMotion {
    /// The speed kept each millisecond while a fling decelerates (`UIScrollView.DecelerationRate.normal`).
    static let decelerationRate = 0.998

    /// The largest offset of content of `content` size seen through a `viewport`, in points:
    /// zero where the content fits.
    static func maximumOffset(content: CGSize, viewport: CGSize) -> CGSize {
        CGSize(width: max(0, content.width - viewport.width), height: max(0, content.height - viewport.height))
    }

    /// `offset` kept within 0…`maximum` on each axis, and zero on axes that do not scroll.
    static func clamped(_ offset: CGSize, maximum: CGSize, axes: Axis.Set) -> CGSize {
        CGSize(width: axes.contains(.horizontal) ? min(max(0, offset.width), maximum.width) : 0,
             height: axes.contains(.vertical) ? min(max(0, offset.height), maximum.height) : 0)
    }

    /// How far a fling at `velocity` (points per second) carries on before it stops: v·r/(1−r)
    /// per millisecond, about half a second's worth.
    static func glide(velocity: CGFloat) -> CGFloat {
        velocity / 1000 * decelerationRate / (1 - decelerationRate)
    }

    /// How long a fling of `distance` points lasts, in seconds: until it slows below half a
    /// point per frame's worth, at most 2.5 s; 0 for no distance.
    static func glideDuration(distance: CGFloat) -> CGFloat {
        let rate = -log(decelerationRate) * 1000
        guard abs(distance) > 0.5 else { return 0 }
        return min(2.5, max(0.25, log(abs(distance) / 0.5) / rate))
    }

    /// The decelerating curve of a fling: fast at first, slowing to a stop.
    static func glideAnimation(duration: Double) -> Animation {
        .timingCurve(0.1, 0.6, 0.3, 1, duration: duration)
    }
}
