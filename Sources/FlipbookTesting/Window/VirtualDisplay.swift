import Flipbook
import Foundation

/// An X server of its own (Xvfb) on which a test opens an app's window, drives it with
/// `xdotool` and reads its pixels back with `xwd`: the window tested on Linux CI, with no
/// screen.
///
/// ```swift
/// let display = try VirtualDisplay()
/// defer { display.stop() }
/// let app = try display.launch(program, ["window", "--record", "session.touches"], in: folder)
/// let window = try display.window(named: "MyApp")
/// try display.xdotool(["mousemove", "--window", window, "195", "497", "click", "1"])
/// let shown = try display.capture(window: window)
/// ```
///
/// Needs Debian's `xvfb`, `xdotool` and `x11-apps` (``isAvailable``).
public final class VirtualDisplay {
    /// Whether Xvfb, xdotool and xwd are on the `PATH`.
    public static var isAvailable: Bool { ["Xvfb", "xdotool", "xwd"].allSatisfy { path(of: $0) != nil } }

    /// The display's name, such as `:93`: what `DISPLAY` is set to for the programs it runs.
    public let name: String
    private let server = Process()

    /// Starts an Xvfb server of `width` by `height` pixels on a display number nobody uses.
    ///
    /// - Throws: when Xvfb is missing or does not start.
    public init(width: Int = 1024, height: Int = 1024) throws {
        let announced = Pipe()
        server.executableURL = try Self.tool("Xvfb")
        // -displayfd: the server picks a free display and writes its number when it is ready.
        server.arguments = ["-displayfd", "1", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp"]
        server.standardOutput = announced
        server.standardError = FileHandle.nullDevice
        try server.run()
        let line = String(decoding: announced.fileHandleForReading.availableData, as: UTF8.self)
        guard let number = Int(line.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            kill(server.processIdentifier, SIGKILL)
            throw VirtualDisplayError("Xvfb did not say which display it runs: '\(line)'")
        }
        name = ":\(number)"
    }

    /// Stops the server: the windows on it lose their display.
    public func stop() {
        kill(server.processIdentifier, SIGKILL)
        server.waitUntilExit()
    }

    /// Starts `program` with `arguments` on this display, in `folder`.
    public func launch(_ program: URL, _ arguments: [String], in folder: URL, environment: [String: String] = [:]) throws -> Process {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.merging(environment.merging(["DISPLAY": name]) { $1 }) { $1 }
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// The id of the window whose title contains `title`, once it is shown.
    ///
    /// - Throws: when none appears within `timeout` seconds.
    public func window(named title: String, timeout: TimeInterval = 10) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            if let id = try? xdotool(["search", "--name", title]).split(separator: "\n").first { return String(id) }
            Thread.sleep(forTimeInterval: 0.2)
        } while Date() < deadline
        throw VirtualDisplayError("no window '\(title)' appeared on \(name) within \(timeout) s")
    }

    /// Runs `xdotool` with `arguments` on this display (moves, clicks, keys, typing); what it
    /// printed.
    @discardableResult
    public func xdotool(_ arguments: [String]) throws -> String {
        String(decoding: try run("xdotool", arguments), as: UTF8.self)
    }

    /// The window's pixels now, as `xwd` reads them from the server.
    public func capture(window id: String) throws -> Bitmap {
        try XWDImage.bitmap(of: run("xwd", ["-id", id]))
    }

    /// Runs an X tool on this display; its standard output.
    private func run(_ tool: String, _ arguments: [String]) throws -> Data {
        let process = Process(), output = Pipe()
        process.executableURL = try Self.tool(tool)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(["DISPLAY": name]) { $1 }
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw VirtualDisplayError("\(tool) \(arguments.joined(separator: " ")) failed with status \(process.terminationStatus)")
        }
        return data
    }

    private static func tool(_ name: String) throws -> URL {
        guard let url = path(of: name) else { throw VirtualDisplayError("\(name) is not on the PATH (Debian: xvfb, xdotool, x11-apps)") }
        return url
    }

    private static func path(of tool: String) -> URL? {
        (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent(tool) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}

/// What went wrong with a ``VirtualDisplay``, in one line.
public struct VirtualDisplayError: Error, CustomStringConvertible {
    /// The problem.
    public let description: String
    init(_ description: String) { self.description = description }
}
