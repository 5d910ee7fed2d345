import Foundation
import Testing
import TestSupport

/// Mistakes in the arguments exit with 64, as the help promises, and write nothing.
@Suite("flipbook: argument mistakes exit 64")
struct UsageErrorTests {
    private static let trace = #"{"frame":1,"time":0,"views":[]}"# + "\n"

    @Test(arguments: [
        (["icon", "nosuch", "-o", "x.png"], "unknown symbol 'nosuch'"),
        (["render", "set", "--select", "0,1,2", "-o", "x.png"], "select: no card '0'"),
        (["memorize", "render", "--theme", "Chess", "-o", "x.png"], "no theme named \"Chess\""),
        (["plot", "t.jsonl", "--scale", "4", "--size", "4000x4000", "-o", "x.png"], "invalid image size 16000x16000"),
    ])
    func aMistakeInTheArgumentsExits64(arguments: [String], message: String) throws {
        let folder = try TemporaryFolder()
        try Data(Self.trace.utf8).write(to: folder.file("t.jsonl"))
        let result = try CommandRunner.run(arguments, in: folder.url)
        #expect(result.status == 64, "\(result.standardError)")
        #expect(result.standardError.contains(message), "\(result.standardError)")
        #expect(try folder.contents() == ["t.jsonl"])
    }
}
