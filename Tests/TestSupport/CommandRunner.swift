import Foundation

/// What a run of the `flipbook` binary printed and how it ended.
public struct CommandResult: Sendable {
    public let status: Int32
    public let standardOutput: String
    public let standardError: String
}

/// Runs the `flipbook` executable built next to the test bundle.
public enum CommandRunner {
    /// The built binary: the test bundle and the executable share a build folder.
    public static var executable: URL {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        while folder.pathComponents.count > 1 {
            folder.deleteLastPathComponent()
            let candidate = folder.appendingPathComponent("flipbook")
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isFolder), !isFolder.boolValue {
                return candidate
            }
        }
        return URL(fileURLWithPath: ".build/debug/flipbook")
    }

    /// Runs `flipbook` with `arguments` and waits for it; `environment` replaces the
    /// process's environment when given (say, a `PATH` without ffmpeg).
    public static func run(_ arguments: [String], environment: [String: String]? = nil) throws -> CommandResult {
        let running = try start(arguments, environment: environment)
        return running.finish()
    }

    /// Starts `flipbook` with `arguments`, its output and errors going to pipes.
    static func start(_ arguments: [String], environment: [String: String]? = nil) throws -> RunningCommand {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
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
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CommandResult(
            status: process.terminationStatus,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self)
        )
    }
}
