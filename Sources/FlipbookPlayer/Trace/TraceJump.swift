import FlipbookCore
import FlipbookRenderer

/// A view that moved further between two consecutive frames of a trace than allowed.
public struct TraceJump: Hashable, Sendable, CustomStringConvertible {
    /// The number of the frame it arrived in (the later of the two).
    public var frame: Int
    /// That frame's time, in seconds.
    public var time: Double
    /// The view's id.
    public var id: String
    /// How far the centre of its frame moved, in points.
    public var distance: Double

    /// Creates a record of a jump.
    public init(frame: Int, time: Double, id: String, distance: Double) {
        self.frame = frame
        self.time = time
        self.id = id
        self.distance = distance
    }

    /// `frame 41 (1.333 s): 12 moved 143.2 pt`.
    public var description: String {
        "frame \(frame) (\(Self.format(time, digits: 3)) s): \(id) moved \(Self.format(distance, digits: 1)) pt"
    }

    /// The jumps in `frames`: every view on screen in two consecutive frames whose centre moved
    /// more than `maxStep` points between them, in frame order.
    ///
    /// - Parameters:
    ///   - frames: A trace, in frame order.
    ///   - maxStep: The furthest a view may move from one frame to the next, in points.
    ///   - ids: The views to check; `nil` for all.
    public static func jumps(in frames: [FrameTrace], maxStep: Double, ids: Set<String>? = nil) -> [TraceJump] {
        var jumps: [TraceJump] = []
        for (previous, frame) in zip(frames, frames.dropFirst()) where frame.frame &- previous.frame == 1 && frame.frame > previous.frame {
            let before = Dictionary(previous.views.map { ($0.id, $0.center) }, uniquingKeysWith: { first, _ in first })
            var seen = Set<String>()
            for view in frame.views where ids?.contains(view.id) ?? true {
                guard seen.insert(view.id).inserted, let start = before[view.id] else { continue }
                let distance = ((view.center.x - start.x) * (view.center.x - start.x)
                    + (view.center.y - start.y) * (view.center.y - start.y)).squareRoot()
                if distance > maxStep { jumps.append(TraceJump(frame: frame.frame, time: frame.time, id: view.id, distance: distance)) }
            }
        }
        return jumps
    }

    private static func format(_ value: Double, digits: Int) -> String {
        let scale = [1.0, 10, 100, 1000][digits]
        return "\((value * scale).rounded() / scale)"
    }
}
