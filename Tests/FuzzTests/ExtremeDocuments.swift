import FlipbookSupport
import Foundation

/// EmojiArt documents whose numbers sit at the edges of what their fields hold (ids, sizes and
/// positions from 1e-300 to `Int.max` and ±1e308), played with touches whose numbers are as
/// far out as a script allows (pinches of a thousandfold, points a million points away). A
/// document past its limits is refused in one line; any other plays, its frames decoding.
enum ExtremeDocuments {
    private static let doubles = ["0", "-0.0", "1e-300", "3.5", "40", "1e15", "1e300", "-1e308", "1.7976931348623157e308"]
    private static let ids = ["0", "1", "2", "9007199254740991", "9007199254740992", "9223372036854775807", "-9223372036854775808", "-1"]
    private static let points = ["195,412", "1,1", "389,843", "-1000000,5", "5,1000000", "195,1e6"]

    /// `count` cases from `generator`.
    static func cases(_ count: Int, using generator: inout SeededGenerator) -> [FuzzCase] {
        (0..<count).map { index in
            let document = self.document(using: &generator), script = self.script(using: &generator)
            return FuzzCase(name: "extreme document \(index): \(document)\n\(script)",
                            arguments: ["play", "s.touches", "-o", "frames", "--fps", "10", "--scale", "0.25"],
                            files: ["doc.json": Data(document.utf8), "s.touches": Data(script.utf8)], expectation: .failureOrSuccess,
                            forbiddenInError: ["cairo", "libfreetype"])
        }
    }

    /// A document of one to three emojis with extreme fields.
    private static func document(using generator: inout SeededGenerator) -> String {
        let emojis = (0..<Int.random(in: 1...3, using: &generator)).map { index in
            let id = generator.chance(0.7) ? String(index + 1) : generator.pick(ids)
            return #"{"id":\#(id),"string":"🍎","position":{"x":\#(generator.pick(doubles)),"y":\#(generator.pick(doubles))},"size":\#(generator.pick(doubles))}"#
        }
        let lastID = generator.chance(0.7) ? String(emojis.count) : generator.pick(ids)
        return #"{"emojis":[\#(emojis.joined(separator: ","))],"lastID":\#(lastID)}"#
    }

    /// `app emojiart` on `doc.json`, then a few touches with numbers at a script's limits.
    private static func script(using generator: inout SeededGenerator) -> String {
        let touches = (0..<Int.random(in: 2...5, using: &generator)).map { _ in
            generator.pick([
                "tap emoji 1", "tap \(generator.pick(points))", "double-tap 40,760",
                "pinch \(generator.pick(["0.001", "1000", "999.9", "2"])) at \(generator.pick(points)) over 0.2",
                "drag \(generator.pick(points)) -> \(generator.pick(points)) over 0.2",
                "drag emoji 1 -> \(generator.pick(points)) over 0.2", "drop text \"🍐\" at \(generator.pick(points))",
            ]) + "\nwait 0.1"
        }
        return "app emojiart\ndocument doc.json\n" + touches.joined(separator: "\n") + "\n"
    }
}
