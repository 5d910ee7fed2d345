import Foundation
import Testing
import TestSupport

@Suite("flipbook play")
struct PlayCommandTests {
    private static let sample = "assets/scripts/sample.touches"

    private var samplePath: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(Self.sample).path
    }

    @Test func sameScriptTwiceGivesIdenticalFiles() throws {
        let first = try TemporaryFolder(), second = try TemporaryFolder()
        for folder in [first, second] {
            let result = try CommandRunner.run(["play", samplePath, "-o", folder.url.path, "--fps", "10"])
            #expect(result.status == 0, "\(result.standardError)")
            #expect(result.standardOutput.contains("frames in"))
        }
        let names = try first.contents()
        #expect(names.count > 50 && names.first == "frame_00001.png")
        #expect(names == (try second.contents()))
        for name in names {
            #expect(try Data(contentsOf: first.file(name)) == Data(contentsOf: second.file(name)), "\(name)")
        }
    }

    @Test func frameSliceEqualsTheSameFramesOfAFullRun() throws {
        let full = try TemporaryFolder(), part = try TemporaryFolder()
        _ = try CommandRunner.run(["play", samplePath, "-o", full.url.path, "--fps", "10"])
        let result = try CommandRunner.run(["play", samplePath, "-o", part.url.path, "--fps", "10", "--frames", "20..24"])
        #expect(result.status == 0)
        #expect(try part.contents() == (20...24).map { String(format: "frame_%05d.png", $0) })
        for name in try part.contents() {
            #expect(try Data(contentsOf: part.file(name)) == Data(contentsOf: full.file(name)))
        }
    }

    @Test func noFramesRunsWithoutDrawing() throws {
        let folder = try TemporaryFolder()
        let frames = folder.file("frames")
        let result = try CommandRunner.run(["play", samplePath, "--no-frames", "--fps", "10", "-o", frames.path,
                                            "--state-json", folder.file("end.json").path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("none drawn"))
        #expect(try folder.contents() == ["end.json"], "the state is written, no frame and no frames folder")
        #expect(try jsonObject(at: folder.file("end.json"))["items"] as? [Int] == [2, 3, 4], "the script ran: a shape added, the first removed")
    }

    @Test(arguments: [
        ("app sample\ntap button \"Nope\"\n", "bad.touches:2:1: no button \"Nope\" on screen"),
        ("app sample\nwait -1\n", "bad.touches:2:6: duration must be a number of seconds, 0 or more, not '-1'"),
        ("app sample\nwait 1e7\n", "bad.touches:2:6: the script would run 10000000 s by the end of this event; "
            + "a script runs at most 86400 s (24 hours)"),
        ("app sample\nwait inf\n", "bad.touches:2:6: duration must be a number of seconds, 0 or more, 'inf' is not a finite number"),
        ("app sample\nwait 1\nseed 3\n", "bad.touches:3:1: the setting 'seed' must come before the first event (on line 2)"),
        ("app sample\ntype \"x\"\n", "bad.touches:2:1: cannot type: no text field has the focus; tap one first (on screen: no text field)"),
        ("app sample\ndrop file \"/nowhere.png\" at 10,10\n", "bad.touches:2:1: cannot drop: cannot read '/nowhere.png': No such file or directory"),
        ("app sample\ntap stepper \"Pairs\" +\n", "bad.touches:2:1: no stepper \"Pairs\" + on screen"),
        ("app sample\n42\n", "bad.touches:2:1: expected an event (tap, drag, pinch, wait, type, drop) or a setting's name, not '42'"),
        ("tap 1,1\n", "needs an 'app NAME' line"),
        ("app chess\n", "unknown app 'chess'; apps: sample, memorize, set, emojiart"),
        ("app set\ntheme Halloween\n", "line 2: unknown setting 'theme' for set; its settings are: seed, appearance, dealt"),
        ("app memorize\nseed abc\n", "line 2: seed must be a whole number, not 'abc'"),
        ("app memorize\n# the screen\nscreen chooser\n", "line 3: screen must be game, themes or assignment1, not 'chooser'"),
        ("app set\ndealt 90\n", "line 2: dealt must be a whole number from 12 to 81, not '90'"),
        ("app memorize\ntheme Chess\n", "no theme named \"Chess\""),
    ])
    func badScriptsAreNamed(script: String, message: String) throws {
        let folder = try TemporaryFolder()
        let path = folder.file("bad.touches")
        try Data(script.utf8).write(to: path)
        let result = try CommandRunner.run(["play", path.path, "-o", folder.file("out").path])
        #expect(result.status != 0)
        #expect(result.standardError.contains(message), "\(result.standardError)")
        #expect(try folder.contents() == ["bad.touches"], "no frames written")
    }

    @Test func frameRangeBeyondTheRunIsRefused() throws {
        let folder = try TemporaryFolder()
        let result = try CommandRunner.run(["play", samplePath, "-o", folder.url.path, "--frames", "5..99999"])
        #expect(result.status != 0)
        #expect(result.standardError.contains("beyond the"))
    }
}
