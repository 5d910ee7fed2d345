import Flipbook
import Foundation
import Testing
import TestSupport

@MainActor
@Suite("Script runner: slices, limits and messages")
struct ScriptRunnerTests {
    /// A player with `targets` dots numbered from 1 in steps of `step`, and a button labelled
    /// `label` when given.
    private func player(targets: Int = 1, step: Int = 1, label: String? = nil) -> Player {
        Player(size: CGSize(width: 100, height: 100)) {
            ZStack {
                ForEach(Array(0..<targets), id: \.self) { index in
                    Color.blue.frame(width: 1, height: 1).touchTarget("dot", index: index * step + 1)
                }
                if let label { Color.red.frame(width: 2, height: 2).touchTarget(TargetName("button", label: label)) }
            }
        }
    }

    @Test func aDragAlongPointsReachesEachAtItsSample() throws {
        // Four points over 3/120 s: a sample each 1/120 s, so the drag hears 20, then 20 again
        // (no move), then 60, and ends there; a straight line from 0 to 60 would pass 20 and 40.
        final class Seen { var translations: [Double] = [] }
        let seen = Seen()
        let player = Player(size: CGSize(width: 100, height: 100)) {
            Color.blue.gesture(DragGesture(minimumDistance: 0).onChanged { seen.translations.append($0.translation.width) })
        }
        let script = try TouchScript(parsing: "drag 10,50 -> 30,50 -> 30,50 -> 70,50 over 0.025")
        _ = try ScriptRunner(player: player, fps: 120).run(script)
        #expect(seen.translations == [20, 60])
    }

    @Test func runStopsAtTheLastWantedFrame() throws {
        let script = try TouchScript(parsing: "wait 3340")
        var built: [Int] = []
        let started = Date()
        try ScriptRunner(player: player(), fps: 30).run(script, lastFrame: 3) { number, _ in built.append(number) }
        #expect(built == [1, 2, 3], "frames after the slice are never built")
        #expect(Date().timeIntervalSince(started) < 10)
    }

    @Test func wholeRunNumbersEveryFrame() throws {
        let script = try TouchScript(parsing: "wait 0.5\nwait 0\nwait 0.5")
        var built: [Int] = []
        try ScriptRunner(player: player(), fps: 10).run(script, lastFrame: nil) { number, _ in built.append(number) }
        #expect(built == Array(1...11))
        #expect(ScriptRunner.frameCount(of: script, fps: 10) == 11)
    }

    @Test func lastFrameBeyondTheRunMakesEveryFrame() throws {
        var count = 0
        try ScriptRunner(player: player(), fps: 10).run(try TouchScript(parsing: "wait 1"), lastFrame: 500) { _, _ in count += 1 }
        #expect(count == 11)
    }

    @Test(arguments: [Double.infinity, .nan, -1, TouchScript.maximumDuration + 1])
    func scriptsMadeInCodeAreBoundedToo(seconds: Double) throws {
        let script = TouchScript(events: [TouchEvent(.wait(1), line: 1), TouchEvent(.wait(seconds), line: 2, column: 3)])
        let error = #expect(throws: TouchScriptError.self) { try ScriptRunner(player: player(), fps: 30).run(script) }
        #expect(error?.line == 2)
        #expect(error?.column == 3)
        #expect(error?.message.contains("a script runs at most 86400 s") == true, "\(error?.message ?? "")")
        _ = ScriptRunner.frameCount(of: script, fps: 30)
    }

    @Test func missingTargetErrorsNameTheFileLineAndColumn() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("bad.touches")
        try Data("wait 0.1\n  tap dot 7\n".utf8).write(to: url)
        let script = try TouchScript(contentsOf: url)
        let error = #expect(throws: ScriptRunError.self) { try ScriptRunner(player: player(), fps: 10).run(script) }
        #expect(error?.description == "\(url.path):2:3: no dot 7 on screen (there is: dot 1)")
    }

    @Test func longListsAndLongNamesAreCut() throws {
        let label = String(repeating: "L", count: 1_000_000)
        let script = try TouchScript(parsing: "tap button \"\(label)x\"")
        let error = #expect(throws: ScriptRunError.self) {
            try ScriptRunner(player: player(targets: 500, step: 2, label: label), fps: 10).run(script)
        }
        let message = error?.description ?? ""
        #expect(message.count < 2_000, "\(message.count) characters")
        #expect(message.contains("… and 489 more"), "\(message.prefix(300))")
        #expect(message.contains("(1000010 characters)"))
    }

    @Test func aRunOfNumberedTargetsIsWrittenOnce() throws {
        let error = #expect(throws: ScriptRunError.self) {
            try ScriptRunner(player: player(targets: 500, label: "OK"), fps: 10).run(try TouchScript(parsing: "tap dot 501"))
        }
        #expect(error?.description == "line 1, column 1: no dot 501 on screen (there is: dot 1…500, button \"OK\")")
    }
}
