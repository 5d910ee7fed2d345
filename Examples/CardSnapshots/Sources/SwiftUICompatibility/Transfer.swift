import Flipbook

/// What the 2023 EmojiArt lectures accept dropped on the document: a string, a URL or bytes,
/// each through a proxy.
public enum DroppedThing: Transferable {
    case string(String)
    case url(URL)
    case data(Data)

    public init(text: String) {
        if text.hasPrefix("http"), let url = URL(string: text) {
            self = .url(url)
        } else {
            self = .string(text)
        }
    }

    public static var transferRepresentation: some TransferRepresentation {
        ProxyRepresentation { DroppedThing(text: $0) }
        ProxyRepresentation { DroppedThing.url($0) }
        ProxyRepresentation { DroppedThing.data($0) }
    }
}

/// A palette moved between apps as JSON.
public struct PaletteCard: Codable, Transferable, Equatable {
    public var name: String
    public var emojis: String

    public init(name: String, emojis: String) {
        self.name = name
        self.emojis = emojis
    }

    public static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .json)
    }
}

extension UTType {
    /// The document's own kind.
    public static let emojiart = UTType(exportedAs: "edu.stanford.cs193p.emojiart")
}

/// A drop area that keeps what was dropped last.
public struct DropArea: View {
    @State private var dropped = "nothing"
    @State private var palette = "none"

    public init() {}

    public var body: some View {
        VStack(spacing: 0) {
            Text(dropped).frame(maxWidth: .infinity, maxHeight: .infinity)
                .dropDestination(for: DroppedThing.self) { things, _ in
                    switch things.first {
                    case let .string(text)?: dropped = "text \(text)"
                    case let .url(url)?: dropped = "url \(url.host ?? "")"
                    case .data?: dropped = "data"
                    case nil: return false
                    }
                    return true
                }
            Text(palette).frame(maxWidth: .infinity, maxHeight: .infinity)
                .dropDestination(for: PaletteCard.self) { cards, _ in
                    palette = cards.first?.name ?? "none"
                    return !cards.isEmpty
                }
        }
    }
}
