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
        ("app memorize\nwait 1\nthem Faces\n", "bad.touches:3:1: 'them' is not an event (tap, drag, pinch, wait, type, drop, swipe, "
            + "long-press, scroll) or a setting of memorize (appearance, screen, seed, store, theme, themes); did you mean 'theme'?"),
        ("app sample\npinch 1e300 at 10,10 over 1\n", "bad.touches:2:7: scale must be from 0.001 to 1000, not '1e300'"),
        ("app sample\nwait 1\nwiat 1\n", "bad.touches:3:1: unknown event 'wiat'; did you mean 'wait'? (events: tap, drag, pinch, wait"),
        ("app sample\ntype \"x\"\n", "bad.touches:2:1: cannot type: no text field has the focus; tap one first (on screen: no text field)"),
        ("app sample\ndrop file \"/nowhere.png\" at 10,10\n", "bad.touches:2:1: cannot drop: cannot read '/nowhere.png': No such file or directory"),
        ("app sample\ntap stepper \"Pairs\" +\n", "bad.touches:2:1: no stepper \"Pairs\" + on screen"),
        ("app sample\n42\n", "bad.touches:2:1: expected an event (tap, drag, pinch, wait, type, drop, swipe, long-press, scroll) or a setting's name, not '42'"),
        ("tap 1,1\n", "needs an 'app NAME' line"),
        ("app chess\n", "unknown app 'chess'; apps: sample, memorize, set, emojiart"),
        ("app set\ntheme Halloween\n", "bad.touches:2:1: 'theme' is not an event (tap, drag, pinch, wait, type, drop, swipe, long-press, scroll) or a setting of set (appearance"),
        ("app sample\nwiat 1\n", "bad.touches:2:1: 'wiat' is not an event (tap, drag, pinch, wait, type, drop, swipe, long-press, scroll) or a setting of sample (appearance, screen, seed); did you mean 'wait'?"),
        ("app sample\n  tapp button \"Move\"\n", "bad.touches:2:3: 'tapp' is not an event"),
        ("app sample\nhello\n", "bad.touches:2:1: 'hello' is not an event"),
        ("app sample\nwait 0.5\ntap button \"Nope\"\n", "bad.touches:3:1: no button \"Nope\" on screen"),
        ("app memorize\nseed abc\n", "bad.touches:2:1: seed must be a whole number, not 'abc'"),
        ("app memorize\n# the screen\nscreen menu\n", "bad.touches:3:1: screen must be chooser, game, themes or assignment1, not 'menu'"),
        ("app set\ndealt 90\n", "bad.touches:2:1: dealt must be a whole number from 12 to 81, not '90'"),
        ("app memorize\ntheme Chess\n", "no theme named \"Chess\""),
    ])
    func badScriptsAreNamed(script: String, message: String) throws {
        let folder = try TemporaryFolder()
        let path = folder.file("bad.touches")
        try Data(script.utf8).write(to: path)
        let result = try CommandRunner.run(["play", path.path, "-o", folder.file("out/frames").path])
        #expect(result.status == 1)
        #expect(result.standardError.hasPrefix("flipbook: error: "))
        #expect(result.standardError.split(separator: "\n").count == 1, "one line")
        #expect(result.standardError.contains(message), "\(result.standardError)")
        #expect(try folder.contents() == ["bad.touches"], "no frames written, the folders made are removed")
    }

    @Test func frameRangeBeyondTheRunIsRefused() throws {
        let folder = try TemporaryFolder()
        let result = try CommandRunner.run(["play", samplePath, "-o", folder.url.path, "--frames", "5..99999"])
        #expect(result.status != 0)
        #expect(result.standardError.contains("beyond the"))
    }

    @Test func aSliceStopsAtItsLastFrameAndNamesAreSizedFromTheRun() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("long.touches")
        try Data("app sample\nwait 3340\ntap button \"Nope\"\n".utf8).write(to: path)
        let result = try CommandRunner.run(["play", path.path, "-o", folder.file("out").path, "--frames", "1..2"])
        #expect(result.status == 0, "the run ends at frame 2, long before the bad tap: \(result.standardError)")
        #expect(result.standardOutput.hasPrefix("wrote 2 frames in"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.file("out").path).sorted()
            == ["frame_000001.png", "frame_000002.png"], "100,201 frames need six digits")
    }

    @Test func oneFrameIsSingular() throws {
        let folder = try TemporaryFolder()
        try Data("app sample\nwait 0\n".utf8).write(to: folder.file("zero.touches"))
        let drawn = try CommandRunner.run(["play", folder.file("zero.touches").path, "-o", folder.file("out").path])
        #expect(drawn.standardOutput.hasPrefix("wrote 1 frame in "), "\(drawn.standardOutput)")
        let played = try CommandRunner.run(["play", folder.file("zero.touches").path, "--no-frames"])
        #expect(played.standardOutput == "played 1 frame (none drawn)\n")
    }

    @Test func aFolderWithAnotherRunsFramesIsRefusedUnlessOverwrite() throws {
        let folder = try TemporaryFolder()
        try Data("app sample\nwait 1\n".utf8).write(to: folder.file("long.touches"))
        try Data("app sample\n".utf8).write(to: folder.file("short.touches"))
        let frames = folder.file("frames").path
        _ = try CommandRunner.run(["play", folder.file("long.touches").path, "-o", frames, "--fps", "10"])
        let names = try FileManager.default.contentsOfDirectory(atPath: frames).sorted()
        #expect(names.count == 11)
        let refused = try CommandRunner.run(["play", folder.file("short.touches").path, "-o", frames])
        #expect(refused.status == 1)
        #expect(refused.standardError.contains("holds 10 frame(s) this run would not write"), "\(refused.standardError)")
        #expect(refused.standardError.contains("--overwrite"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: frames).sorted() == names, "nothing touched")
        let replaced = try CommandRunner.run(["play", folder.file("short.touches").path, "-o", frames, "--overwrite"])
        #expect(replaced.status == 0, "\(replaced.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: frames) == ["frame_00001.png"])
    }

    @Test func stateJSONThatCannotBeWrittenLeavesNoFrames() throws {
        let folder = try TemporaryFolder()
        let result = try CommandRunner.run(["play", samplePath, "-o", folder.file("frames").path, "--fps", "5",
                                            "--state-json", folder.file("missing/end.json").path])
        #expect(result.status == 1)
        #expect(result.standardError == "flipbook: error: cannot write '\(folder.file("missing/end.json").path)': No such file or directory\n")
        #expect(try folder.contents().isEmpty, "no frames folder")
    }

    @Test func stateJSONMayGoInTheFramesFolderButNotBeIt() throws {
        let folder = try TemporaryFolder()
        let frames = folder.file("frames").path
        let inside = try CommandRunner.run(["play", samplePath, "-o", frames, "--fps", "2", "--frames", "1..1",
                                            "--state-json", frames + "/end.json"])
        #expect(inside.status == 0, "\(inside.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: frames).sorted() == ["end.json", "frame_00001.png"])
        let same = try CommandRunner.run(["play", samplePath, "-o", folder.file("other").path, "--state-json", folder.file("other").path])
        #expect(same.status == 64)
        #expect(same.standardError.contains("--state-json names the frames folder"))
    }

    @Test func aFailedRunTakesBackTheFramesItAddedToAFolderThatWasThere() throws {
        let folder = try TemporaryFolder()
        try Data("app sample\nwait 1\ntap button \"Nope\"\n".utf8).write(to: folder.file("bad.touches"))
        try FileManager.default.createDirectory(at: folder.file("frames"), withIntermediateDirectories: false)
        try Data("mine".utf8).write(to: folder.file("frames/notes.txt"))
        let result = try CommandRunner.run(["play", folder.file("bad.touches").path, "-o", folder.file("frames").path, "--fps", "30"])
        #expect(result.status == 1)
        #expect(result.standardError.contains("no button \"Nope\" on screen"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.file("frames").path) == ["notes.txt"])
    }
}
