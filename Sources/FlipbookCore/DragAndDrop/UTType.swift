import Foundation

#if !canImport(UniformTypeIdentifiers)
/// A kind of data, as UniformTypeIdentifiers' `UTType`: an identifier such as `public.png`,
/// its file extension, and the kinds it belongs to.
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    /// The identifier: `public.png`, `edu.stanford.cs193p.emojiart`.
    public let identifier: String
    /// The file extension files of this kind take, if any.
    public let preferredFilenameExtension: String?
    /// The kinds this one belongs to, most particular first.
    private let parents: [String]

    private init(known identifier: String, extension filenameExtension: String? = nil, parents: [String] = []) {
        self.identifier = identifier
        preferredFilenameExtension = filenameExtension
        self.parents = parents
    }

    /// The kind with `identifier`, if it is one Flipbook knows.
    public init?(_ identifier: String) {
        guard let known = Self.known.first(where: { $0.identifier == identifier }) else { return nil }
        self = known
    }

    /// The kind files with `filenameExtension` hold, if Flipbook knows it.
    public init?(filenameExtension: String) {
        guard let known = Self.known.first(where: { $0.preferredFilenameExtension == filenameExtension.lowercased() }) else {
            return nil
        }
        self = known
    }

    /// A kind the app declares, as `UTType(exportedAs:)`.
    public init(exportedAs identifier: String, conformingTo parent: UTType? = nil) {
        self.init(known: identifier, parents: parent.map { [$0.identifier] + $0.parents } ?? [UTType.data.identifier])
    }

    /// A kind another app declares, as `UTType(importedAs:)`.
    public init(importedAs identifier: String, conformingTo parent: UTType? = nil) {
        self.init(exportedAs: identifier, conformingTo: parent)
    }

    /// Whether this kind is `type` or belongs to it.
    public func conforms(to type: UTType) -> Bool { type.identifier == identifier || parents.contains(type.identifier) }

    public var description: String { identifier }

    /// Any item.
    public static let item = UTType(known: "public.item")
    /// Bytes.
    public static let data = UTType(known: "public.data", parents: ["public.item"])
    /// Text of any encoding.
    public static let text = UTType(known: "public.text", parents: ["public.data", "public.item"])
    /// Text without markup.
    public static let plainText = UTType(known: "public.plain-text", extension: "txt", parents: ["public.text", "public.data", "public.item"])
    /// UTF-8 text without markup.
    public static let utf8PlainText = UTType(known: "public.utf8-plain-text", parents: ["public.plain-text", "public.text", "public.data", "public.item"])
    /// A URL.
    public static let url = UTType(known: "public.url", parents: ["public.data", "public.item"])
    /// A file's URL.
    public static let fileURL = UTType(known: "public.file-url", parents: ["public.url", "public.data", "public.item"])
    /// A picture of any format.
    public static let image = UTType(known: "public.image", parents: ["public.data", "public.item"])
    /// A PNG picture.
    public static let png = UTType(known: "public.png", extension: "png", parents: ["public.image", "public.data", "public.item"])
    /// A JPEG picture.
    public static let jpeg = UTType(known: "public.jpeg", extension: "jpeg", parents: ["public.image", "public.data", "public.item"])
    /// JSON text.
    public static let json = UTType(known: "public.json", extension: "json", parents: ["public.text", "public.data", "public.item"])

    private static let known = [item, data, text, plainText, utf8PlainText, url, fileURL, image, png, jpeg, json]
}
#endif
