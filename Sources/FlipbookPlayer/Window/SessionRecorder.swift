import FlipbookCore
import Foundation

/// Writes what a person does in a live window as a touch script: each event at its time on the
/// wall clock, quantised to the 120 samples a second a finger is read at, with `wait` lines
/// between. Played back (`MyApp play FILE`), it gives the same screens.
@MainActor
package final class SessionRecorder {
    /// The script's file.
    let file: URL
    private var lines: [String]
    /// Where the script's clock is: the end of the last event written.
    private var scriptTime = 0.0

    /// A recorder that writes to `file` when the session ends, its script starting with
    /// `header` (an `app` line and the settings); the folder must exist.
    init(file: URL, header: [String] = []) throws {
        if let problem = OutputFile.problem(writing: file.path, as: "--record") { throw AppLaunchError(problem) }
        self.file = file
        lines = ["# recorded in a window; play it with 'play FILE'"] + header
    }

    func tap(at point: CGPoint, time: Double) { append("tap \(Self.point(point))", at: time, lasting: 0) }

    /// A drag through `points`, one a touch sample, the last at `duration` (written as
    /// ``recorded(dragDuration:)`` gives it).
    func drag(through points: [CGPoint], began: Double, duration: Double) {
        let path = points.map(Self.point).joined(separator: " -> ")
        append("drag \(path) over \(String(format: "%.6f", duration))", at: began, lasting: duration)
    }

    func scroll(at point: CGPoint, by amount: CGSize, over duration: Double, time: Double) {
        append("scroll \(Self.point(point)) by \(Self.point(CGPoint(x: amount.width, y: amount.height))) over \(Self.seconds(duration))",
               at: time, lasting: duration)
    }

    func pinch(_ scale: Double, at point: CGPoint, over duration: Double, time: Double) {
        append("pinch \(String(format: "%.6g", Self.recorded(scale: scale))) at \(Self.point(point)) over \(Self.seconds(duration))", at: time, lasting: duration)
    }

    func back(time: Double) { append("tap back", at: time, lasting: 0) }

    func type(_ input: TypedInput, time: Double) {
        switch input {
        case let .text(text): append("type \(Self.quoted(text))", at: time, lasting: 0)
        case .deleteBackward: append("type delete", at: time, lasting: 0)
        case .submit: append("type return", at: time, lasting: 0)
        }
    }

    /// Waits out the session to `time` and writes the script, atomically.
    func finish(at time: Double) {
        wait(until: time)
        do {
            try AtomicFile.write(Data((lines.joined(separator: "\n") + "\n").utf8), to: file)
        } catch {
            FileHandle.standardError.write(Data("error: cannot write the recording: \(error)\n".utf8))
        }
    }

    private func append(_ line: String, at time: Double, lasting duration: Double) {
        wait(until: time)
        lines.append(line)
        scriptTime = max(scriptTime, Self.quantised(time)) + duration
    }

    private func wait(until time: Double) {
        let gap = Self.quantised(time) - scriptTime
        guard gap > 0 else { return }
        lines.append("wait \(Self.seconds(gap))")
        scriptTime += gap
    }

    /// A drag's `duration` as a recording keeps it: to the millionth of a second, rounded
    /// down, so that a script player takes exactly as many touch samples as the drag had.
    static func recorded(dragDuration duration: Double) -> Double {
        Double(String(format: "%.6f", (duration * 1_000_000).rounded(.down) / 1_000_000)) ?? duration
    }

    /// `scale` as a recording keeps it, to six significant digits.
    static func recorded(scale: Double) -> Double { Double(String(format: "%.6g", scale)) ?? scale }

    /// `time` to the nearest 1/120 s.
    private static func quantised(_ time: Double) -> Double { (time * 120).rounded() / 120 }

    private static func seconds(_ value: Double) -> String { String(format: "%.4f", value) }

    private static func point(_ point: CGPoint) -> String {
        String(format: "%g,%g", (point.x * 10).rounded() / 10, (point.y * 10).rounded() / 10)
    }

    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
