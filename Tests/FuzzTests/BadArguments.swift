import FlipbookSupport
import Foundation

/// Generates invocations that each hold one bad argument: numbers that are not finite, too
/// large or out of range; malformed sizes; unknown names; paths that cannot be written or
/// that collide. Every one must be refused.
enum BadArguments {
    static let nonFinite = ["nan", "NaN", "-nan", "inf", "-inf", "+inf", "infinity", "-Infinity", "1e309", "-1e309", "0x1p2000"]
    static let garbage = ["", "abc", "1,5", "1..2", "٣", "1e", "0x", "--", " ", "5 5", "1_000"]
    static let negative = ["-5", "-0.001", "-1e300", "-9223372036854775809"]
    static let huge = ["1e300", "99999999999999999999999", "9223372036854775808", "18446744073709551616"]

    /// `count` cases from `generator`.
    static func cases(_ count: Int, using generator: inout SeededGenerator) -> [FuzzCase] {
        let makers: [(inout SeededGenerator) -> FuzzCase] = [number, number, size, size, unknownName, unknownName, path, path, frameRange]
        return (0..<count).map { _ in generator.pick(makers)(&generator) }
    }

    /// The bad values of a kind of number.
    private static func values(finite: Bool = false, nonNegative: Bool = false, positive: Bool = false, below: String? = nil) -> [String] {
        var values = nonFinite + garbage
        if nonNegative || positive { values += negative }
        if positive { values += ["0", "-0", "0.0"] }
        if let below { values += [below] + huge }
        return values
    }

    private static func number(_ generator: inout SeededGenerator) -> FuzzCase {
        let shape = ["shape", generator.pick(["pie", "circle", "rounded-rectangle", "diamond"]), "--size", "20x20", "-o", "out.png"]
        let options: [([String], String, [String])] = [
            (shape, "--start-angle", values()), (shape, "--end-angle", values()),
            (shape, "--corner-radius", values(nonNegative: true)), (shape, "--line-width", values(positive: true)),
            (["render", "sample", "-o", "out.png"], "--scale", values(positive: true, below: "4.01")),
            (["memorize", "render", "-o", "out.png"], "--scale", values(positive: true, below: "5")),
            (["play", "ok.touches", "-o", "frames"], "--fps", values(positive: true, below: "241")),
            (["demo", "-o", "demo"], "--fps", values(positive: true, below: "121")),
            (["diff", "a.png", "a.png"], "--tolerance", values(nonNegative: true, below: "256") + ["1.5"]),
            (["diff", "a.png", "a.png"], "--max-differing-share", values(nonNegative: true, below: "1.01")),
            (["render", "memorize", "-o", "out.png"], "--seed", values(nonNegative: true) + ["1.5", "18446744073709551616"]),
            (["set", "render", "-o", "out.png"], "--dealt", values(nonNegative: true, below: "82") + ["11", "12.5"]),
        ]
        let (command, option, pool) = generator.pick(options)
        let value = generator.pick(pool)
        let arguments = generator.chance(0.5) ? command + [option, value] : command + ["\(option)=\(value)"]
        return FuzzCase(name: "number \(value.debugDescription) for \(option)", arguments: arguments, files: inputFiles)
    }

    private static func size(_ generator: inout SeededGenerator) -> FuzzCase {
        let sizes = ["0x0", "-5x5", "5x-5", "x", "10", "10x", "x10", "1e3x10", "nanxnan", "infxinf", "99999x99999", "16385x1",
                     "10001x10001", "10x10x10", "10.5x10", "0x10", "-1x-1", "abc", "", "٣x٣", "10 x 10", "9223372036854775808x1"]
        let commands = [["shape", "circle", "-o", "out.png"], ["icon", "star", "-o", "out.png"], ["gallery", "-o", "g"],
                        ["render", "set", "-o", "out.png"], ["memorize", "render", "-o", "out.png"],
                        ["play", "ok.touches", "-o", "frames"]]
        let value = generator.pick(sizes)
        return FuzzCase(name: "size \(value.debugDescription)", arguments: generator.pick(commands) + ["--size", value], files: inputFiles)
    }

    /// A name no command knows: letters, sometimes very long, sometimes with odd characters.
    static func unknownWord(_ generator: inout SeededGenerator) -> String {
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        var word = "zq" + String((0..<Int.random(in: 1...12, using: &generator)).map { _ in generator.pick(letters) })
        if generator.chance(0.15) { word += String(repeating: "w", count: Int.random(in: 1_000...100_000, using: &generator)) }
        if generator.chance(0.2) { word += generator.pick(["\n", "\t", "🎃", "'", "\"", "\u{7}", "é", " x", "\r"]) + "y" }
        return word
    }

    private static func unknownName(_ generator: inout SeededGenerator) -> FuzzCase {
        let word = unknownWord(&generator)
        let places: [[String]] = [
            ["shape", word, "--size", "10x10", "-o", "out.png"], ["icon", word, "-o", "out.png"],
            ["render", word, "-o", "out.png"], ["solve", word], [word], ["help", word], ["memorize", word],
            ["memorize", "render", "--theme", word, "-o", "out.png"], ["render", "memorize", "--screen", word, "-o", "out.png"],
            ["shape", "circle", "--size", "10x10", "--fill", word, "-o", "out.png"], ["icon", "star", "--color", word, "-o", "out.png"],
            ["shape", "circle", "--size", "10x10", "--shading", word, "-o", "out.png"],
            ["render", "set", "--appearance", word, "-o", "out.png"], ["render", "set", "--" + word, "1", "-o", "out.png"],
            ["set", "solve", "--" + word], ["gallery", "--compression", word, "-o", "g"], ["render", "set", "--select", word, "-o", "out.png"],
        ]
        return FuzzCase(name: "unknown name", arguments: generator.pick(places))
    }

    private static func path(_ generator: inout SeededGenerator) -> FuzzCase {
        let shape = ["shape", "circle", "--size", "10x10", "-o"]
        let paths: [[String]] = [
            shape + ["missing/out.png"], shape + ["afile/out.png"], shape + ["adir.png"], shape + ["out.jpg"], shape + [""],
            ["icon", "star", "-o", "missing/x.png"], ["gallery", "--size", "20x20", "-o", "afile/sub"], ["gallery", "-o", "afile"],
            ["render", "set", "-o", "out.png", "--state-json", "out.png"], ["render", "set", "-o", "out.png", "--state-json", "./out.png"],
            ["render", "set", "-o", "out.png", "--state-json", "missing/s.json"], ["memorize", "render", "-o", "out.png", "--state-json", "adir"],
            ["render", "sample", "-o", "out.png", "--state-json", "afile/s.json"], ["play", "ok.touches", "-o", "afile"],
            ["play", "ok.touches", "-o", "frames", "--state-json", "missing/s.json"], ["play", "ok.touches", "-o", "frames", "--state-json", "frames"],
            ["play", "ok.touches", "-o", "afile/frames"], ["play", "missing.touches", "-o", "frames"], ["play", "adir", "-o", "frames"],
            ["diff", "missing.png", "a.png"], ["diff", "a.png", "adir"], ["diff", "a.png", "a.png", "-o", "missing/d.png"],
            ["demo", "-o", "afile"], ["render", "memorize", "--themes", "missing.json", "-o", "out.png"],
            ["render", "memorize", "--themes", "adir", "-o", "out.png"], ["memorize", "render", "--themes", "afile", "-o", "out.png"],
        ]
        return FuzzCase(name: "path", arguments: generator.pick(paths), files: inputFiles, folders: ["adir", "adir.png"])
    }

    private static func frameRange(_ generator: inout SeededGenerator) -> FuzzCase {
        let ranges = ["5..1", "0..3", "1..999999", "abc", "1..", "..5", "-1..2", "1...2", "1..2..3", "nan..inf", "9223372036854775807..9223372036854775807"]
        let range = generator.pick(ranges)
        return FuzzCase(name: "frames \(range)", arguments: ["play", "ok.touches", "-o", "frames", "--frames", range], files: inputFiles)
    }

    /// The good files the cases read: a short script, a PNG, a file that is not a folder.
    static var inputFiles: [String: Data] {
        ["ok.touches": Data("app sample\nwait 0.2\n".utf8), "a.png": FuzzFiles.smallPNG, "afile": Data("not a folder".utf8)]
    }
}
