import FlipbookCore
import FlipbookRenderer

/// Plays a touch script against a player on the virtual clock and collects a display list for
/// every frame: frames fall every `1/fps` seconds; taps and double taps take no time; waits,
/// drags and pinches let time pass, frame by frame, while fingers report where they are at
/// `TouchInput.rate`, whatever the frame rate.
@MainActor public struct ScriptRunner {
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
    /// - Throws: `ScriptRunError` when an event names a target that is not on screen;
    ///   `TouchScriptError` for a script longer than ``TouchScript/maximumDuration``.
    public func run(_ script: TouchScript) throws -> [DisplayList] {
        var frames: [DisplayList] = []
        try run(script) { frames.append($0) }
        return frames
    }

    /// Runs `script`'s events, handing each frame to `onFrame` as soon as its scene is fixed,
    /// so frames can be drawn and written while the script goes on.
    public func run(_ script: TouchScript, onFrame: @escaping (DisplayList) throws -> Void) throws {
        try run(script, lastFrame: nil) { _, frame in try onFrame(frame) }
    }

    /// Runs `script`'s events, handing each frame and its 1-based number to `onFrame`, and
    /// stops as soon as frame `lastFrame` is made: nothing after it is played or built.
    ///
    /// - Parameters:
    ///   - script: The script to play.
    ///   - lastFrame: The number of the last frame wanted, or `nil` for the whole run.
    ///   - onFrame: Takes each frame's number and display list, in order.
    public func run(_ script: TouchScript, lastFrame: Int?,
                    onFrame: @escaping (Int, DisplayList) throws -> Void) throws {
        try run(script, sink: onFrame, lastFrame: lastFrame)
    }

    /// Runs `script`'s events for their effect on state alone: time passes and scheduled
    /// intents run, but no frame's scene is built.
    public func runWithoutFrames(_ script: TouchScript) throws {
        try run(script, sink: nil, lastFrame: nil)
    }

    private func run(_ script: TouchScript, sink: ((Int, DisplayList) throws -> Void)?, lastFrame: Int?) throws {
        try Self.checkDuration(of: script)
        // State may have changed outside the player since its last frame: a run starts afresh.
        player.sceneValidity.invalidate()
        var timeline = FrameCollector(player: player, fps: fps, sink: sink, lastFrame: lastFrame)
        do {
            try timeline.render(through: 0)
            for event in script.events {
                try play(event, file: script.file, on: &timeline)
            }
            try timeline.render(through: timeline.time)
        } catch is FrameCollector.LastFrameMade {
            return
        }
    }

    /// The number of frames a run of `script` makes at `fps`.
    public static func frameCount(of script: TouchScript, fps: Double) -> Int {
        let frames = (script.duration * fps + 1e-9).rounded(.down)
        return frames.isFinite && frames < Double(Int.max - 1) ? Int(frames) + 1 : Int.max
    }

    /// Refuses a script that runs past ``TouchScript/maximumDuration`` (parsed scripts never
    /// do; one built in code may).
    private static func checkDuration(of script: TouchScript) throws {
        var time = 0.0
        for event in script.events {
            time += event.action.duration
            guard time.isFinite, time <= TouchScript.maximumDuration, event.action.duration >= 0 else {
                let message = "the script would run \(time) s by the end of this event; "
                    + "a script runs at most \(Int(TouchScript.maximumDuration)) s (24 hours), forward only"
                throw TouchScriptError(line: event.line, column: event.column, message: message, file: script.file)
            }
        }
    }

    /// Plays one event; its touches are aimed at one scene (see `Player.holdingScene`).
    private func play(_ event: TouchEvent, file: String?, on timeline: inout FrameCollector) throws {
        try player.holdingScene { try play(event.action, at: ScriptPlace(file: file, line: event.line, column: event.column),
                                           on: &timeline) }
    }

    private func play(_ action: TouchAction, at place: ScriptPlace, on timeline: inout FrameCollector) throws {
        switch action {
        case let .wait(seconds):
            try timeline.render(through: timeline.time + seconds)
        case let .tap(target):
            player.clock.advance(to: timeline.time)
            player.tap(at: try point(of: target, at: place))
        case let .doubleTap(target):
            player.clock.advance(to: timeline.time)
            player.doubleTap(at: try point(of: target, at: place))
        case let .drag(from, to, duration):
            try move(from: try point(of: from, at: place), to: try point(of: to, at: place), over: duration, holding: 0,
                     on: &timeline)
        case let .dragAlong(targets, duration):
            let points = try targets.map { try point(of: $0, at: place) }
            player.clock.advance(to: timeline.time)
            try play(ScriptedTouch.move(on: player, through: points, over: duration), over: duration, on: &timeline)
        case let .pinch(scale, target, duration):
            try pinch(scale, around: try point(of: target, at: place), over: duration, on: &timeline)
        case let .swipe(direction, target):
            try swipe(direction, on: try point(of: target, at: place), on: &timeline)
        case let .longPress(target, duration):
            try longPress(at: try point(of: target, at: place), for: duration, on: &timeline)
        case let .scroll(target, amount, duration):
            try scroll(from: try point(of: target, at: place), by: amount, over: duration, on: &timeline)
        case let .type(input):
            player.clock.advance(to: timeline.time)
            try type(input, at: place)
        case let .drop(payload, target):
            player.clock.advance(to: timeline.time)
            try drop(payload, at: try point(of: target, at: place), place: place)
        }
    }

    /// The screen point of `target`, resolved through the layout on screen now.
    func point(of target: TouchTarget, at place: ScriptPlace) throws -> CGPoint {
        switch target {
        case let .point(point): return point
        case let .named(kind, index, label):
            return try point(of: TargetName(kind, index: index, label: label), at: place)
        case let .part(kind, label, part):
            return try point(of: TargetName(kind, label: label, part: part), at: place)
        }
    }

    /// The screen point of the view named `name` on screen now.
    private func point(of name: TargetName, at place: ScriptPlace) throws -> CGPoint {
        guard let point = player.location(of: name) else {
            throw ScriptRunError(file: place.file, line: place.line, column: place.column, target: name,
                                 available: player.targetNames)
        }
        // Only a name with a label can be ambiguous; counting one walks the whole scene.
        guard name.label != nil else { return point }
        let count = player.count(of: name)
        if count > 1 {
            throw ScriptAmbiguityError(file: place.file, line: place.line, column: place.column, target: name,
                                       count: count, available: player.targetNames)
        }
        return point
    }

    /// Types into the focused field.
    private func type(_ input: TypedInput, at place: ScriptPlace) throws {
        guard player.type(input) else {
            throw ScriptTypingError(file: place.file, line: place.line, column: place.column,
                                    fields: player.targetNames.filter { $0.kind == "field" })
        }
    }

    /// Drops `payload` at `point`, as from another app.
    private func drop(_ payload: DropPayload, at point: CGPoint, place: ScriptPlace) throws {
        do {
            try player.drop(payload, at: point)
        } catch {
            throw ScriptDropError(file: place.file, line: place.line, column: place.column, reason: "\(error)")
        }
    }
}

/// Where an event is in its script, for messages.
struct ScriptPlace {
    let file: String?
    let line: Int
    let column: Int
}

/// A script event aimed at something that is not on screen.
public struct ScriptRunError: Error, CustomStringConvertible {
    /// The path of the script file, or `nil` for a script made from text.
    public let file: String?
    /// The script line, 1-based.
    public let line: Int
    /// The column of the event on its line, 1-based.
    public let column: Int
    /// What it aimed at.
    public let target: TargetName
    /// What is on screen.
    public let available: [TargetName]

    /// `FILE:LINE:COLUMN: no … on screen (there is: …)`, or `line L, column C: …` without a
    /// file; long names and long lists are cut, numbered runs written `swatch 1…120`.
    public var description: String {
        let names = Excerpt.list(TargetName.runs(of: available))
        let place = file.map { "\($0):\(line):\(column)" } ?? "line \(line), column \(column)"
        return "\(place): no \(Excerpt.of(target.description)) on screen (there is: \(names.isEmpty ? "nothing to aim at" : names))"
    }
}

/// Makes frames as time passes and hands them on.
@MainActor struct FrameCollector {
    /// Thrown once the last wanted frame is made, to end the run early.
    struct LastFrameMade: Error {}

    let player: Player
    let fps: Double
    /// Where frames go, with their 1-based numbers; `nil` runs time forward without building any.
    let sink: ((Int, DisplayList) throws -> Void)?
    /// The number of the last frame wanted; `nil` for all.
    let lastFrame: Int?
    /// Frames made so far.
    private(set) var count = 0
    /// The script's time now, in seconds.
    private(set) var time = 0.0

    init(player: Player, fps: Double, sink: ((Int, DisplayList) throws -> Void)?, lastFrame: Int? = nil) {
        self.player = player
        self.fps = fps
        self.sink = sink
        self.lastFrame = lastFrame
    }

    /// Makes every frame due up to `end` (inclusive); the script's time becomes `end`.
    ///
    /// - Throws: ``LastFrameMade`` right after the last wanted frame; what the sink throws.
    mutating func render(through end: Double) throws {
        try makeFrames { $0 <= end + 1e-9 }
        time = max(time, end)
    }

    /// Makes every frame due before `end` but not the one at it (within a nanosecond), so
    /// that a touch at `end` comes first; the script's time becomes `end`.
    mutating func render(before end: Double) throws {
        try makeFrames { $0 < end - 1e-9 }
        time = max(time, end)
    }

    /// Makes the frames due next while `isDue` holds for their times.
    private mutating func makeFrames(while isDue: (Double) -> Bool) throws {
        while true {
            let frameTime = Double(count) / fps
            guard isDue(frameTime) else { break }
            player.advance(to: frameTime)
            count += 1
            if let sink { try sink(count, player.frame(at: frameTime)) }
            if let lastFrame, count >= lastFrame { throw LastFrameMade() }
        }
    }
}
