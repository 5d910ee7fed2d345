import ArgumentParser
import Flipbook
import Foundation

/// `--max-step N`: fails, naming the frames and views, when a view jumps.
enum StepCheck {
    /// Prints the jumps in `frames` of the views `ids` (all when `nil`) on standard error and
    /// exits with 1 when there is any; says the check passed otherwise.
    static func check(_ frames: [FrameTrace], maxStep: Double, ids: Set<String>? = nil) throws {
        let jumps = TraceJump.jumps(in: frames, maxStep: maxStep, ids: ids)
        guard !jumps.isEmpty else {
            return print("no view moved more than \(maxStep) pt between two frames (\(frames.count) frames checked)")
        }
        let frameCount = Set(jumps.map(\.frame)).count
        let shown = jumps.prefix(20).map(\.description).joined(separator: "; ")
        let more = jumps.count > 20 ? "; and \(jumps.count - 20) more" : ""
        let line = "Error: \(jumps.count) jump(s) of more than \(maxStep) pt between consecutive frames, in \(frameCount) frame(s): "
            + shown + more + "\n"
        FileHandle.standardError.write(Data(line.utf8))
        throw ExitCode(1)
    }
}
