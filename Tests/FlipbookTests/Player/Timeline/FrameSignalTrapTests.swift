import Foundation
import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

/// The line a run stopped by a signal ends with (`flipbook play` prints it; the whole
/// behaviour is tested through the command in `PlayInterruptionTests`).
@Suite("The line a stopped run ends with")
struct FrameSignalTrapTests {
    @Test func namesTheSignalTheFramesAndTheirFolders() {
        let line = FrameSignalTrap.interruptionLine(
            signal: SIGTERM, completed: 12, folders: [URL(fileURLWithPath: "/b/frames"), URL(fileURLWithPath: "/a/frames")])
        #expect(line == "interrupted by SIGTERM: 12 frame(s) completed in /a/frames, /b/frames; no temporary files left")
    }

    /// A run whose folder went away (its writes failed) before the signal was handled names no
    /// folder, rather than an empty one ("completed in ;").
    @Test func namesNoFolderWhenTheRunHadNone() {
        let line = FrameSignalTrap.interruptionLine(signal: SIGINT, completed: 605, folders: [])
        #expect(line == "interrupted by SIGINT: 605 frame(s) completed; no temporary files left")
    }
}
