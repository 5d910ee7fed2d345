import Foundation
import Testing
import TestSupport

/// Errors are one line, `flipbook: error: …`, with the same exit code for the same kind of
/// mistake: 64 for arguments, with a hint at the command's help.
@Suite("flipbook: one-line errors")
struct ErrorLineTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let arguments: [String]
        let message: String
        let hint: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let usageCases: [Case] = [
        Case(arguments: ["shape", "pie", "--size", "50x50", "--end-angle", "inf", "-o", "p.png"],
             message: "'inf' is not a finite number", hint: "flipbook help shape"),
        Case(arguments: ["shape", "circle", "--size", "-5x5", "-o", "p.png"],
             message: "invalid image size -5x5: images are at least 1x1 pixels", hint: "flipbook help shape"),
        Case(arguments: ["memorize", "render", "--size", "-1x-1", "-o", "p.png"],
             message: "invalid image size -1x-1", hint: "flipbook help memorize render"),
        Case(arguments: ["help", "frobnicate"], message: "no command 'frobnicate'; commands: shape, icon", hint: "flipbook help"),
        Case(arguments: ["frobnicate"], message: "frobnicate", hint: "flipbook help"),
        Case(arguments: ["render", "set", "--dealt", "99", "-o", "p.png"],
             message: "--dealt must be a whole number from 12 to 81, not '99'", hint: "flipbook help render"),
        Case(arguments: ["icon", "star", "--list", "-o", "x.png"], message: "--list prints the symbol names", hint: "flipbook help icon"),
        Case(arguments: ["play", "x.touches"], message: "missing -o DIR", hint: "flipbook help play"),
    ]

    @Test(arguments: usageCases)
    func usageErrorsAreOneLineWithExit64(_ testCase: Case) throws {
        let folder = try TemporaryFolder()
        let result = try CommandRunner.run(testCase.arguments, in: folder.url)
        #expect(result.status == 64, "\(result.standardError)")
        #expect(result.standardError.hasPrefix("flipbook: error: "), "\(result.standardError)")
        #expect(result.standardError.split(separator: "\n").count == 1, "\(result.standardError)")
        #expect(result.standardError.contains(testCase.message), "\(result.standardError)")
        #expect(result.standardError.contains("(see '\(testCase.hint)')"), "\(result.standardError)")
        #expect(!result.standardError.contains("Usage:") && !result.standardError.contains("Help:"))
        #expect(try folder.contents().isEmpty)
    }

    @Test func failuresThatAreNotUsageHaveNoHintAndExit1() throws {
        let folder = try TemporaryFolder()
        let result = try CommandRunner.run(["shape", "circle", "--size", "5x5", "-o", folder.file("none/x.png").path])
        #expect(result.status == 1)
        #expect(result.standardError == "flipbook: error: cannot write '\(folder.file("none/x.png").path)': No such file or directory\n")
    }

    @Test func helpAndVersionGoToStandardOutput() throws {
        let version = try CommandRunner.run(["--version"])
        #expect(version.status == 0 && version.standardOutput == "0.1.0\n" && version.standardError.isEmpty)
        let help = try CommandRunner.run(["help", "memorize", "render"])
        #expect(help.status == 0 && help.standardOutput.contains("USAGE: flipbook memorize render") && help.standardError.isEmpty)
    }
}
