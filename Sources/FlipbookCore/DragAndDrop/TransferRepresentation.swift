import Foundation

/// How a `Transferable` type goes to and from what is dragged, as CoreTransferable's
/// `TransferRepresentation`: a ``ProxyRepresentation``, a ``CodableRepresentation``, a
/// ``DataRepresentation``, or several of them in a ``TransferRepresentationBuilder``.
public protocol TransferRepresentation<Item> {
    /// The type it transfers.
    associatedtype Item: Transferable
}

/// Makes an item from what was dropped, or `nil` when it cannot.
struct TransferImporter<Item> {
    let read: (DragItem) throws -> Item?
}

/// The representations of a `transferRepresentation`, tried in order when something is dropped.
public struct TransferRepresentationList<Item: Transferable>: TransferRepresentation {
    let importers: [TransferImporter<Item>]
}

/// Collects the representations of a `transferRepresentation`, as CoreTransferable's
/// `TransferRepresentationBuilder`.
@resultBuilder
public enum TransferRepresentationBuilder<Item: Transferable> {
    public static func buildExpression<Proxy: Transferable>(_ representation: ProxyRepresentation<Item, Proxy>) -> TransferRepresentationList<Item> {
        TransferRepresentationList(importers: representation.importer.map { [$0] } ?? [])
    }

    public static func buildExpression(_ representation: DataRepresentation<Item>) -> TransferRepresentationList<Item> {
        TransferRepresentationList(importers: representation.importer.map { [$0] } ?? [])
    }

    public static func buildExpression(_ representation: TransferRepresentationList<Item>) -> TransferRepresentationList<Item> {
        representation
    }

    public static func buildBlock(_ parts: TransferRepresentationList<Item>...) -> TransferRepresentationList<Item> {
        TransferRepresentationList(importers: parts.flatMap(\.importers))
    }
}

extension TransferRepresentationBuilder where Item: Codable {
    public static func buildExpression(_ representation: CodableRepresentation<Item>) -> TransferRepresentationList<Item> {
        TransferRepresentationList(importers: [representation.importer])
    }
}

/// Transfers an item as another transferable type, as CoreTransferable's `ProxyRepresentation`.
public struct ProxyRepresentation<Item: Transferable, ProxyRepresentation: Transferable>: TransferRepresentation {
    let importer: TransferImporter<Item>?

    /// Exports an item as its proxy (an item is dragged as `exporting` makes it).
    public init(exporting: @escaping (Item) throws -> ProxyRepresentation) { importer = nil }

    /// Exports an item as its proxy and makes an item from a dropped proxy.
    public init(exporting: @escaping (Item) throws -> ProxyRepresentation,
                importing: @escaping (ProxyRepresentation) throws -> Item) {
        importer = TransferImporter { item in try item.transferable(as: ProxyRepresentation.self).map(importing) }
    }

    /// Makes an item from a dropped proxy.
    public init(importing: @escaping (ProxyRepresentation) throws -> Item) {
        importer = TransferImporter { item in try item.transferable(as: ProxyRepresentation.self).map(importing) }
    }
}

/// Transfers a `Codable` item as JSON, as CoreTransferable's `CodableRepresentation`.
public struct CodableRepresentation<Item: Transferable & Codable>: TransferRepresentation {
    let importer: TransferImporter<Item>

    /// Transfers the item as its JSON, of kind `contentType`.
    public init(for itemType: Item.Type = Item.self, contentType: UTType) {
        importer = TransferImporter { item in
            guard let data = item.bytes else { return nil }
            return try? JSONDecoder().decode(Item.self, from: data)
        }
    }
}

/// Transfers an item as bytes of a kind, as CoreTransferable's `DataRepresentation`.
public struct DataRepresentation<Item: Transferable>: TransferRepresentation {
    let importer: TransferImporter<Item>?

    /// Transfers the item as the bytes `exporting` makes and makes one from bytes dropped.
    public init(contentType: UTType, exporting: @escaping (Item) async throws -> Data,
                importing: @escaping (Data) async throws -> Item) {
        importer = Self.importer(importing)
    }

    /// Makes an item from bytes of `contentType` dropped.
    public init(importedContentType contentType: UTType, importing: @escaping (Data) async throws -> Item) {
        importer = Self.importer(importing)
    }

    /// Transfers the item as the bytes `exporting` makes.
    public init(exportedContentType contentType: UTType, exporting: @escaping (Item) async throws -> Data) {
        importer = nil
    }

    /// An importer running `importing`, which may be asynchronous: a drop waits for it.
    private static func importer(_ importing: @escaping (Data) async throws -> Item) -> TransferImporter<Item> {
        TransferImporter { item in
            guard let data = item.bytes else { return nil }
            return try AsyncResult.wait { try await importing(data) }
        }
    }
}
