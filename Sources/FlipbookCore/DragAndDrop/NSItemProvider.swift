import Foundation

#if !canImport(UIKit) && !canImport(AppKit)
/// Carries what is dragged or dropped, as Foundation's `NSItemProvider` on iOS (the course's
/// 2021 drag and drop): text, a URL or a picture, each under the type identifiers it can be
/// read as (`public.utf8-plain-text`, `public.url`, `public.png`).
///
/// Linux's Foundation has no `NSItemProvider`; this one holds its items in memory and hands
/// them to completion handlers at defined moments, so a run draws the same frames every time:
/// during a drop, after the drop's `perform` returns and before the drop's intent ends (see
/// `loadObject(ofClass:completionHandler:)`).
public final class NSItemProvider: @unchecked Sendable {
    /// One way the provider can hand over its item.
    struct Representation {
        /// The type identifier: `public.utf8-plain-text`, `public.file-url`, `public.png`.
        let typeIdentifier: String
        /// The item as `loadItem(forTypeIdentifier:options:completionHandler:)` gives it.
        let item: Any
        /// The item's bytes in this type.
        let data: () throws -> Data
    }

    /// The representations, the most faithful first.
    var representations: [Representation] = []

    /// A provider with nothing yet.
    public init() {}

    /// A provider of `object` (`emoji as NSString`, `url as NSURL`, a `UIImage`), under the
    /// type identifiers its class writes.
    ///
    /// - Parameter object: What is dragged.
    public convenience init(object: any NSItemProviderWriting) {
        self.init()
        registerObject(object)
    }

    /// Adds `object` under the type identifiers its class writes.
    ///
    /// - Parameter object: What is dragged.
    func registerObject(_ object: any NSItemProviderWriting) {
        for identifier in type(of: object).writableTypeIdentifiersForItemProvider {
            representations.append(
                Representation(typeIdentifier: identifier, item: object) {
                    try object.itemProviderData(forTypeIdentifier: identifier)
                })
        }
    }

    /// Adds an item under `typeIdentifier`, read as `data` makes it.
    func register(_ typeIdentifier: String, item: Any, data: @escaping () throws -> Data) {
        representations.append(Representation(typeIdentifier: typeIdentifier, item: item, data: data))
    }

    /// The type identifiers of the provider's items, the most faithful first.
    public var registeredTypeIdentifiers: [String] { representations.map(\.typeIdentifier) }

    /// Whether the provider has an item of the type `typeIdentifier` or of a type that
    /// conforms to it (a `public.png` conforms to `public.image`).
    ///
    /// - Parameter typeIdentifier: A type identifier such as `public.image`.
    /// - Returns: Whether such an item is there.
    public func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        representation(conformingTo: [typeIdentifier]) != nil
    }

    /// The first representation whose type conforms to one of `typeIdentifiers`.
    func representation(conformingTo typeIdentifiers: [String]) -> Representation? {
        representations.first { held in
            typeIdentifiers.contains { Self.identifier(held.typeIdentifier, conformsTo: $0) }
        }
    }

    /// Whether the type `identifier` is `other` or conforms to it, as far as ``UTType`` knows.
    static func identifier(_ identifier: String, conformsTo other: String) -> Bool {
        guard identifier != other else { return true }
        guard let type = UTType(identifier), let parent = UTType(other) else { return false }
        return type.conforms(to: parent)
    }
}
#endif
