import Flipbook
import Foundation

/// EmojiArt as the `flipbook` command knows it: `flipbook emojiart render`, `app emojiart`
/// in a touch script (`document PATH` or `sample NAME`, then taps, drags and pinches on
/// `emoji N`, `palette "🍎"`, `button "Undo"`, `document`, points, and drops of text and
/// picture files; long presses on `palette-button` and `emoji N` open their context menus;
/// the palette editor has `field "Name"`, `field "Add Emojis Here"` and `editor-emoji "🍎"`,
/// the manager `row "Food"` and `button "New Palette"`).
public struct EmojiArtApp: FlipbookApp {
    public static let name = "emojiart"

    public static let summary = "EmojiArt: drag emojis onto a picture, select, move, pinch and delete them."

    public static let settings = [
        AppSetting("document", .text(placeholder: "FILE"),
                   help: "The document to open and save after every change (default: $XDG_DATA_HOME/flipbook/emojiart.json), of at most 10,000 emojis; its palettes are kept beside it in emojiart-palettes.json."),
        AppSetting("sample", .choice(samples),
                   help: "Opens a sample document from the assets instead, read only: changes are not saved."),
        AppSetting("reset-document", .flag, default: "off",
                   help: "Start afresh when the document or its palettes file cannot be read as one: it is moved aside whole, to FILE.corrupt, for an empty document or the built-in palettes."),
    ]

    /// The sample documents in `assets/emojiart/`.
    public nonisolated static let samples = ["garden", "beach", "emojis"]

    public static var demo: [DemoItem] {
        let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
        return [
            .script("emojiart-assignment5", moments: [0.4, 1.0, 1.8, 2.6, 3.1, 4.4, 5.0, 5.5, 6.1, 7.3, 8.0, 8.6, 9.4, 9.8, 10.6],
                    crop: screen),
            .script("emojiart-adding", moments: [0.4, 0.7, 1.9, 2.3, 2.9, 3.7, 4.9, 5.9, 6.6, 7.5], crop: screen),
            .script("emojiart-palettes", moments: [1.5, 3.0, 3.8, 5.1, 8.0, 8.6, 11.8, 13.7, 14.9, 15.7, 16.9], crop: screen),
        ] + Appearance.allCases.flatMap { appearance in
            ["garden", "beach"].map { sample in
                .still("emojiart-documents/\(sample)-\(appearance.rawValue).png", settings: ["sample": sample, "appearance": appearance.rawValue])
            }
        }
    }

    public let updatesOnlyForTrackedChanges = true  // the document and palettes are @Observable; the view state is @State

    private let document: EmojiArtDocument
    private let palettes: PaletteStore
    private let viewState = DocumentViewState()
    private let launch: AppLaunch

    public init(launch: AppLaunch) throws {
        let settings = launch.settings
        let (file, autosaves) = try Self.documentFile(settings)
        let resets = settings.isOn("reset-document")
        document = try Self.withResetHint { try EmojiArtDocument(file: file, autosaves: autosaves, resettingCorrupt: resets) }
        palettes = PaletteStore(file: file.deletingLastPathComponent().appendingPathComponent("emojiart-palettes.json"),
                                autosaves: autosaves, resettingCorrupt: resets)
        if autosaves, let error = palettes.loadError { throw Self.withResetHint(error) }
        self.launch = launch
    }

    public var body: some Scene {
        WindowGroup {
            EmojiArtView(document: document, palettes: palettes, viewState: viewState)
        }
    }

    public var launchWarnings: [String] {
        [document.setAside, palettes.setAside, document.background.failure, palettes.problem].compactMap { $0 }
    }

    public var failedSaves: [String] { document.failedSaves + palettes.failedSaves }

    public func stateJSON() throws -> Data {
        // A run with no frame drawn and no touch never laid the view out: do it now, so the
        // state has the viewport a drawn run reports.
        if viewState.size == .zero { launch.layOutScreen() }
        return try EmojiArtState(document: document, palettes: palettes, view: viewState).jsonData()
    }

    /// The document's file and whether changes are saved to it: a sample (not saved), the
    /// `document` setting, or the default under `$XDG_DATA_HOME`.
    static func documentFile(_ settings: AppSettings) throws -> (URL, Bool) {
        if let sample = settings["sample"] { return (try Assets.url("emojiart/\(sample).json"), false) }
        if let path = settings["document"] { return (URL(fileURLWithPath: path), true) }
        return (defaultDocument(environment: ProcessInfo.processInfo.environment), true)
    }

    /// `$XDG_DATA_HOME/flipbook/emojiart.json` in `environment`, with `~/.local/share` when the variable is unset.
    public static func defaultDocument(environment: [String: String]) -> URL {
        let home = environment["HOME"] ?? NSHomeDirectory()
        let data = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? home + "/.local/share"
        return URL(fileURLWithPath: data).appendingPathComponent("flipbook/emojiart.json")
    }
}
