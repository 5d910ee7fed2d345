import Flipbook
import Foundation
import TestSupport

/// Runs fuzz cases against the built binary, several at once, and says what each did wrong.
enum FuzzRunner {
    /// The problems of every case, with the case (empty when all behaved), how many cases
    /// succeeded (exit 0), and the error lines of those that were refused.
    static func problems(of cases: [FuzzCase]) -> (problems: [(FuzzCase, String)], successes: Int, refusals: [String]) {
        let results = Results(count: cases.count)
        DispatchQueue.concurrentPerform(iterations: cases.count) { index in
            do {
                results.set(index, try run(cases[index]))
            } catch {
                results.set(index, Outcome(status: -1, problem: "could not run: \(error)", errorLine: ""))
            }
        }
        let outcomes = results.all
        let problems = zip(cases, outcomes).compactMap { testCase, outcome in outcome.problem.map { (testCase, $0) } }
        return (problems, outcomes.filter { $0.status == 0 }.count, outcomes.filter { $0.status > 0 }.map(\.errorLine))
    }

    /// How a case went: its exit status (-1 for a signal), what it did wrong (`nil` when it
    /// behaved) and what it printed on standard error.
    struct Outcome {
        let status: Int32
        let problem: String?
        let errorLine: String
    }

    /// Runs one case in a new folder.
    static func run(_ testCase: FuzzCase) throws -> Outcome {
        let folder = try TemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder.url) }
        for name in testCase.folders {
            try FileManager.default.createDirectory(at: folder.file(name), withIntermediateDirectories: true)
        }
        for (name, data) in testCase.files { try data.write(to: folder.file(name)) }
        for (name, destination) in testCase.links {
            try FileManager.default.createSymbolicLink(atPath: folder.file(name).path, withDestinationPath: destination)
        }
        for name in testCase.fifos { mkfifo(folder.file(name).path, 0o644) }
        let before = try listing(of: folder.url)
        let result = try CommandRunner.run(testCase.arguments, in: folder.url)
        let errorLine = String(result.standardError.prefix(300))
        if result.wasKilledBySignal {
            return Outcome(status: -1, problem: "killed by signal \(result.status): \(result.standardError.prefix(400))", errorLine: errorLine)
        }
        guard result.status != 0 else {
            if case .failure = testCase.expectation {
                return Outcome(status: 0, problem: "exit 0, expected a refusal; stdout: \(result.standardOutput.prefix(200))", errorLine: "")
            }
            return Outcome(status: 0, problem: undecodablePNG(in: folder.url, after: before), errorLine: "")
        }
        let forbidden = testCase.forbiddenInError.first { result.standardError.contains($0) }
        let problem = forbidden.map { "refused with '\($0)': \(errorLine)" }
            ?? refusalProblem(result, folder: folder.url, before: before) ?? changedFile(of: testCase, in: folder.url)
        return Outcome(status: result.status, problem: problem, errorLine: errorLine)
    }

    /// The first file the case gave that a refusal changed, if any.
    private static func changedFile(of testCase: FuzzCase, in folder: URL) -> String? {
        for (name, data) in testCase.files.sorted(by: { $0.key < $1.key })
        where (try? Data(contentsOf: folder.appendingPathComponent(name))) != data {
            return "changed \(name), which it was given"
        }
        return nil
    }

    /// What is wrong with how a command refused: its stderr and what it left.
    private static func refusalProblem(_ result: CommandResult, folder: URL, before: Set<String>) -> String? {
        let lines = result.standardError.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count == 2, lines[1].isEmpty, lines[0].hasPrefix("flipbook: error: "), lines[0].count > 20 else {
            return "exit \(result.status) without exactly one 'flipbook: error: …' line: \(result.standardError.prefix(600).debugDescription)"
        }
        guard lines[0].count < 1000 else { return "an error line of \(lines[0].count) characters" }
        let after = (try? listing(of: folder)) ?? []
        guard after == before else { return "left behind: \(after.subtracting(before).sorted().prefix(5))" }
        return nil
    }

    /// The first PNG written by a successful run that does not decode, if any.
    private static func undecodablePNG(in folder: URL, after before: Set<String>) -> String? {
        let written = ((try? listing(of: folder)) ?? []).subtracting(before).filter { $0.hasSuffix(".png") }
        for path in written.sorted() {
            do {
                _ = try Bitmap(contentsOfPNG: folder.appendingPathComponent(path))
            } catch {
                return "wrote \(path), which does not decode: \(error)"
            }
        }
        return nil
    }

    /// Every file and folder under `folder`, as relative paths.
    static func listing(of folder: URL) throws -> Set<String> {
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        return Set(enumerator.compactMap { $0 as? String })
    }
}

/// The cases' outcomes, filled in from many threads.
private final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var outcomes: [FuzzRunner.Outcome?]

    init(count: Int) { outcomes = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ outcome: FuzzRunner.Outcome) { lock.withLock { outcomes[index] = outcome } }

    var all: [FuzzRunner.Outcome] { lock.withLock { outcomes.compactMap { $0 } } }
}
