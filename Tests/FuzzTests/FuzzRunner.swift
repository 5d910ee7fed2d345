import Flipbook
import Foundation
import TestSupport

/// Runs fuzz cases against the built binary, several at once, and says what each did wrong.
enum FuzzRunner {
    /// The problems of every case, with the case (empty when all behaved), and how many cases
    /// succeeded (exit 0).
    static func problems(of cases: [FuzzCase]) -> (problems: [(FuzzCase, String)], successes: Int) {
        let results = Results(count: cases.count)
        DispatchQueue.concurrentPerform(iterations: cases.count) { index in
            do {
                results.set(index, try run(cases[index]))
            } catch {
                results.set(index, (false, "could not run: \(error)"))
            }
        }
        let problems = zip(cases, results.all).compactMap { testCase, outcome in outcome.problem.map { (testCase, $0) } }
        return (problems, results.all.filter(\.succeeded).count)
    }

    /// Runs one case in a new folder: whether it exited 0, and what it did wrong (`nil` when
    /// it behaved).
    static func run(_ testCase: FuzzCase) throws -> (succeeded: Bool, problem: String?) {
        let outcome = try problem(of: testCase)
        return (outcome.status == 0, outcome.problem)
    }

    private static func problem(of testCase: FuzzCase) throws -> (status: Int32, problem: String?) {
        let folder = try TemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder.url) }
        for name in testCase.folders {
            try FileManager.default.createDirectory(at: folder.file(name), withIntermediateDirectories: true)
        }
        for (name, data) in testCase.files { try data.write(to: folder.file(name)) }
        let before = try listing(of: folder.url)
        let result = try CommandRunner.run(testCase.arguments, in: folder.url)
        if result.wasKilledBySignal { return (-1, "killed by signal \(result.status): \(result.standardError.prefix(400))") }
        guard result.status != 0 else {
            if case .failure = testCase.expectation { return (0, "exit 0, expected a refusal; stdout: \(result.standardOutput.prefix(200))") }
            return (0, undecodablePNG(in: folder.url, after: before))
        }
        return (result.status, refusalProblem(result, folder: folder.url, before: before))
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
    private var outcomes: [(succeeded: Bool, problem: String?)]

    init(count: Int) { outcomes = Array(repeating: (false, nil), count: count) }

    func set(_ index: Int, _ outcome: (succeeded: Bool, problem: String?)) { lock.withLock { outcomes[index] = outcome } }

    var all: [(succeeded: Bool, problem: String?)] { lock.withLock { outcomes } }
}
