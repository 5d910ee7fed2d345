import Flipbook
import SnapshotTesting

extension Snapshotting where Value: View, Format == Bitmap {
    /// Snapshots an animation: plays a touch script on the view and stores one filmstrip PNG of
    /// the chosen moments side by side, each labelled with its time.
    ///
    /// ```swift
    /// assertSnapshot(of: BoardView(), as: .frames(script: "tap card 1\nwait 1", fps: 30, at: [0, 0.25, 0.5, 1]))
    /// ```
    ///
    /// The script's targets (`card 1`, `button "New Game"`) are the views named with
    /// `.touchTarget(_:index:)` or `.touchTarget(_:)`. Taps take no time; waits, drags and
    /// pinches let it pass. A moment after the script's end shows the scene as time goes on
    /// with no more touches. A moment between two frames of `fps` is drawn from a run at a
    /// multiple of `fps` that has a frame there (drags then move more often, to the same
    /// places). A script that does not parse, or aims at a target that is not on screen,
    /// fails the test with the script's line.
    ///
    /// On a difference the failure message names the moments that differ, and the diff image
    /// (reference, difference and actual strips, one above the other) frames them in red.
    ///
    /// - Parameters:
    ///   - script: A touch script, one event a line (`tap card 1`, `wait 0.5`,
    ///     `drag card 2 -> 200,300 over 0.8`).
    ///   - fps: The frame rate the script plays at, frames per second.
    ///   - moments: The times to show, in seconds from the start, in the strip's order.
    ///   - layout: The screen the view is laid out in; an iPhone 13's (390×844 points) unless given.
    ///   - scale: Pixels per point of each frame.
    ///   - colorScheme: The environment's colour scheme; each frame is filled with its background.
    ///   - tolerance: How far each moment may drift from the reference (`.rasterizerDrift`).
    public static func frames(script: String, fps: Double = 30, at moments: [Double],
                              layout: SnapshotLayout = .device(.iPhone13), scale: Double = 1,
                              colorScheme: ColorScheme = .light,
                              tolerance: ComparisonTolerance = .rasterizerDrift) -> Snapshotting {
        let fitted = FrameMoments(times: moments, fps: fps)
        let pixels = PixelGeometry.pixels(of: layout.size, scale: scale)
        let strip = Filmstrip(frameWidth: pixels.width, frameHeight: pixels.height, labels: fitted.labels,
                              scale: scale, colorScheme: colorScheme)
        return Snapshotting(pathExtension: "png", diffing: .filmstrip(strip, tolerance: tolerance)) { view in
            nonisolated(unsafe) let view = view
            return SnapshotRendering.attempt("the frames of \(Value.self)", size: (strip.width, strip.height)) {
                let player = Player(size: layout.size, colorScheme: colorScheme) { view }
                player.safeAreaInsets = layout.safeArea
                let frames = try ScriptMoments(script: script, moments: fitted, requested: moments, fps: fps).play(on: player)
                return try strip.render(frames.map { try $0.render(scale: scale, background: colorScheme.background) })
            }
        }
    }
}

/// Plays a script and keeps the frames of the chosen moments.
@MainActor struct ScriptMoments {
    let script: String
    let moments: FrameMoments
    /// The times and the rate as asked.
    let requested: [Double]
    let fps: Double

    /// The display list of each moment, in order.
    ///
    /// - Throws: `TouchScriptError` for a script that does not parse, `ScriptRunError` for a
    ///   target that is not on screen, `FramesSnapshotError` for a moment or a rate out of range.
    func play(on player: Player) throws -> [DisplayList] {
        guard fps.isFinite, fps > 0 else { throw FramesSnapshotError.badRate(fps) }
        guard !requested.isEmpty else { throw FramesSnapshotError.noMoments }
        if let bad = requested.first(where: { !$0.isFinite || $0 < 0 || $0 > 86_400 }) { throw FramesSnapshotError.badMoment(bad) }
        let wanted = Set(moments.frameNumbers)
        var kept: [Int: DisplayList] = [:]
        var number = 0
        try ScriptRunner(player: player, fps: moments.runRate).run(try TouchScript(parsing: script)) { frame in
            if wanted.contains(number) { kept[number] = frame }
            number += 1
        }
        for later in wanted.sorted() where kept[later] == nil {
            kept[later] = player.frame(at: Double(later) / moments.runRate)
        }
        return moments.frameNumbers.map { kept[$0]! }
    }
}

/// A frames snapshot asked for something it cannot show.
enum FramesSnapshotError: Error, CustomStringConvertible {
    /// A moment before the start, more than a day on, or not a number.
    case badMoment(Double)
    /// A frame rate that is not a positive number.
    case badRate(Double)
    /// An empty list of moments.
    case noMoments

    var description: String {
        switch self {
        case let .badMoment(time): "moment \(time) s is not a time from 0 s to a day"
        case let .badRate(fps): "fps \(fps) is not a positive frame rate"
        case .noMoments: "no moments to show: pass at least one time"
        }
    }
}
