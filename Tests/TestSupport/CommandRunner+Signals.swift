import Foundation

extension CommandRunner {
    /// Starts `flipbook` with `arguments`, waits until `isReady` holds (checked every 50 ms,
    /// for at most `timeout` seconds), sends it `signal` and waits for it to end.
    ///
    /// - Returns: What it printed and how it ended, or `nil` if it was never ready (then it is
    ///   killed).
    public static func run(_ arguments: [String], signal: Int32, timeout: TimeInterval = 120,
                           when isReady: () -> Bool) throws -> CommandResult? {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let deadline = Date(timeIntervalSinceNow: timeout)
        while !isReady(), process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        let ready = isReady() && process.isRunning
        kill(process.processIdentifier, ready ? signal : SIGKILL)
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard ready else { return nil }
        return CommandResult(status: process.terminationStatus,
                             standardOutput: String(decoding: outputData, as: UTF8.self),
                             standardError: String(decoding: errorData, as: UTF8.self))
    }
}
