import EmojiArt
import Flipbook
import Foundation
import TestSupport
import Testing

/// An EmojiArt scene on a 390×844 screen over a document in a temporary folder, played by
/// touch-script lines; its state read back as `--state-json` writes it. A session over a
/// sample document has an iPhone 13's safe area; the others none, so that the document's
/// middle is the screen's (195, 412).
@MainActor
struct EmojiArtSession {
    let folder: TemporaryFolder
    let scene: AppScene
    var document: URL { folder.file("doc.json") }

    /// A session whose document holds `json` (none: a new, empty document).
    init(document json: String? = nil, appearance: Appearance = .light) throws {
        try self.init(folder: TemporaryFolder(), document: json, appearance: appearance, safeArea: EdgeInsets())
    }

    private init(folder: TemporaryFolder, document json: String?, appearance: Appearance, safeArea: EdgeInsets) throws {
        self.folder = folder
        if let json { try Data(json.utf8).write(to: folder.file("doc.json")) }
        let settings = try EmojiArtApp.settings(["document": folder.file("doc.json").path, "appearance": appearance.rawValue])
        scene = try AppScene(launching: EmojiArtApp.self, size: CGSize(width: 390, height: 844), settings: settings)
        scene.player.safeAreaInsets = safeArea
    }

    /// A session over a copy of the sample document `name` (and its picture) from `assets/emojiart/`.
    init(sample name: String, appearance: Appearance = .light) throws {
        let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("assets/emojiart")
        let json = try String(contentsOf: assets.appendingPathComponent("\(name).json"), encoding: .utf8)
        try self.init(document: json, appearance: appearance, files: ["garden.png", "beach.jpg"].map(assets.appendingPathComponent))
    }

    /// A session whose document holds `json`, with copies of `files` beside it.
    private init(document json: String, appearance: Appearance, files: [URL]) throws {
        let folder = try TemporaryFolder()
        for file in files { try FileManager.default.copyItem(at: file, to: folder.file(file.lastPathComponent)) }
        try self.init(folder: folder, document: json, appearance: appearance, safeArea: DeviceScreen.iPhone13.safeArea)
    }

    /// Plays `lines` (touch-script events) and returns every frame.
    @discardableResult
    func play(_ lines: String, fps: Double = 30) throws -> [DisplayList] {
        try ScriptRunner(player: scene.player, fps: fps).run(TouchScript(parsing: "app emojiart\n" + lines))
    }

    /// The frame at `seconds` of `frames` played at 30 per second, drawn over the
    /// appearance's background.
    func image(of frames: [DisplayList], at seconds: Double) throws -> Bitmap {
        try frames[Int((seconds * 30).rounded())].render(background: scene.background)
    }

    /// The palettes saved beside the document, as their file holds them now.
    func savedPalettes() throws -> [Palette] {
        try JSONDecoder().decode([Palette].self, from: Data(contentsOf: folder.file("emojiart-palettes.json")))
    }

    /// Whether a view that scripts call `button "TITLE"` is on screen now (and takes touches).
    func showsButton(_ title: String) -> Bool {
        scene.player.targetNames.contains(TargetName("button", label: title))
    }

    /// The last frame of `frames`, drawn over the appearance's background.
    func lastImage(of frames: [DisplayList]) throws -> Bitmap {
        try #require(frames.last).render(background: scene.background)
    }

    /// The state as `--state-json` writes it.
    func state() throws -> EmojiArtStateJSON {
        try JSONDecoder().decode(EmojiArtStateJSON.self, from: scene.stateJSON())
    }
}

/// `--state-json`'s format, read back.
@MainActor
struct EmojiArtStateJSON: Decodable {
    @MainActor
    struct CGRect: Decodable { let x, y, width, height: Double }
    @MainActor
    struct Offset: Decodable, Equatable { let x, y: Double }
    @MainActor
    struct EmojiState: Decodable, Equatable { let id: Int, string: String, x, y, size: Double }
    @MainActor
    struct PaletteState: Decodable { let index: Int, name: String }
    let app: String
    let viewport: CGRect
    let zoom: Double
    let pan: Offset
    let selection: [Int]
    let background: String?
    let emojis: [EmojiState]
    let palette: PaletteState
    let palettes: [String]

    /// Where the emoji `id` is drawn centred on screen: `viewport centre + pan + zoom × (x, y)`.
    func screenPoint(of id: Int) -> (x: Double, y: Double)? {
        guard let emoji = emojis.first(where: { $0.id == id }) else { return nil }
        return (viewport.x + viewport.width / 2 + pan.x + zoom * emoji.x, viewport.y + viewport.height / 2 + pan.y + zoom * emoji.y)
    }
}

/// A document of three emojis: 🍎 at the centre (40 pt), 🌲 120 pt left and 100 pt up (60 pt),
/// 🐶 100 pt right and 150 pt down (30 pt).
let threeEmojis = """
{"background": null, "lastID": 3, "emojis": [
 {"id": 1, "string": "🍎", "position": {"x": 0, "y": 0}, "size": 40},
 {"id": 2, "string": "🌲", "position": {"x": -120, "y": -100}, "size": 60},
 {"id": 3, "string": "🐶", "position": {"x": 100, "y": 150}, "size": 30}]}
"""
