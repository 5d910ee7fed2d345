import FlipbookSupport
import Foundation
import TestSupport

/// Edits of one themes store and one EmojiArt document by several runs at once: theme adds
/// with random names, drops into the document. Each run holds its file's lock from read to
/// write, so every edit lands.
enum ConcurrentEdits {
    /// What went wrong when `count` theme adds and `count` drops ran at once on fresh files
    /// in a new folder; empty when every edit landed.
    static func problems(count: Int, using generator: inout SeededGenerator) throws -> [String] {
        let folder = try TemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder.url) }
        let names = (0..<count).map { index in "T\(index)" + BadArguments.unknownWord(&generator).prefix(8).filter(\.isLetter) }
        let script = "app emojiart\ndocument doc.json\ndrop text \"🍎\" at 195,412\nwait 0.1\n"
        try Data(script.utf8).write(to: folder.file("s.touches"))
        let runs: [[String]] = names.map { ["memorize", "themes", "add", "--name", $0, "--emojis", "🍎🍐🍊", "--store", "st.json"] }
            + Array(repeating: ["play", "s.touches", "--no-frames"], count: count)
        let failures = Failures(), url = folder.url
        DispatchQueue.concurrentPerform(iterations: runs.count) { index in
            let result = try? CommandRunner.run(runs[index], in: url)
            if result?.status != 0 { failures.add("\(runs[index].joined(separator: " ")): \(result?.standardError ?? "did not run")") }
        }
        var problems = failures.all
        let list = try CommandRunner.run(["memorize", "themes", "list", "--store", "st.json"], in: folder.url).standardOutput
        problems += names.filter { !list.contains($0) }.map { "theme \($0) was lost" }
        let document = (try? String(contentsOf: folder.file("doc.json"), encoding: .utf8)) ?? ""
        let emojis = document.components(separatedBy: "\"string\"").count - 1
        if emojis != count { problems.append("the document holds \(emojis) emojis after \(count) drops") }
        return problems
    }
}

/// Failures noted from many threads.
private final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []

    func add(_ line: String) { lock.withLock { lines.append(line) } }

    var all: [String] { lock.withLock { lines } }
}
