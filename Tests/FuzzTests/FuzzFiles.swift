import FlipbookSupport
import Flipbook
import Foundation

/// Broken input files: PNGs, themes files and touch scripts that are random, cut short or
/// changed here and there. A command may read some of them (a cut may fall after the end of
/// what matters), so these cases may succeed; what they may never do is crash, print more than
/// one line of error, or leave a file behind when they fail.
enum FuzzFiles {
    /// A valid 6×4 PNG.
    static let smallPNG: Data = {
        let canvas = try! Canvas(width: 6, height: 4, background: .white)
        canvas.fill(Path(CGRect(x: 1, y: 1, width: 3, height: 2)), with: Color.red)
        return try! canvas.pngData()
    }()

    /// The project's folder, for its assets.
    static let projectFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `count` cases from `generator`.
    static func cases(_ count: Int, using generator: inout SeededGenerator) -> [FuzzCase] {
        let makers: [(inout SeededGenerator) -> FuzzCase] = [png, themes, script]
        return (0..<count).map { _ in generator.pick(makers)(&generator) }
    }

    /// `data` cut short, changed in a few bytes, or replaced by random bytes.
    static func damaged(_ data: Data, using generator: inout SeededGenerator) -> (String, Data) {
        var bytes = [UInt8](data)
        switch Int.random(in: 0..<4, using: &generator) {
        case 0:
            let cut = Int.random(in: 0..<max(1, bytes.count), using: &generator)
            return ("cut at \(cut)", Data(bytes.prefix(cut)))
        case 1:
            for _ in 0..<Int.random(in: 1...4, using: &generator) where !bytes.isEmpty {
                bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
            }
            return ("bytes changed", Data(bytes))
        case 2:
            let count = Int.random(in: 0...300, using: &generator)
            return ("\(count) random bytes", Data((0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }))
        default:
            let start = Int.random(in: 0..<max(1, bytes.count), using: &generator)
            let length = Int.random(in: 0...min(64, bytes.count - start), using: &generator)
            bytes.removeSubrange(start..<(start + length))
            return ("\(length) bytes removed at \(start)", Data(bytes))
        }
    }

    private static func png(_ generator: inout SeededGenerator) -> FuzzCase {
        let (how, data) = damaged(smallPNG, using: &generator)
        let arguments = generator.chance(0.5) ? ["diff", "a.png", "b.png", "-o", "d.png"] : ["diff", "b.png", "a.png"]
        return FuzzCase(name: "PNG \(how)", arguments: arguments, files: ["a.png": smallPNG, "b.png": data], expectation: .failureOrSuccess)
    }

    private static let themesFile = (try? Data(contentsOf: projectFolder.appendingPathComponent("assets/themes.json"))) ?? Data("[]".utf8)
    private static let oddThemes = [
        "[]", "{}", "null", "\"x\"", "[{}]", "[1e999]", "[{\"name\": 1}]", "[{\"name\": \"A\", \"emojis\": []}]",
        "[{\"name\": \"A\", \"emojis\": [\"🍎\", \"🍎\"]}]", "[{\"name\": \"A\", \"emojis\": [\"🍎\", \"🍐\"], \"pairs\": -1}]",
        "[{\"name\": \"A\", \"emojis\": [\"🍎\", \"🍐\"], \"pairs\": 1e400}]", "[{\"name\": \"A\", \"emojis\": [\"🍎\", \"🍐\"], \"color\": \"#zzzzzz\"}]",
        "[{\"name\": \"A\", \"emojis\": [\"🍎\", \"🍐\"]}, {\"name\": \" a \", \"emojis\": [\"🍎\", \"🍐\"]}]",
        String(repeating: "[", count: 5_000) + String(repeating: "]", count: 5_000),
    ]

    private static func themes(_ generator: inout SeededGenerator) -> FuzzCase {
        let (how, data) = generator.chance(0.3)
            ? ("odd", Data(generator.pick(oddThemes).utf8)) : damaged(themesFile, using: &generator)
        let screen = generator.pick([[], ["--screen", "themes"], ["--theme", "Animals"]])
        return FuzzCase(name: "themes file \(how)", arguments: ["memorize", "render", "--themes", "t.json", "-o", "out.png",
                                                              "--state-json", "s.json"] + screen,
                        files: ["t.json": data], expectation: .failureOrSuccess)
    }

    private static let scripts = ["sample", "memorize-game", "set-game"].compactMap {
        try? Data(contentsOf: projectFolder.appendingPathComponent("assets/scripts/\($0).touches"))
    }
    private static let scriptWords = ["tap", "double-tap", "drag", "->", "over", "pinch", "at", "wait", "card", "button", "\"Move\"",
                                      "\"", "1e309", "nan", "-1", "0", "3", "0.5", "1,2", "10,10", "#", "app", "sample", "set",
                                      "memorize", "seed", "theme", "Halloween", "\n", "\n", "\\", "🎃", "\t", "1e-9", "99999"]

    private static func script(_ generator: inout SeededGenerator) -> FuzzCase {
        let (how, data): (String, Data)
        if generator.chance(0.4) || scripts.isEmpty {
            let words = (0..<Int.random(in: 1...40, using: &generator)).map { _ in generator.pick(scriptWords) }
            (how, data) = ("of random words", Data(("app " + generator.pick(["sample", "set", "memorize"]) + "\n" + words.joined(separator: " ")).utf8))
        } else {
            (how, data) = damaged(generator.pick(scripts), using: &generator)
        }
        return FuzzCase(name: "script \(how)", arguments: ["play", "s.touches", "-o", "frames", "--frames", "1..1", "--scale", "0.25"],
                        files: ["s.touches": data], expectation: .failureOrSuccess)
    }
}
