/// Plays a touch script against a player on the virtual clock and collects a display list for
/// every frame: frames fall every `1/fps` seconds; taps and double taps take no time; waits,
/// drags and pinches let time pass, frame by frame.
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
        var frames: [DisplayList] = []
        try run(script) { frames.append($0) }
        return frames
    }

    /// Runs `script`'s events, handing each frame to `onFrame` as soon as its scene is fixed,
    /// so frames can be drawn and written while the script goes on.
    public func run(_ script: TouchScript, onFrame: @escaping (DisplayList) throws -> Void) throws {
        try run(script, sink: onFrame)
    }

    /// Runs `script`'s events for their effect on state alone: time passes and scheduled
    /// intents run, but no frame's scene is built.
    public func runWithoutFrames(_ script: TouchScript) throws {
        try run(script, sink: nil)
    }

    private func run(_ script: TouchScript, sink: ((DisplayList) throws -> Void)?) throws {
        var timeline = FrameCollector(player: player, fps: fps, sink: sink)
        try timeline.render(through: 0)
        for event in script.events {
            try play(event, on: &timeline)
        }
        try timeline.render(through: timeline.time)
    }

    /// The number of frames a run of `script` makes at `fps`.
    public static func frameCount(of script: TouchScript, fps: Double) -> Int {
        let duration = script.events.reduce(0.0) { total, event in
            switch event.action {
            case let .wait(seconds): total + seconds
            case let .drag(_, _, seconds), let .pinch(_, _, seconds): total + seconds
            case .tap, .doubleTap: total
            }
        }
        return Int((duration * fps + 1e-9).rounded(.down)) + 1
    }

    private func play(_ event: TouchEvent, on timeline: inout FrameCollector) throws {
        switch event.action {
        case let .wait(seconds):
            try timeline.render(through: timeline.time + seconds)
        case let .tap(target):
            player.clock.advance(to: timeline.time)
            player.tap(at: try point(of: target, line: event.line))
        case let .doubleTap(target):
            player.clock.advance(to: timeline.time)
            player.doubleTap(at: try point(of: target, line: event.line))
        case let .drag(from, to, duration):
            try drag(from: from, to: to, over: duration, line: event.line, on: &timeline)
        case let .pinch(scale, target, duration):
            try pinch(scale, at: target, over: duration, line: event.line, on: &timeline)
        }
    }

    private func drag(from: TouchTarget, to: TouchTarget, over duration: Double, line: Int, on timeline: inout FrameCollector) throws {
        let start = try point(of: from, line: line), end = try point(of: to, line: line)
        player.clock.advance(to: timeline.time)
        guard let session = player.beginDrag(at: start) else { return try timeline.render(through: timeline.time + duration) }
        let began = timeline.time
        try timeline.render(through: began + duration) { time in
            let progress = min(1, (time - began) / duration)
            session.move(to: Point(x: start.x + (end.x - start.x) * progress, y: start.y + (end.y - start.y) * progress))
        }
        session.end(at: end)
    }

    private func pinch(_ scale: Double, at target: TouchTarget, over duration: Double, line: Int, on timeline: inout FrameCollector) throws {
        let center = try point(of: target, line: line)
        player.clock.advance(to: timeline.time)
        guard let session = player.beginPinch(at: center) else { return try timeline.render(through: timeline.time + duration) }
        let began = timeline.time
        try timeline.render(through: began + duration) { time in
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

/// Makes frames as time passes and hands them on.
struct FrameCollector {
    let player: Player
    let fps: Double
    /// Where frames go; `nil` runs time forward without building any.
    let sink: ((DisplayList) throws -> Void)?
    /// Frames made so far.
    private(set) var count = 0
    /// The script's time now, in seconds.
    private(set) var time = 0.0

    init(player: Player, fps: Double, sink: ((DisplayList) throws -> Void)?) {
        self.player = player
        self.fps = fps
        self.sink = sink
    }

    /// Makes every frame due up to `end` (inclusive), calling `step` with each frame's time
    /// before its scene is fixed; the script's time becomes `end`.
    mutating func render(through end: Double, step: ((Double) -> Void)? = nil) throws {
        while true {
            let frameTime = Double(count) / fps
            guard frameTime <= end + 1e-9 else { break }
            player.advance(to: frameTime)
            step?(frameTime)
            if let sink { try sink(player.frame(at: frameTime)) }
            count += 1
        }
        time = max(time, end)
    }
}
