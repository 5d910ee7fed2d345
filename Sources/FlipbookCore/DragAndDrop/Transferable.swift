import Foundation

/// A value that can be dragged and dropped, as CoreTransferable's `Transferable`: `String`
/// (text), `Image` and `Bitmap` (pictures), `URL` (files dropped from another app), `Data`, and
/// types of your own whose `transferRepresentation` says how they are made from those
/// (``ProxyRepresentation``, ``CodableRepresentation``, ``DataRepresentation``).
public protocol Transferable {
    /// The type of the representations.
    associatedtype Representation: TransferRepresentation
    /// How the type goes to and from what is dragged.
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

extension String: Transferable {
    /// Text is dragged as itself.
    public static var transferRepresentation: TransferRepresentationList<String> { TransferRepresentationList(importers: []) }
}

extension URL: Transferable {
    /// A file is dragged as its URL.
    public static var transferRepresentation: TransferRepresentationList<URL> { TransferRepresentationList(importers: []) }
}

extension Bitmap: Transferable {
    /// A picture is dragged as itself.
    public static var transferRepresentation: TransferRepresentationList<Bitmap> { TransferRepresentationList(importers: []) }
}

extension Image: Transferable {
    /// A picture is dragged as its pixels.
    public static var transferRepresentation: TransferRepresentationList<Image> { TransferRepresentationList(importers: []) }
}

extension Data: Transferable {
    /// Bytes: dropped text's UTF-8, a dropped picture's PNG, a dropped file's contents.
    public static var transferRepresentation: TransferRepresentationList<Data> {
        TransferRepresentationList(importers: [TransferImporter { $0.bytes }])
    }
}

/// What is being dragged or dropped, whatever the type that asks for it.
enum DragItem {
    case text(String)
    case image(Bitmap)
    case file(URL)
    /// An item provider's items, dragged from an `onDrag` view.
    case provider(NSItemProvider)

    /// The item a dragged value makes; `nil` for a value that carries nothing droppable (an
    /// icon image).
    init?(_ value: some Transferable) {
        switch value {
        case let text as String: self = .text(text)
        case let bitmap as Bitmap: self = .image(bitmap)
        case let image as Image:
            guard let bitmap = image.bitmap else { return nil }
            self = .image(bitmap)
        case let url as URL: self = .file(url)
        default: return nil
        }
    }

    /// The item as a `T`: as one of the types dragged as themselves, else through `T`'s
    /// representations, the first that makes one.
    ///
    /// - Throws: what reading a file or a representation's import throws.
    func transferable<T: Transferable>(as type: T.Type) throws -> T? {
        if let value = try value(as: T.self) { return value }
        guard let list = T.transferRepresentation as? TransferRepresentationList<T> else { return nil }
        for importer in list.importers {
            if let value = try importer.read(self) { return value }
        }
        return nil
    }

    /// Whether the item may become a `T` when dropped, without running `T`'s imports (which
    /// may have effects, and run once, on the drop): it is one already, or `T` imports things.
    func mayBecome<T: Transferable>(_ type: T.Type) -> Bool {
        if case let .provider(provider) = self { return provider.dragItem?.mayBecome(T.self) ?? false }
        if (try? value(as: T.self)) != nil { return true }
        if case .file = self, T.self == Bitmap.self || T.self == Image.self { return true }
        return (T.transferRepresentation as? TransferRepresentationList<T>)?.importers.isEmpty == false
    }

    /// The item as bytes: text's UTF-8, a picture's PNG, a file's contents.
    var bytes: Data? {
        switch self {
        case let .text(text): Data(text.utf8)
        case let .image(bitmap): try? bitmap.pngData()
        case let .file(url): try? Data(contentsOf: url)
        case let .provider(provider): provider.dragItem.flatMap(\.bytes)
        }
    }

    /// The item as a `T`, if a destination for `T` takes it; a file is read and decoded
    /// when a picture is asked for.
    ///
    /// - Throws: `FlipbookError` for a file that cannot be read or is not an image.
    func value<T>(as type: T.Type) throws -> T? {
        switch self {
        case let .text(text): return text as? T
        case let .image(bitmap): return (bitmap as? T) ?? (Image(bitmap: bitmap) as? T)
        case let .file(url):
            if let url = url as? T { return url }
            guard T.self == Bitmap.self || T.self == Image.self else { return nil }
            let bitmap = try Bitmap(contentsOfImage: url)
            return (bitmap as? T) ?? (Image(bitmap: bitmap) as? T)
        case let .provider(provider):
            return try provider.dragItem?.value(as: T.self)
        }
    }
}
