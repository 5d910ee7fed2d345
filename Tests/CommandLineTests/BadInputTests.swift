import Foundation
import Testing
import TestSupport

/// Every bad input gets a one-line error naming the problem, a non-zero exit, and no file.
@Suite("flipbook: bad input")
struct BadInputTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let arguments: [String]
        let message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let cases: [Case] = [
        Case(arguments: ["shape", "hexagon", "--size", "10x10"], message: "hexagon"),
        Case(arguments: ["shape", "circle", "--size", "10x10", "--fill", "chartreuse"], message: "unknown color 'chartreuse'"),
        Case(arguments: ["shape", "circle", "--size", "0x10"], message: "invalid image size 0x10"),
        Case(arguments: ["shape", "circle", "--size", "abc"], message: "invalid size 'abc'"),
        Case(arguments: ["shape", "circle", "--size", "99999x99999"], message: "invalid image size 99999x99999"),
        Case(arguments: ["shape", "circle", "--size", "10x10", "--line-width", "-2"], message: "--line-width"),
        Case(arguments: ["icon", "car.fancy", "--size", "10x10"], message: "unknown symbol 'car.fancy'"),
        Case(arguments: ["gallery", "--size", "5x0"], message: "invalid image size 5x0"),
        Case(arguments: ["render", "chess"], message: "unknown app 'chess'; apps: sample, memorize, set, emojiart"),
        Case(arguments: ["render", "set", "--theme", "Halloween"], message: "unknown setting '--theme' for set"),
        Case(arguments: ["set", "render", "--theme", "Halloween"], message: "unknown setting '--theme' for set"),
        Case(arguments: ["set", "render", "--dealt", "99"], message: "--dealt must be a whole number from 12 to 81, not '99'"),
        Case(arguments: ["set", "render", "--dealt"], message: "--dealt needs a value (12...81)"),
        Case(arguments: ["set", "render", "--colorblind", "maybe"], message: "unexpected argument 'maybe'"),
        Case(arguments: ["memorize", "render", "--appearance", "blue"], message: "appearance must be light or dark, not 'blue'"),
        Case(arguments: ["render", "memorize", "--screen", "menu"], message: "--screen must be chooser, game, themes or assignment1"),
        Case(arguments: ["render", "set", "--select", "1,99"], message: "select: no card '99' on a table of 12"),
        Case(arguments: ["shape", "pie", "--size", "50x50", "--end-angle", "inf"], message: "'inf' is not a finite number"),
        Case(arguments: ["shape", "pie", "--size", "50x50", "--end-angle", "nan"], message: "'nan' is not a finite number"),
        Case(arguments: ["shape", "pie", "--size", "50x50", "--end-angle", "1e309"], message: "'1e309' is too large"),
        Case(arguments: ["shape", "pie", "--size", "50x50", "--start-angle=-inf"], message: "'-inf' is not a finite number"),
        Case(arguments: ["shape", "pie", "--size", "50x50", "--start-angle", "-infinity"], message: "--start-angle"),
        Case(arguments: ["shape", "rounded-rectangle", "--size", "50x50", "--corner-radius", "nan"], message: "'nan' is not a finite number"),
        Case(arguments: ["shape", "rounded-rectangle", "--size", "50x50", "--corner-radius", "-5"], message: "must be 0 or more, not -5"),
        Case(arguments: ["shape", "rounded-rectangle", "--size", "50x50", "--corner-radius", "inf"], message: "--corner-radius"),
        Case(arguments: ["shape", "circle", "--size", "10x10", "--stroke", "red", "--line-width", "nan"], message: "--line-width"),
        Case(arguments: ["icon", "star", "--list"], message: "--list prints the symbol names and draws nothing"),
    ]

    @Test(arguments: cases)
    func badInputIsNamed(_ testCase: Case) throws {
        let folder = try TemporaryFolder()
        let output = ["-o", folder.file("out.png").path]
        let outputArguments = testCase.arguments.first == "gallery" ? ["-o", folder.url.path] : output
        let result = try CommandRunner.run(testCase.arguments + outputArguments)
        #expect(result.status != 0)
        let firstLine = result.standardError.split(separator: "\n").first.map(String.init) ?? ""
        #expect(firstLine.contains(testCase.message), "stderr: \(result.standardError)")
        #expect(try folder.contents().isEmpty, "no file is left behind")
    }

    @Test func unwritableOutputIsNamedAndLeavesNothing() throws {
        let folder = try TemporaryFolder()
        let target = folder.file("no-such-folder/out.png")
        let result = try CommandRunner.run(["shape", "circle", "--size", "10x10", "-o", target.path])
        #expect(result.status != 0)
        #expect(result.standardError.contains("no-such-folder/out.png"))
        #expect(result.standardError.contains("No such file or directory"))
        #expect(try folder.contents().isEmpty)
    }

    @Test func outputMustBeAPNG() throws {
        let folder = try TemporaryFolder()
        let result = try CommandRunner.run(["shape", "circle", "--size", "10x10", "-o", folder.file("out.jpg").path])
        #expect(result.status != 0)
        #expect(result.standardError.contains("must be a .png file"))
        #expect(try folder.contents().isEmpty)
    }

    @Test func galleryIntoAFileSaysItIsAFile() throws {
        let folder = try TemporaryFolder()
        try Data().write(to: folder.file("taken"))
        let result = try CommandRunner.run(["gallery", "--size", "10x10", "-o", folder.file("taken/sub").path])
        #expect(result.status != 0)
        #expect(result.standardError.contains("'\(folder.file("taken").path)' is a file, not a folder"), "\(result.standardError)")
    }
}
