import Flipbook

// EmojiArt as the 2021 lectures build it: emoji dragged from a palette with `onDrag` and
// dropped on the document with `onDrop`, and the drop read through `NSItemProvider`.

/// The document: a background and emoji placed on it, in points from its centre.
public struct EmojiArtModel {
    public enum Background: Equatable {
        case blank
        case url(URL)
    }

    public struct Emoji: Identifiable, Hashable {
        public let text: String
        public var x: Int
        public var y: Int
        public var size: Int
        public let id: Int
    }

    public private(set) var background = Background.blank
    public private(set) var emojis = [Emoji]()
    private var uniqueEmojiId = 0

    mutating func setBackground(_ background: Background) {
        self.background = background
    }

    mutating func addEmoji(_ text: String, at location: (x: Int, y: Int), size: Int) {
        uniqueEmojiId += 1
        emojis.append(Emoji(text: text, x: location.x, y: location.y, size: size, id: uniqueEmojiId))
    }
}

/// The view model: the document and the picture its background URL names.
@MainActor
public final class EmojiArtDocument: ObservableObject {
    @Published private(set) var emojiArt = EmojiArtModel()
    @Published private(set) var backgroundImage: UIImage?

    public init() {}

    public var emojis: [EmojiArtModel.Emoji] { emojiArt.emojis }
    public var background: EmojiArtModel.Background { emojiArt.background }

    // MARK: - Intent(s)

    func setBackground(_ background: EmojiArtModel.Background) {
        emojiArt.setBackground(background)
        if case .url(let url) = background, url.isFileURL {
            backgroundImage = UIImage(contentsOfFile: url.path)
        }
    }

    func addEmoji(_ emoji: String, at location: (x: Int, y: Int), size: CGFloat) {
        emojiArt.addEmoji(emoji, at: location, size: Int(size))
    }
}

/// The document above a palette of emoji to drag onto it.
public struct EmojiArtDocumentView: View {
    @ObservedObject var document: EmojiArtDocument
    let defaultEmojiFontSize: CGFloat = 40
    let testEmojis = "😀🐸🍎"

    public init(document: EmojiArtDocument) {
        self.document = document
    }

    public var body: some View {
        VStack(spacing: 0) {
            documentBody
            palette
        }
    }

    var documentBody: some View {
        GeometryReader { geometry in
            ZStack {
                Color.white.overlay(
                    document.backgroundImage.map { Image(uiImage: $0).resizable() }
                )
                ForEach(document.emojis) { emoji in
                    Text(emoji.text)
                        .font(.system(size: CGFloat(emoji.size)))
                        .position(position(for: emoji, in: geometry))
                }
            }
            .onDrop(of: [.plainText, .url, .image], isTargeted: nil) { providers, location in
                drop(providers: providers, at: location, in: geometry)
            }
        }
    }

    var palette: some View {
        HStack {
            ForEach(testEmojis.map { String($0) }, id: \.self) { emoji in
                Text(emoji)
                    .font(.system(size: defaultEmojiFontSize))
                    .onDrag { NSItemProvider(object: emoji as NSString) }
            }
        }
        .frame(height: 60)
    }

    private func drop(providers: [NSItemProvider], at location: CGPoint, in geometry: GeometryProxy) -> Bool {
        var found = providers.loadObjects(ofType: URL.self) { url in
            document.setBackground(.url(url))
        }
        if !found {
            found = providers.loadObjects(ofType: String.self) { string in
                if let emoji = string.first {
                    document.addEmoji(
                        String(emoji),
                        at: convertToEmojiCoordinates(location, in: geometry),
                        size: defaultEmojiFontSize
                    )
                }
            }
        }
        return found
    }

    private func position(for emoji: EmojiArtModel.Emoji, in geometry: GeometryProxy) -> CGPoint {
        let center = CGPoint(x: geometry.size.width / 2, y: geometry.size.height / 2)
        return CGPoint(x: center.x + CGFloat(emoji.x), y: center.y + CGFloat(emoji.y))
    }

    private func convertToEmojiCoordinates(_ location: CGPoint, in geometry: GeometryProxy) -> (x: Int, y: Int) {
        let center = CGPoint(x: geometry.size.width / 2, y: geometry.size.height / 2)
        return (Int(location.x - center.x), Int(location.y - center.y))
    }
}

extension Array where Element == NSItemProvider {
    /// Loads the first item that can be a `T` and hands it to `load` on the main queue.
    func loadObjects<T>(ofType theType: T.Type, firstOnly: Bool = false,
                        using load: @escaping @MainActor (T) -> Void) -> Bool
    where T: _ObjectiveCBridgeable & Sendable, T._ObjectiveCType: NSItemProviderReading {
        if let provider = first(where: { $0.canLoadObject(ofClass: theType) }) {
            _ = provider.loadObject(ofClass: theType) { object, error in
                if let value = object {
                    DispatchQueue.main.async {
                        load(value)
                    }
                }
            }
            return true
        }
        return false
    }
}
