import Foundation
import Testing
import TestSupport

/// `flipbook-benchmarks` refuses bad arguments with one line naming the problem and status 64,
/// before it times anything; a benchmark it is given runs and reports.
@Suite("flipbook-benchmarks: arguments")
struct BenchmarkCommandTests {
    typealias Case = BadInputTests.Case

    static let cases: [Case] = [
        Case(arguments: ["phases", "abc"], message: "The value 'abc' is invalid for '<frames>'"),
        Case(arguments: ["phases", "0"], message: "the number of frames must be from 1 to 100000, not 0"),
        Case(arguments: ["sequence", "99999999"], message: "the number of frames must be from 1 to 100000, not 99999999"),
        Case(arguments: ["sequence", "2", "--keep"], message: "Missing value for '--keep <DIR>'"),
        Case(arguments: ["sequence", "2", "--keep", ""], message: "--keep needs a folder, not an empty name"),
        Case(arguments: ["plain", "0"], message: "the number of frames must be from 1 to 100000, not 0"),
        Case(arguments: ["scaling", "100001"], message: "the number of frames must be from 1 to 100000, not 100001"),
        Case(arguments: ["pipeline", "-3"], message: "Unknown option '-3'"),
        Case(arguments: ["apps", "7"], message: "a scale must be a whole number from 1 to 4, not 7"),
        Case(arguments: ["apps", "x"], message: "The value 'x' is invalid for '<scales>'"),
        Case(arguments: ["app-phases", "0"], message: "a scale must be a whole number from 1 to 4, not 0"),
        Case(arguments: ["versus", "/no/such/flipbook", "1"], message: "no program at /no/such/flipbook"),
        Case(arguments: ["app-scene", "chess"], message: "The value 'chess' is invalid for '<game>'"),
        Case(arguments: ["app-drawing", "chess"], message: "The value 'chess' is invalid for '<game>'"),
        Case(arguments: ["app-drawing", "set", "5"], message: "a scale must be a whole number from 1 to 4, not 5"),
        Case(arguments: ["child-usage"], message: "child-usage needs a command to run"),
        Case(arguments: ["bogus"], message: "Unexpected argument 'bogus'"),
    ]

    @Test("a bad argument is one line and status 64", arguments: cases)
    func badArgument(_ badCase: Case) throws {
        let result = try CommandRunner.run(badCase.arguments, program: "flipbook-benchmarks")
        #expect(result.status == 64)
        #expect(result.standardOutput.isEmpty)
        let lines = result.standardError.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(result.standardError.hasPrefix("flipbook-benchmarks: error: "))
        #expect(result.standardError.contains(badCase.message))
    }

    @Test("a whole game's benchmark run outside the project's folder names the script it cannot read",
          arguments: [["app-scene", "memorize"], ["app-drawing", "set", "1"], ["app-phases", "1"]])
    func scriptOutsideTheProject(_ arguments: [String]) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("benchmarks-elsewhere-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(arguments, in: folder, program: "flipbook-benchmarks")
        #expect(result.status == 1)
        #expect(result.standardError.split(separator: "\n").count == 1)
        #expect(result.standardError.contains("flipbook-benchmarks: error: cannot read assets/scripts/"))
        #expect(result.standardError.contains("run the benchmarks from the project's folder"))
    }

    @Test("a mistake points at the named benchmark's help")
    func hintNamesTheBenchmark() throws {
        let result = try CommandRunner.run(["phases", "0"], program: "flipbook-benchmarks")
        #expect(result.standardError.contains("(see 'flipbook-benchmarks phases --help')"))
    }

    @Test("the phases of one frame: four phases and the bands copied")
    func phasesOfOneFrame() throws {
        let result = try CommandRunner.run(["phases", "1"], program: "flipbook-benchmarks")
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("ms a frame (mean of 1)"))
        for phase in ["scene (", "raster (", "encode (", "write ("] {
            #expect(result.standardOutput.contains(phase), "no \(phase) line")
        }
        // Even one frame copies bands: its blank bands between rows of cards are alike.
        #expect(result.standardOutput.contains(/bands copied, from the cache or kept from the frame before: [1-9][0-9]*%/))
    }

    @Test("help lists the benchmarks with examples")
    func help() throws {
        let result = try CommandRunner.run(["--help"], program: "flipbook-benchmarks")
        #expect(result.status == 0)
        for name in ["sequence", "phases", "scaling", "apps", "versus", "app-phases", "pipeline", "plain", "app-scene",
                     "app-drawing"] {
            #expect(result.standardOutput.contains("  \(name) "), "no \(name)")
        }
        #expect(result.standardOutput.contains("flipbook-benchmarks sequence 600"))
        #expect(!result.standardOutput.contains("child-usage"))
    }
}
