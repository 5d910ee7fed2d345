/// Plays a touch script against a player on the virtual clock and collects a display list for
/// every frame: frames fall every `1/fps` seconds; taps take no time; waits, drags and
/// pinches let time pass, frame by frame.
public struct ScriptRunner {
    /// The player the script acts on.
    public let player: Player
    /// Frames per second.
    public let fps: Double

    /// Creates a runner.
    public init(player: Player, fps: Double) {
        self.player = player
        self.fps = fps
    }

    /// Runs `script`'s events and returns the frames, the first at time 0 and the last at the
    /// script's end.
    ///
    /// - Throws: `ScriptRunError` when an event names a target that is not on screen.
    public func run(_ script: TouchScript) throws -> [DisplayList] {
        var timeline = FrameCollector(player: player, fps: fps)
        timeline.render(through: 0)
        for event in script.events {
            try play(event, on: &timeline)
        }
        timeline.render(through: timeline.time)
        return timeline.frames
    }

    private func play(_ event: TouchEvent, on timeline: inout FrameCollector) throws {
        switch event.action {
        case let .wait(seconds):
            timeline.render(through: timeline.time + seconds)
        case let .tap(target):
            player.clock.advance(to: timeline.time)
            player.tap(at: try point(of: target, line: event.line))
        case let .drag(from, to, duration):
            try drag(from: from, to: to, over: duration, line: event.line, on: &timeline)
        case let .pinch(scale, target, duration):
            try pinch(scale, at: target, over: duration, line: event.line, on: &timeline)
        }
    }

    private func drag(from: TouchTarget, to: TouchTarget, over duration: Double, line: Int, on timeline: inout FrameCollector) throws {
        let start = try point(of: from, line: line), end = try point(of: to, line: line)
        player.clock.advance(to: timeline.time)
        guard let session = player.beginDrag(at: start) else { return timeline.render(through: timeline.time + duration) }
        let began = timeline.time
        timeline.render(through: began + duration) { time in
            let progress = min(1, (time - began) / duration)
            session.move(to: Point(x: start.x + (end.x - start.x) * progress, y: start.y + (end.y - start.y) * progress))
        }
        session.end(at: end)
    }

    private func pinch(_ scale: Double, at target: TouchTarget, over duration: Double, line: Int, on timeline: inout FrameCollector) throws {
        let center = try point(of: target, line: line)
        player.clock.advance(to: timeline.time)
        guard let session = player.beginPinch(at: center) else { return timeline.render(through: timeline.time + duration) }
        let began = timeline.time
        timeline.render(through: began + duration) { time in
            session.change(to: 1 + (scale - 1) * min(1, (time - began) / duration))
        }
        session.end(at: scale)
    }

    /// The screen point of `target`, resolved through the layout on screen now.
    private func point(of target: TouchTarget, line: Int) throws -> Point {
        switch target {
        case let .point(point): return point
        case let .named(kind, index, label):
            let name = TargetName(kind, index: index, label: label)
            guard let point = player.location(of: name) else {
                throw ScriptRunError(line: line, target: name, available: player.targetNames)
            }
            return point
        }
    }
}

/// A script event aimed at something that is not on screen.
public struct ScriptRunError: Error, CustomStringConvertible {
    /// The script line.
    public let line: Int
    /// What it aimed at.
    public let target: TargetName
    /// What is on screen.
    public let available: [TargetName]

    public var description: String {
        let names = available.map(\.description)
        let shown = names.count > 12 ? names.prefix(12).joined(separator: ", ") + ", …" : names.joined(separator: ", ")
        return "line \(line): no \(target) on screen (there is: \(shown.isEmpty ? "nothing to aim at" : shown))"
    }
}

/// Collects frames as time passes.
struct FrameCollector {
    let player: Player
    let fps: Double
    private(set) var frames: [DisplayList] = []
    /// The script's time now, in seconds.
    private(set) var time = 0.0

    init(player: Player, fps: Double) {
        self.player = player
        self.fps = fps
    }

    /// Renders every frame due up to `end` (inclusive), calling `step` with each frame's time
    /// before it is drawn; the script's time becomes `end`.
    mutating func render(through end: Double, step: ((Double) -> Void)? = nil) {
        while true {
            let frameTime = Double(frames.count) / fps
            guard frameTime <= end + 1e-9 else { break }
            player.clock.advance(to: frameTime)
            step?(frameTime)
            frames.append(player.frame(at: frameTime))
        }
        time = max(time, end)
    }
}
