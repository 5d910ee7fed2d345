import Flipbook
import Foundation
import Testing

/// The app in a real window under Xvfb: clicks sent with xdotool, the window's pixels read back
/// with xwd and compared with the offline render of the session it recorded.
@Suite("An App in a window", .enabled(if: WindowTestTools.available, "needs Xvfb, xdotool and xwd"))
struct TallyAppWindowTests {
    @Test("clicks, typing, a drag and Escape in the window; the recorded session plays back to the same screen")
    func recordsASessionThatPlaysBackTheSame() throws {
        let folder = try temporaryFolder()
        let display = try VirtualDisplay()
        defer { display.stop() }
        let window = try display.launch(builtProgram(named: "TallyApp"), ["window", "--record", "session.touches"], in: folder)
        let id = try display.windowID(named: "TallyApp")
        func click(_ x: Int, _ y: Int, settle: Double = 0.6) throws {
            try display.run("xdotool", ["mousemove", "--window", id, "\(x)", "\(y)", "click", "1"])
            Thread.sleep(forTimeInterval: settle)
        }
        try click(195, 497)  // Add one
        try click(195, 547, settle: 0.9)  // Settings: the second screen slides in
        try click(195, 148, settle: 0.3)  // the name field
        try display.run("xdotool", ["type", "--delay", "50", " Cups"])
        try display.run("xdotool", ["mousemove", "--window", id, "148", "212", "mousedown", "1"])
        for step in 1...8 {
            try display.run("xdotool", ["mousemove", "--window", id, "\(148 + step * 12)", "212"])
        }
        try display.run("xdotool", ["mouseup", "1"])
        Thread.sleep(forTimeInterval: 0.4)
        try display.run("xdotool", ["key", "Escape"])
        Thread.sleep(forTimeInterval: 1)
        try display.run("xwd", ["-id", id, "-out", folder.appendingPathComponent("window.xwd").path])
        window.terminate()
        let deadline = Date().addingTimeInterval(10)
        while window.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
        if window.isRunning { kill(window.processIdentifier, SIGKILL) }
        window.waitUntilExit()
        #expect(window.terminationReason == .exit && window.terminationStatus == 0, "closing the window quits cleanly")

        let script = try String(contentsOf: folder.appendingPathComponent("session.touches"), encoding: .utf8)
        for line in ["tap 195.5,497.5", "tap 195.5,547.5", "type \"C\"", "type \"s\"", "drag 148.5,212.5 -> 244.5,212.5", "tap back"] {
            #expect(script.contains(line), "recorded '\(line)':\n\(script)")
        }
        let shown = try XWDImage.bitmap(of: Data(contentsOf: folder.appendingPathComponent("window.xwd")))
        #expect(try runTallyApp(["play", "session.touches", "-o", "frames"], in: folder).status == 0)
        let frames = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("frames").path).sorted()
        let played = try Bitmap(contentsOfPNG: folder.appendingPathComponent("frames").appendingPathComponent(try #require(frames.last)))
        let comparison = ImageComparison(reference: played, actual: shown, tolerance: .rasterizerDrift)
        #expect(comparison.isMatch, "window against replay: \(comparison.differingPixelCount) pixels differ")
        let markWidth = box(of: .orange, in: shown).map { $0.maxX - $0.minX + 1 }
        #expect(markWidth == 30, "back on the first screen, one mark the slider widened to 30 points")
    }

    @Test("no display: one line, exit 1; a recording into a missing folder: exit 64, nothing written")
    func refusesWithoutADisplay() throws {
        let folder = try temporaryFolder()
        let noDisplay = try runTallyApp(["window"], in: folder, environment: ["DISPLAY": ":59", "WAYLAND_DISPLAY": ""])
        let unset = try runTallyApp(["window"], in: folder, environment: ["DISPLAY": "", "WAYLAND_DISPLAY": ""])
        #expect(unset.status == 1 && unset.error.contains("cannot open a window"))
        #expect(noDisplay.status == 1)
        #expect(noDisplay.error.hasPrefix("TallyApp: error: cannot open a window"))
        #expect(noDisplay.error.split(separator: "\n").count == 1)
        let badRecord = try runTallyApp(["window", "--record", "missing/session.touches"], in: folder)
        #expect(badRecord.status == 64)
        #expect(badRecord.error.contains("cannot record into 'missing/session.touches'"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}

/// The X tools the window tests drive.
enum WindowTestTools {
    static let available = ["Xvfb", "xdotool", "xwd"].allSatisfy { path(of: $0) != nil }

    static func path(of tool: String) -> URL? {
        (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent(tool) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}

/// An Xvfb server of its own, on a display number no other test uses.
final class VirtualDisplay {
    private let server = Process()
    let name = ":\(90 + Int(getpid() % 9))"

    init() throws {
        server.executableURL = WindowTestTools.path(of: "Xvfb")
        server.arguments = [name, "-screen", "0", "1024x1024x24", "-nolisten", "tcp"]
        server.standardOutput = FileHandle.nullDevice
        server.standardError = FileHandle.nullDevice
        try server.run()
        Thread.sleep(forTimeInterval: 1)
    }

    func stop() {
        kill(server.processIdentifier, SIGKILL)
        server.waitUntilExit()
    }

    /// Starts `program` on this display.
    func launch(_ program: URL, _ arguments: [String], in folder: URL) throws -> Process {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.merging(["DISPLAY": name]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// The id of the window titled `title`, once it is shown (waits up to ten seconds).
    func windowID(named title: String) throws -> String {
        for _ in 0..<50 {
            if let id = try? run("xdotool", ["search", "--name", title]).split(separator: "\n").first { return String(id) }
            Thread.sleep(forTimeInterval: 0.2)
        }
        throw CocoaError(.fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "no window '\(title)' appeared"])
    }

    /// Runs an X tool on this display; its standard output.
    @discardableResult
    func run(_ tool: String, _ arguments: [String]) throws -> String {
        let process = Process(), output = Pipe()
        process.executableURL = WindowTestTools.path(of: tool)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(["DISPLAY": name]) { $1 }
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "\(tool) \(arguments) failed"])
        }
        return String(decoding: data, as: UTF8.self)
    }
}

/// A window dump as `xwd` writes it: a big-endian header, the window's name, a colour map, then
/// 32-bit pixels in the server's byte order (blue, green, red, unused on a little-endian one).
enum XWDImage {
    static func bitmap(of data: Data) throws -> Bitmap {
        let bytes = [UInt8](data)
        func field(_ index: Int) -> Int {
            (0..<4).reduce(0) { $0 << 8 | Int(bytes[index * 4 + $1]) }
        }
        let headerSize = field(0), width = field(4), height = field(5), byteOrder = field(7)
        let bitsPerPixel = field(11), bytesPerLine = field(12), colors = field(19)
        guard bitsPerPixel == 32, byteOrder == 0 else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "xwd: \(bitsPerPixel) bits, order \(byteOrder)"])
        }
        let start = headerSize + colors * 12
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let source = start + y * bytesPerLine + x * 4, target = (y * width + x) * 4
                (pixels[target], pixels[target + 1], pixels[target + 2]) = (bytes[source + 2], bytes[source + 1], bytes[source])
            }
        }
        return Bitmap(size: try PixelSize(width: width, height: height), pixels: pixels)
    }
}
