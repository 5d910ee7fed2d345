import Flipbook
import FlipbookTesting
import Foundation
import Testing

/// The app in a real window under Xvfb: clicks sent with xdotool, the window's pixels read back
/// with xwd and compared with the offline render of the session it recorded.
@Suite("An App in a window", .enabled(if: VirtualDisplay.isAvailable, "needs Xvfb, xdotool and xwd"))
struct TallyAppWindowTests {
    @Test("clicks, typing, a drag and Escape in the window; the recorded session plays back to the same screen")
    func recordsASessionThatPlaysBackTheSame() throws {
        let folder = try temporaryFolder()
        let display = try VirtualDisplay()
        defer { display.stop() }
        let window = try display.launch(builtProgram(named: "TallyApp"), ["window", "--record", "session.touches"], in: folder)
        let id = try display.window(named: "TallyApp")
        func click(_ x: Int, _ y: Int, settle: Double = 0.6) throws {
            try display.xdotool(["mousemove", "--window", id, "\(x)", "\(y)", "click", "1"])
            Thread.sleep(forTimeInterval: settle)
        }
        try click(195, 497)  // Add one
        try click(195, 547, settle: 0.9)  // Settings: the second screen slides in
        try click(195, 148, settle: 0.3)  // the name field
        try display.xdotool(["type", "--delay", "50", " Cups"])
        try display.xdotool(["mousemove", "--window", id, "148", "212", "mousedown", "1"])
        for step in 1...8 {
            try display.xdotool(["mousemove", "--window", id, "\(148 + step * 12)", "212"])
        }
        try display.xdotool(["mouseup", "1"])
        Thread.sleep(forTimeInterval: 0.4)
        try display.xdotool(["key", "Escape"])
        Thread.sleep(forTimeInterval: 1)
        let shown = try display.capture(window: id)
        window.terminate()
        let deadline = Date().addingTimeInterval(10)
        while window.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
        if window.isRunning { kill(window.processIdentifier, SIGKILL) }
        window.waitUntilExit()
        #expect(window.terminationReason == .exit && window.terminationStatus == 0, "closing the window quits cleanly")

        let script = try String(contentsOf: folder.appendingPathComponent("session.touches"), encoding: .utf8)
        for line in ["tap 195.5,497.5", "tap 195.5,547.5", "type \"C\"", "type \"s\"", "tap back"] {
            #expect(script.contains(line), "recorded '\(line)':\n\(script)")
        }
        // The drag, as the pointer was at each touch sample: from the press to the release.
        let drag = script.split(separator: "\n").first { $0.hasPrefix("drag ") }
        #expect(drag?.hasPrefix("drag 148.5,212.5 -> ") == true && drag?.contains("-> 244.5,212.5 over ") == true, "\(script)")
        #expect(try runTallyApp(["play", "session.touches", "-o", "frames"], in: folder).status == 0)
        let frames = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("frames").path).sorted()
        let played = try Bitmap(contentsOfPNG: folder.appendingPathComponent("frames").appendingPathComponent(try #require(frames.last)))
        let comparison = ImageComparison(reference: played, actual: shown, tolerance: .rasterizerDrift)
        #expect(comparison.isMatch, "window against replay: \(comparison.differingPixelCount) pixels differ")
        let markWidth = box(of: .orange, in: shown).map { $0.maxX - $0.minX + 1 }
        #expect(markWidth == 30, "back on the first screen, one mark the slider widened to 30 points")
    }

    @Test("no display: one line, exit 1; a recording into a missing folder: exit 64, nothing written")
    func refusesWithoutADisplay() throws {
        let folder = try temporaryFolder()
        let noDisplay = try runTallyApp(["window"], in: folder, environment: ["DISPLAY": ":59", "WAYLAND_DISPLAY": ""])
        let unset = try runTallyApp(["window"], in: folder, environment: ["DISPLAY": "", "WAYLAND_DISPLAY": ""])
        #expect(unset.status == 1 && unset.error.contains("cannot open a window"))
        #expect(noDisplay.status == 1)
        #expect(noDisplay.error.hasPrefix("TallyApp: error: cannot open a window"))
        #expect(noDisplay.error.split(separator: "\n").count == 1)
        let badRecord = try runTallyApp(["window", "--record", "missing/session.touches"], in: folder)
        #expect(badRecord.status == 64)
        #expect(badRecord.error.contains("cannot write --record 'missing/session.touches': its folder does not exist"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test("a lost display is one line and exit 1, and the session so far is kept")
    func survivesTheDisplayGoingAway() throws {
        let folder = try temporaryFolder()
        let display = try VirtualDisplay()
        let errors = Pipe()
        let window = Process()
        window.executableURL = builtProgram(named: "TallyApp")
        window.arguments = ["window", "--record", "session.touches"]
        window.currentDirectoryURL = folder
        window.environment = ProcessInfo.processInfo.environment.merging(["DISPLAY": display.name]) { $1 }
        window.standardOutput = FileHandle.nullDevice
        window.standardError = errors
        try window.run()
        let id = try display.window(named: "TallyApp")
        try display.xdotool(["mousemove", "--window", id, "195", "497", "click", "1"])
        Thread.sleep(forTimeInterval: 0.5)
        display.stop()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        window.waitUntilExit()
        #expect(window.terminationStatus == 1)
        #expect(said.split(separator: "\n").count == 1, "one line: \(said)")
        #expect(said.hasPrefix("TallyApp: error: lost the connection to the display; the session so far is recorded in"))
        let script = try String(contentsOf: folder.appendingPathComponent("session.touches"), encoding: .utf8)
        #expect(script.contains("tap 195.5,497.5"))
    }
}
