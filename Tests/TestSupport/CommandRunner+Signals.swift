import Foundation

extension CommandRunner {
    /// Starts `flipbook` with `arguments`, waits until `isReady` holds (checked every 50 ms,
    /// for at most `timeout` seconds), sends it `signal` and waits for it to end.
    ///
    /// - Returns: What it printed and how it ended, or `nil` if it was never ready (then it is
    ///   killed).
    public static func run(_ arguments: [String], signal: Int32, timeout: TimeInterval = 120,
                           when isReady: () -> Bool) throws -> CommandResult? {
        let running = try start(arguments)
        let deadline = Date(timeIntervalSinceNow: timeout)
        while !isReady(), running.process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        let ready = isReady() && running.process.isRunning
        kill(running.process.processIdentifier, ready ? signal : SIGKILL)
        let result = running.finish()
        return ready ? result : nil
    }
}
