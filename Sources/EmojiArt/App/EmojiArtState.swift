import Flipbook
import Foundation

/// The state of EmojiArt as `--state-json` writes it: the document view's frame on screen
/// (points), its zoom and pan (screen points), the selection, the background's path and the
/// emojis (document points: an emoji is drawn centred at `viewport centre + pan + zoom × (x, y)`),
/// and the palettes.
struct EmojiArtState: Encodable {
    struct Viewport: Encodable { let x: Double, y: Double, width: Double, height: Double }
    struct Offset: Encodable { let x: Double, y: Double }
    struct EmojiState: Encodable { let id: Int, string: String, x: Double, y: Double, size: Double }
    struct PaletteState: Encodable { let index: Int, name: String }

    let app = "emojiart"
    let viewport: Viewport
    let zoom: Double
    let pan: Offset
    let selection: [Int]
    let background: String?
    let emojis: [EmojiState]
    let palette: PaletteState
    let palettes: [String]

    init(document: EmojiArtDocument, palettes store: PaletteStore, view: DocumentViewState) {
        viewport = Viewport(x: 0, y: EmojiArtLayout.toolbarHeight, width: view.size.width, height: view.size.height)
        zoom = view.transform.zoom
        pan = Offset(x: view.transform.pan.width, y: view.transform.pan.height)
        let ids = Set(document.emojis.map(\.id))
        selection = view.selection.filter(ids.contains).sorted()
        background = document.model.background
        emojis = document.emojis.map { EmojiState(id: $0.id, string: $0.string, x: $0.position.x, y: $0.position.y, size: $0.size) }
        palette = PaletteState(index: store.cursorIndex, name: store.palette.name)
        palettes = store.palettes.map(\.name)
    }

    private enum CodingKeys: String, CodingKey {
        case app, viewport, zoom, pan, selection, background, emojis, palette, palettes
    }

    /// Writes every key, `background` as `null` when there is none.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(app, forKey: .app)
        try container.encode(viewport, forKey: .viewport)
        try container.encode(zoom, forKey: .zoom)
        try container.encode(pan, forKey: .pan)
        try container.encode(selection, forKey: .selection)
        try container.encode(background, forKey: .background)
        try container.encode(emojis, forKey: .emojis)
        try container.encode(palette, forKey: .palette)
        try container.encode(palettes, forKey: .palettes)
    }

    /// Pretty-printed JSON with sorted keys.
    func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }
}
