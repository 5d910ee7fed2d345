import Flipbook
import FlipbookTesting
import Foundation
import Testing
import TestSupport

/// `flipbook window APP` under Xvfb: the wheel scrolls, ctrl + wheel pinches, and the session
/// it records, app line and settings first, plays back to the same screen.
@Suite("flipbook window", .enabled(if: VirtualDisplay.isAvailable, "needs Xvfb, xdotool and xwd"))
struct WindowCommandTests {
    @Test("ctrl + wheel pinches about the pointer and the wheel scrolls; the recording replays them")
    func wheelTurnsAreRecordedAndReplayed() throws {
        let folder = try TemporaryFolder()
        let display = try VirtualDisplay()
        defer { display.stop() }
        let window = try display.launch(CommandRunner.executable, ["window", "emojiart", "--sample", "garden", "--record", "s.touches"],
                                        in: folder.url, environment: ["XDG_DATA_HOME": folder.file("data").path])
        let id = try display.window(named: "emojiart")
        // Sent at once, while the first frame is drawn: the window reads them together later,
        // and the turns must still see ctrl as it was when each was made.
        try display.xdotool(["mousemove", "--window", id, "300", "420", "keydown", "ctrl", "click", "--repeat", "2", "--delay", "1", "4",
                             "keyup", "ctrl"])
        Thread.sleep(forTimeInterval: 1)
        try display.xdotool(["click", "5"])
        Thread.sleep(forTimeInterval: 2)
        let shown = try display.capture(window: id)
        window.terminate()
        window.waitUntilExit()
        #expect(window.terminationStatus == 0)

        let script = try String(contentsOf: folder.file("s.touches"), encoding: .utf8)
        #expect(script.hasPrefix("# recorded in a window; play it with 'play FILE'\napp emojiart\nsample garden\n"), "\(script)")
        // Turns read together are one pinch (1.21); turns read apart are two (1.1 each).
        let pinches = script.split(separator: "\n").filter { $0.hasPrefix("pinch ") && $0.hasSuffix(" at 300.5,420.5 over 0.1500") }
        let scales = pinches.compactMap { Double($0.split(separator: " ")[1]) }
        #expect(!scales.isEmpty && abs(scales.reduce(1, *) - 1.21) < 1e-9, "\(script)")
        #expect(script.contains("scroll 300.5,420.5 by 0,40 over 0.2000"), "\(script)")
        let play = try CommandRunner.run(["play", "s.touches", "-o", "frames", "--state-json", "end.json"], in: folder.url,
                                         environment: ["XDG_DATA_HOME": folder.file("data").path])
        #expect(play.status == 0, "\(play.standardError)")
        let frames = try FileManager.default.contentsOfDirectory(atPath: folder.file("frames").path).sorted()
        let played = try Bitmap(contentsOfPNG: folder.file("frames/\(try #require(frames.last))"))
        let comparison = ImageComparison(reference: played, actual: shown, tolerance: .rasterizerDrift)
        #expect(comparison.isMatch, "window against replay: \(comparison.differingPixelCount) pixels differ")
        let render = try CommandRunner.run(["render", "emojiart", "--sample", "garden", "-o", "start.png", "--state-json", "start.json"],
                                           in: folder.url)
        #expect(render.status == 0, "\(render.standardError)")
        let start = try jsonObject(at: folder.file("start.json")), end = try jsonObject(at: folder.file("end.json"))
        let zoom = try #require(end["zoom"] as? Double) / (try #require(start["zoom"] as? Double))
        #expect(abs(zoom - 1.21) < 0.001, "two notches with ctrl zoomed in 1.1 × 1.1: \(zoom)\n\(script)")
        let unscrolled = script.split(separator: "\n").filter { !$0.hasPrefix("scroll") }.joined(separator: "\n")
        try Data(unscrolled.utf8).write(to: folder.file("pinch.touches"))
        let pinch = try CommandRunner.run(["play", "pinch.touches", "-o", "pinch", "--state-json", "pinch.json"], in: folder.url)
        #expect(pinch.status == 0, "\(pinch.standardError)")
        let pinched = try jsonObject(at: folder.file("pinch.json"))
        let panned = try #require((end["pan"] as? [String: Double])?["y"]) - (try #require((pinched["pan"] as? [String: Double])?["y"]))
        #expect(abs(panned + 40) < 0.5, "a notch of the wheel moved the picture up 40 points: \(panned)")
    }

    @Test("a flick that stops before the button comes up is recorded as its points and replays without a glide")
    func aDragIsRecordedAsThePointerWent() throws {
        let folder = try TemporaryFolder()
        let display = try VirtualDisplay()
        defer { display.stop() }
        let window = try display.launch(CommandRunner.executable, ["window", "emojiart", "--sample", "garden", "--record", "s.touches"],
                                        in: folder.url, environment: ["XDG_DATA_HOME": folder.file("data").path])
        let id = try display.window(named: "emojiart")
        Thread.sleep(forTimeInterval: 1)
        // Along the palette's emojis, fast, then still for 0.6 s before the button comes up.
        try display.xdotool(["mousemove", "--window", id, "300", "778", "mousedown", "1"])
        for x in stride(from: 280, through: 100, by: -30) {
            try display.xdotool(["mousemove", "--window", id, "\(x)", "778"])
        }
        Thread.sleep(forTimeInterval: 0.6)
        try display.xdotool(["mouseup", "1"])
        Thread.sleep(forTimeInterval: 2.5)
        let shown = try display.capture(window: id)
        window.terminate()
        window.waitUntilExit()

        let script = try String(contentsOf: folder.file("s.touches"), encoding: .utf8)
        let drag = try #require(script.split(separator: "\n").first { $0.hasPrefix("drag ") }.map(String.init), "\(script)")
        let points = drag.components(separatedBy: " -> ").count
        #expect(points > 10, "a point a touch sample, not a straight line: \(drag)")
        let replayed = ImageComparison(reference: try replay(script, in: folder, as: "path"), actual: shown, tolerance: .rasterizerDrift)
        #expect(replayed.isMatch, "the recording replays to the window's pixels: \(replayed.differingPixelCount) differ")
        // The same drag as one straight line from the press to the release glides on: the palette
        // ends elsewhere, which is why the recording keeps the points.
        let duration = try #require(drag.components(separatedBy: " over ").last)
        let straight = "drag 300.5,778.5 -> 100.5,778.5 over \(duration)"
        let lines = script.split(separator: "\n").map { $0.hasPrefix("drag ") ? straight : String($0) }
        let straightened = try replay(lines.joined(separator: "\n"), in: folder, as: "straight")
        #expect(!ImageComparison(reference: straightened, actual: shown, tolerance: .rasterizerDrift).isMatch)
    }

    /// The last frame of `script` played in `folder`.
    private func replay(_ script: String, in folder: TemporaryFolder, as name: String) throws -> Bitmap {
        try Data(script.utf8).write(to: folder.file("\(name).touches"))
        let play = try CommandRunner.run(["play", "\(name).touches", "-o", name], in: folder.url,
                                         environment: ["XDG_DATA_HOME": folder.file("data").path])
        #expect(play.status == 0, "\(play.standardError)")
        let frames = try FileManager.default.contentsOfDirectory(atPath: folder.file(name).path).sorted()
        return try Bitmap(contentsOfPNG: folder.file("\(name)/\(try #require(frames.last))"))
    }

    @Test("an unknown app or setting is one line and exit 64; no display is exit 1")
    func refusesMistakes() throws {
        let unknown = try CommandRunner.run(["window", "tetris"])
        #expect(unknown.status == 64 && unknown.standardError.contains("unknown app 'tetris'"))
        let setting = try CommandRunner.run(["window", "set", "--colour", "red"])
        #expect(setting.status == 64 && setting.standardError.contains("unknown setting '--colour'"))
        let folder = try TemporaryFolder()
        let record = try CommandRunner.run(["window", "set", "--record", folder.file("missing/s.touches").path])
        #expect(record.status == 64 && record.standardError.contains("cannot write --record"))
        let noDisplay = try CommandRunner.run(["window", "set"], environment: ["DISPLAY": "", "WAYLAND_DISPLAY": ""])
        #expect(noDisplay.status == 1 && noDisplay.standardError.split(separator: "\n").count == 1)
        #expect(noDisplay.standardError.contains("cannot open a window"))
    }
}
