import Foundation
import Testing
import TestSupport

/// `flipbook play -`: the script from standard input, as from a pipe.
@Suite("flipbook play - (standard input)")
struct ScriptInputTests {
    @Test func aScriptOnStandardInputPlays() throws {
        let folder = try TemporaryFolder()
        let script = try Data(contentsOf: URL(fileURLWithPath: Repository.path("assets/scripts/sample.touches")))
        let result = try CommandRunner.run(["play", "-", "--no-frames"], in: folder.url, input: script)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.hasPrefix("played "), "\(result.standardOutput)")
        #expect(try folder.contents().isEmpty)
    }

    @Test func itsMistakesNameStandardInput() throws {
        let result = try CommandRunner.run(["play", "-", "--no-frames"], input: Data("app sample\nwiat 1\n".utf8))
        #expect(result.status != 0)
        #expect(result.standardError.hasPrefix("flipbook: error: <stdin>:2:1: 'wiat' is not an event"), "\(result.standardError)")
        let empty = try CommandRunner.run(["play", "-", "--no-frames"], input: Data())
        #expect(empty.standardError.hasPrefix("flipbook: error: <stdin>: the script needs an 'app NAME' line"), "\(empty.standardError)")
    }
}
