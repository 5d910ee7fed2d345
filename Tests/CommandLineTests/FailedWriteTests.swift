import Foundation
import Testing
import TestSupport

/// A write that fails is an error at the end of the command, never a silent exit 0.
@Suite("flipbook: failed writes")
struct FailedWriteTests {
    @Test(arguments: ["solve set", "--help", "memorize themes list --help", "--version",
                      "play \(Repository.path("assets/scripts/sample.touches")) --frames 1..2 --trace -"])
    func aFullStandardOutputIsAnError(arguments: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "\"$0\" \(arguments) > /dev/full", CommandRunner.executable.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1, "\(message)")
        #expect(message == "flipbook: error: cannot write standard output: No space left on device\n")
    }

    @Test(arguments: [true, false])
    func saveFailuresDuringAPlayAreReportedAndTheRunFails(drawsFrames: Bool) throws {
        let folder = try TemporaryFolder()
        try Data("not a folder".utf8).write(to: folder.file("file"))
        let document = folder.file("file/doc.json").path
        let script = "app emojiart\ndocument \(document)\ndrag palette \"🚗\" -> 200,300 over 0.6\n"
        try Data(script.utf8).write(to: folder.file("s.touches"))
        let output = drawsFrames ? ["-o", folder.file("frames").path] : ["--no-frames"]
        let result = try CommandRunner.run(["play", folder.file("s.touches").path, "--fps", "10"] + output)
        #expect(result.status == 1, "\(result.standardError)")
        #expect(result.standardError.hasPrefix("flipbook: error: changes not saved: \(document): cannot be saved"), "\(result.standardError)")
    }
}
