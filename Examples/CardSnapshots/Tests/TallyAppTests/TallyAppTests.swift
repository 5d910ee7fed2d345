import Flipbook
import Foundation
import Testing

/// The example app run as its users run it: the program `swift build` makes of an `App`.
@Suite("An App is a program that renders and plays")
struct TallyAppTests {
    @Test("render draws the first window's content on the device's screen")
    func rendersTheFirstScreen() throws {
        let folder = try temporaryFolder()
        let result = try runTallyApp(["render", "-o", "screen.png"], in: folder)
        #expect(result.status == 0, "\(result.error)")
        let screen = try Bitmap(contentsOfPNG: folder.appendingPathComponent("screen.png"))
        #expect(screen.width == 390 && screen.height == 844)
        let button = try #require(box(of: Color(red: 0, green: 0.478, blue: 1), in: screen))
        #expect(abs((button.minX + button.maxX) / 2 - 195) <= 1)
        #expect(box(of: .orange, in: screen) == nil, "no press yet: no mark")
    }

    @Test("--device, --size and --appearance choose the screen")
    func choosesTheScreen() throws {
        let folder = try temporaryFolder()
        #expect(try runTallyApp(["render", "-o", "se.png", "--device", "iphone-se"], in: folder).status == 0)
        let se = try Bitmap(contentsOfPNG: folder.appendingPathComponent("se.png"))
        #expect(se.width == 375 && se.height == 667)
        #expect(try runTallyApp(["render", "-o", "dark.png", "--size", "200x300", "--scale", "2", "--appearance", "dark"],
                                in: folder).status == 0)
        let dark = try Bitmap(contentsOfPNG: folder.appendingPathComponent("dark.png"))
        #expect(dark.width == 400 && dark.height == 600)
        #expect(dark[2, 2].red < 0.05, "a dark screen's background is black")
    }

    @Test("play runs a touch script: each tap adds a mark")
    func playsATouchScript() throws {
        let folder = try temporaryFolder()
        let script = folder.appendingPathComponent("taps.touches")
        try Data("tap button \"Add one\"\nwait 0.5\ntap button \"Add one\"\nwait 0.5\n".utf8).write(to: script)
        let result = try runTallyApp(["play", "taps.touches", "-o", "frames", "--fps", "10"], in: folder)
        #expect(result.status == 0, "\(result.error)")
        let frames = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("frames").path).sorted()
        #expect(frames.count == 11)
        let last = try Bitmap(contentsOfPNG: folder.appendingPathComponent("frames").appendingPathComponent(try #require(frames.last)))
        let marks = try #require(box(of: .orange, in: last))
        #expect(marks.maxX - marks.minX + 1 == 48, "two marks 20 points wide, 8 apart")
    }

    @Test("play --trace writes a line a frame with the marks' frames; a trace over the script is refused")
    func writesATrace() throws {
        let folder = try temporaryFolder()
        try Data("tap button \"Add one\"\nwait 0.5\ntap button \"Add one\"\nwait 0.5\n".utf8)
            .write(to: folder.appendingPathComponent("taps.touches"))
        let result = try runTallyApp(["play", "taps.touches", "-o", "frames", "--fps", "10", "--trace", "trace.jsonl"], in: folder)
        #expect(result.status == 0, "\(result.error)")
        let lines = try String(contentsOf: folder.appendingPathComponent("trace.jsonl"), encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 11)
        let last = try JSONSerialization.jsonObject(with: Data(lines[10].utf8)) as? [String: Any]
        // The navigation stack's root screen is "0"; the marks within it, by their ForEach identity, "0/0" and "0/1".
        let views = try #require(last?["views"] as? [[String: Any]])
        let marks = views.filter { ($0["id"] as? String)?.hasPrefix("0/") == true }
        #expect(marks.count == 2 && views.count == 3, "the screen and two marks")
        #expect(marks.allSatisfy { $0["width"] as? Double == 20 && $0["height"] as? Double == 60 })
        #expect(marks.compactMap { $0["x"] as? Double } == [171, 199], "28 points apart, centred")
        let over = try runTallyApp(["play", "taps.touches", "-o", "more", "--trace", "taps.touches"], in: folder)
        #expect(over.status == 64 && over.error.contains("--trace 'taps.touches' names the script"))
        #expect(try String(contentsOf: folder.appendingPathComponent("taps.touches"), encoding: .utf8).hasPrefix("tap button"))
    }

    @Test("an output that cannot be written is exit 64 before any work, and nothing is written")
    func refusesUnwritableOutputs() throws {
        let folder = try temporaryFolder()
        try Data("tap button \"Add one\"\nwait 0.2\n".utf8).write(to: folder.appendingPathComponent("t.touches"))
        let cases: [([String], String)] = [
            (["play", "t.touches", "-o", "frames", "--trace", "missing/t.jsonl"], "cannot write --trace 'missing/t.jsonl'"),
            (["previews", "--sheet", "missing/s.png"], "cannot write --sheet 'missing/s.png'"),
            (["render", "-o", ""], "cannot write -o '': it is a folder"),
            (["render", "-o", "screen.png", "--state-json", "missing/s.json"], "cannot write --state-json 'missing/s.json'"),
        ]
        for (arguments, message) in cases {
            let result = try runTallyApp(arguments, in: folder)
            #expect(result.status == 64 && result.error.contains(message), "\(arguments): \(result.error)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["t.touches"])
    }

    @Test("a script goes to the second screen, types and slides there, and comes back")
    func playsBothScreens() throws {
        let folder = try temporaryFolder()
        let script = """
            tap button "Add one"
            tap button "Settings"
            wait 0.6
            tap field "Name"
            type " Cups"
            drag 148,212 -> 244,212 over 0.3
            wait 0.2
            tap back
            wait 0.6

            """
        try Data(script.utf8).write(to: folder.appendingPathComponent("both.touches"))
        let result = try runTallyApp(["play", "both.touches", "-o", "frames", "--fps", "10"], in: folder)
        #expect(result.status == 0, "\(result.error)")
        let frames = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("frames").path).sorted()
        func frame(_ index: Int) throws -> Bitmap {
            try Bitmap(contentsOfPNG: folder.appendingPathComponent("frames").appendingPathComponent(frames[index]))
        }
        let settings = try frame(9)
        #expect(settings[200, 700].blue > 0.95 && settings[200, 700].red < 0.96, "the form's grouped grey behind the second screen")
        let back = try frame(frames.count - 1)
        #expect(back[200, 700].red > 0.99, "the first screen again, on white")
        let mark = try #require(box(of: .orange, in: back))
        #expect(mark.maxX - mark.minX + 1 == 30, "the slider made the mark 30 points wide")
    }

    @Test("render --state-json of an App lists the views a script can aim at")
    func writesTheScreensTargets() throws {
        let folder = try temporaryFolder()
        let result = try runTallyApp(["render", "-o", "screen.png", "--state-json", "state.json"], in: folder)
        #expect(result.status == 0, "\(result.error)")
        let state = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("state.json"))) as? [String: Any]
        let targets = try #require(state?["targets"] as? [[String: Any]])
        #expect(targets.compactMap { $0["name"] as? String } == ["button \"Add one\"", "button \"Settings\""])
        #expect(targets.allSatisfy { $0["x"] as? Double == 195 })
        #expect(state?["width"] as? Double == 390 && state?["height"] as? Double == 844)
        let same = try runTallyApp(["render", "-o", "x.json", "--state-json", "x.json"], in: folder)
        #expect(same.status == 64 && same.error.contains("name the same file"))
    }

    @Test("mistakes in the arguments exit with 64, a bad script with 65, each said in one line")
    func refusesMistakes() throws {
        let folder = try temporaryFolder()
        let device = try runTallyApp(["render", "--device", "Nokia"], in: folder)
        #expect(device.status == 64)
        #expect(device.error.contains("unknown device 'Nokia'"))
        #expect(try runTallyApp(["play", "x.touches"], in: folder).status == 64, "no -o and no --video")
        let range = try runTallyApp(["play", "x.touches", "-o", "frames", "--frames", "9..3"], in: folder)
        #expect(range.status == 64)
        #expect(range.error.contains("invalid frame range '9..3'"))
        try Data("tapp 10,10\n".utf8).write(to: folder.appendingPathComponent("bad.touches"))
        let script = try runTallyApp(["play", "bad.touches", "-o", "frames"], in: folder)
        #expect(script.status == 65)
        #expect(script.error.split(separator: "\n").count == 1)
        #expect(script.error.contains("bad.touches"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("frames").path))
    }
}

/// What a run printed on standard error and how it ended.
struct TallyAppResult {
    let status: Int32
    let error: String
    /// What it printed on standard output (a few lines: files written, help).
    let output: String
}

/// Runs the built `TallyApp` with `arguments` in `folder`.
func runTallyApp(_ arguments: [String], in folder: URL, environment: [String: String] = [:]) throws -> TallyAppResult {
    let process = Process()
    process.executableURL = builtProgram(named: "TallyApp")
    process.arguments = arguments
    process.currentDirectoryURL = folder
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let error = Pipe(), output = Pipe()
    process.standardError = error
    process.standardOutput = output
    try process.run()
    let message = error.fileHandleForReading.readDataToEndOfFile()
    let printed = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return TallyAppResult(status: process.terminationStatus, error: String(decoding: message, as: UTF8.self),
                          output: String(decoding: printed, as: UTF8.self))
}

/// The program `name` built beside the tests: they share a build folder.
func builtProgram(named name: String) -> URL {
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    while folder.pathComponents.count > 1 {
        folder.deleteLastPathComponent()
        let candidate = folder.appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return URL(fileURLWithPath: ".build/debug/\(name)")
}

/// A new empty folder under the temporary folder.
func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tally-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}

/// The bounding box of the pixels of `bitmap` within 0.02 of `color`, or `nil` when none are.
func box(of color: Color, in bitmap: Bitmap) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
    var found: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
    for y in 0..<bitmap.height {
        for x in 0..<bitmap.width {
            let pixel = bitmap[x, y]
            guard abs(pixel.red - color.red) <= 0.02, abs(pixel.green - color.green) <= 0.02,
                  abs(pixel.blue - color.blue) <= 0.02 else { continue }
            let old = found ?? (x, y, x, y)
            found = (min(old.minX, x), min(old.minY, y), max(old.maxX, x), max(old.maxY, y))
        }
    }
    return found
}

/// The app's previews, found without registration and drawn one file each.
@Suite("An App's previews")
struct TallyAppPreviewTests {
    @Test("previews writes every #Preview and every view of a PreviewProvider, named by title or type")
    func writesEveryPreview() throws {
        let folder = try temporaryFolder()
        let result = try runTallyApp(["previews", "-o", "previews"], in: folder)
        #expect(result.status == 0, "\(result.error)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("previews").path).sorted()
        #expect(names == ["Dark-1.png", "TallyView_Previews-1.png", "Three marks-1.png"])
        func image(_ name: String) throws -> Bitmap {
            try Bitmap(contentsOfPNG: folder.appendingPathComponent("previews").appendingPathComponent(name))
        }
        let light = try image("TallyView_Previews-1.png"), dark = try image("Dark-1.png")
        #expect(light.width == 390 && light.height == 844, "a provider's view on the default device")
        #expect(light[2, 2].red > 0.95 && dark[2, 2].red < 0.05, ".preferredColorScheme(.dark) darkens its preview only")
        let fitted = try image("Three marks-1.png")
        #expect(fitted.width == 76 + 32 && fitted.height == 60 + 32, ".sizeThatFitsLayout: the view's own size, padded")
        let marks = try #require(box(of: .orange, in: fitted))
        #expect(marks.maxX - marks.minX + 1 == 76, "three marks 20 points wide, 8 apart")
    }

    @Test("--preview draws only the previews of that name; an unknown one exits 64 and writes nothing")
    func choosesOnePreview() throws {
        let folder = try temporaryFolder()
        #expect(try runTallyApp(["previews", "-o", "one", "--preview", "Dark"], in: folder).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("one").path) == ["Dark-1.png"])
        let unknown = try runTallyApp(["previews", "-o", "none", "--preview", "Light"], in: folder)
        #expect(unknown.status == 64)
        #expect(unknown.error.contains("unknown preview 'Light'; previews: Dark, TallyView_Previews, Three marks"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("none").path))
    }

    @Test("--sheet draws the previews side by side, each framed and captioned; neither -o nor --sheet exits 64")
    func drawsASheet() throws {
        let folder = try temporaryFolder()
        let result = try runTallyApp(["previews", "--sheet", "sheet.png", "--scale", "2"], in: folder)
        #expect(result.status == 0, "\(result.error)")
        let sheet = try Bitmap(contentsOfPNG: folder.appendingPathComponent("sheet.png"))
        // Three previews (390, 390 and 108 points wide) with 32 points around and between them;
        // the tallest (844) with 32 above, a caption of 36 and 32 below: at 2 pixels a point.
        #expect(sheet.width == (390 + 390 + 108 + 32 * 4) * 2 && sheet.height == (844 + 36 + 32 * 2) * 2)
        #expect(sheet[64 + 20, 64 + 20].red < 0.05, "the dark preview comes first, by name")
        #expect(sheet[(32 * 2 + 390) * 2 + 20, 64 + 20].red > 0.95, "then the light one")
        let marks = try #require(box(of: .orange, in: sheet))
        #expect(marks.minX > (32 * 3 + 390 * 2) * 2, "the marks last")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("previews").path))
        let neither = try runTallyApp(["previews"], in: folder)
        #expect(neither.status == 64 && neither.error.contains("give -o DIR, --sheet FILE or both"))
    }

    @Test("--help lists the subcommands, previews among them, and exits 0")
    func helpListsPreviews() throws {
        let help = try runTallyApp(["--help"], in: try temporaryFolder())
        #expect(help.status == 0, "\(help.error)")
        #expect(help.output.contains("previews") && help.output.contains("render") && help.output.contains("play"))
    }
}
