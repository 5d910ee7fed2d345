import Flipbook
import FlipbookSupport
import Foundation
import Testing
import TestSupport

/// The fuzzing harness: every subcommand tried with generated bad input, and each app played
/// with random touch scripts, through the built binary. The inputs come from ``FuzzSeed``;
/// a failure names the seed and the case, so it can be replayed.
@Suite("fuzz: the flipbook command under generated input")
struct FuzzTests {
    @Test func badArgumentsAreRefusedInOneLineLeavingNothing() {
        var generator = FuzzSeed.generator(for: 1)
        let (problems, successes, _) = FuzzRunner.problems(of: BadArguments.cases(160, using: &generator))
        report(problems)
        #expect(successes == 0)
    }

    @Test func outputsNamingInputsLinksPipesAndDevicesAreRefusedAtOnce() {
        let (problems, successes, _) = FuzzRunner.problems(of: Collisions.cases)
        report(problems)
        #expect(successes == 0)
    }

    @Test func brokenPNGsThemesFilesAndScriptsNeverCrash() {
        var generator = FuzzSeed.generator(for: 2)
        report(FuzzRunner.problems(of: FuzzFiles.cases(90, using: &generator)).problems)
    }

    @Test(arguments: ["sample", "memorize", "set"])
    func randomTouchScriptsPlayAndTheirFramesDecode(app: String) {
        var generator = FuzzSeed.generator(for: 3 + UInt64(app.utf8.count))
        let cases = (0..<8).map { index in
            let script = RandomTouchScripts.script(for: app, using: &generator)
            return FuzzCase(name: "random \(app) script \(index):\n\(script)",
                            arguments: ["play", "s.touches", "-o", "frames", "--fps", "10", "--scale", "0.25"],
                            files: ["s.touches": Data(script.utf8)], expectation: .failureOrSuccess)
        }
        let (problems, successes, refusals) = FuzzRunner.problems(of: cases)
        report(problems)
        #expect(successes >= cases.count / 2, "most random scripts play to the end (\(successes) of \(cases.count)); \(FuzzSeed.replay); refused: \(refusals)")
    }

    @Test func extremeNumbersInDocumentsAndTouchesNeverCrash() {
        var generator = FuzzSeed.generator(for: 20)
        report(FuzzRunner.problems(of: ExtremeDocuments.cases(24, using: &generator)).problems)
    }

    @Test func concurrentEditsOfAStoreAndADocumentAllLand() throws {
        var generator = FuzzSeed.generator(for: 21)
        for round in 0..<2 {
            let count = Int.random(in: 3...6, using: &generator)
            for problem in try ConcurrentEdits.problems(count: count, using: &generator).prefix(5) {
                Issue.record("\(FuzzSeed.replay): round \(round) of \(count) edits each: \(problem)")
            }
        }
    }

    private func report(_ problems: [(FuzzCase, String)]) {
        for (testCase, problem) in problems.prefix(10) {
            Issue.record("\(FuzzSeed.replay): \(testCase): \(problem)")
        }
    }
}
