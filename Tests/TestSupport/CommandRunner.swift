import Foundation

/// What a run of the `flipbook` binary printed and how it ended.
public struct CommandResult: Sendable {
    /// The exit status, or the signal's number when it was killed by one.
    public let status: Int32
    public let standardOutput: String
    public let standardError: String
    /// Whether a signal ended it (a crash or a trap: SIGILL, SIGSEGV, SIGABRT…).
    public var wasKilledBySignal = false
}

/// Runs the `flipbook` executable built next to the test bundle.
public enum CommandRunner {
    /// The built `flipbook` binary: the test bundle and the executable share a build folder.
    public static var executable: URL { executable(named: "flipbook") }

    /// The built executable `name` (`flipbook`, `flipbook-benchmarks`), found as ``executable`` is.
    public static func executable(named name: String) -> URL {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        while folder.pathComponents.count > 1 {
            folder.deleteLastPathComponent()
            let candidate = folder.appendingPathComponent(name)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isFolder), !isFolder.boolValue {
                return candidate
            }
        }
        return URL(fileURLWithPath: ".build/debug/\(name)")
    }

    /// A new `XDG_DATA_HOME` for one run: a folder of its own under the temporary folder, so
    /// that no run reads or writes the user's stores, nor another run's.
    public static func freshDataHome() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-tests-data-\(UUID().uuidString)")
    }

    /// Runs `flipbook` with `arguments` in `folder` (the test's own by default), with
    /// `environment` added to the test's own (a `PATH` without ffmpeg, say) over a fresh
    /// `XDG_DATA_HOME`, and waits for it.
    /// `program` is another executable of the package's (see ``executable(named:)``);
    /// `input`, when given, is its standard input, through a pipe (at most 64 KB).
    public static func run(_ arguments: [String], in folder: URL? = nil, environment: [String: String] = [:],
                           program: String = "flipbook", input: Data? = nil) throws -> CommandResult {
        let running = try start(arguments, in: folder, environment: environment, program: program, input: input)
        return running.finish()
    }

    /// Starts `program` (`flipbook`) with `arguments`, its output and errors going to pipes.
    static func start(_ arguments: [String], in folder: URL? = nil, environment: [String: String] = [:],
                      program: String = "flipbook", input: Data? = nil) throws -> RunningCommand {
        let process = Process()
        process.environment = ProcessInfo.processInfo.environment.merging(["XDG_DATA_HOME": freshDataHome().path]) { $1 }
            .merging(environment) { $1 }
        process.executableURL = executable(named: program)
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        let inputPipe = input.map { _ in Pipe() }
        if let inputPipe { process.standardInput = inputPipe }
        try process.run()
        if let input, let inputPipe {
            inputPipe.fileHandleForWriting.write(input)
            try inputPipe.fileHandleForWriting.close()
        }
        return RunningCommand(process: process, output: output, error: error)
    }
}

/// A run of `flipbook` under way.
struct RunningCommand {
    let process: Process
    let output: Pipe
    let error: Pipe

    /// Reads everything it prints and waits for it to end.
    func finish() -> CommandResult {
        let errorData = ErrorReader(error.fileHandleForReading)
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CommandResult(
            status: process.terminationStatus,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData.data, as: UTF8.self),
            wasKilledBySignal: process.terminationReason == .uncaughtSignal
        )
    }
}

/// Reads a pipe to its end on a thread of its own, so that a command writing much to both of
/// its pipes never blocks.
private final class ErrorReader: @unchecked Sendable {
    private var result = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            result = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    /// Everything read, once the pipe is closed.
    var data: Data {
        done.wait()
        return result
    }
}
