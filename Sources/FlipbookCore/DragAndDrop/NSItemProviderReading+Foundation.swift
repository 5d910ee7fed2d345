import Foundation

#if !canImport(UIKit) && !canImport(AppKit)
extension NSString: NSItemProviderReading, NSItemProviderWriting {
    /// Text is read from UTF-8 plain text, or any text.
    public static var readableTypeIdentifiersForItemProvider: [String] {
        [UTType.utf8PlainText.identifier, UTType.plainText.identifier, UTType.text.identifier]
    }

    /// Text is written as UTF-8 plain text.
    public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.utf8PlainText.identifier] }

    /// The text whose UTF-8 is `data`.
    ///
    /// - Throws: `ItemProviderError` when `data` is not UTF-8.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        try itemProviderObject(String(data: data, encoding: .utf8).map(NSString.init(string:)), as: Self.self,
                               typeIdentifier: typeIdentifier)
    }

    /// Hands the text's UTF-8 to `completionHandler` before it returns.
    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping (Data?, (any Error)?) -> Void)
        -> Progress?
    {
        completionHandler(Data((self as String).utf8), nil)
        return nil
    }
}

extension NSURL: NSItemProviderReading, NSItemProviderWriting {
    /// A URL is read from a URL or a file's URL.
    public static var readableTypeIdentifiersForItemProvider: [String] { [UTType.url.identifier] }

    /// A file's URL is written as one and as a URL; another URL as a URL.
    public static var writableTypeIdentifiersForItemProvider: [String] {
        [UTType.fileURL.identifier, UTType.url.identifier]
    }

    /// The URL spelled by the UTF-8 text `data`.
    ///
    /// - Throws: `ItemProviderError` when `data` spells no URL.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        let url = String(data: data, encoding: .utf8).flatMap(NSURL.init(string:))
        return try itemProviderObject(url, as: Self.self, typeIdentifier: typeIdentifier)
    }

    /// Hands the URL's text, as UTF-8, to `completionHandler` before it returns.
    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping (Data?, (any Error)?) -> Void)
        -> Progress?
    {
        completionHandler(Data((self as URL).absoluteString.utf8), nil)
        return nil
    }
}

extension UIImage: NSItemProviderReading, NSItemProviderWriting {
    /// A picture is read from any image type Flipbook decodes (PNG, JPEG).
    public static var readableTypeIdentifiersForItemProvider: [String] { [UTType.image.identifier] }

    /// A picture is written as PNG.
    public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.png.identifier] }

    /// The picture encoded in `data`.
    ///
    /// - Throws: `ItemProviderError` when `data` is no picture Flipbook decodes.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        try itemProviderObject(UIImage(data: data), as: Self.self, typeIdentifier: typeIdentifier)
    }

    /// Hands the picture's PNG to `completionHandler` before it returns.
    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping (Data?, (any Error)?) -> Void)
        -> Progress?
    {
        let data = pngData()
        completionHandler(data, data == nil ? ItemProviderError.unreadable(typeIdentifier: typeIdentifier) : nil)
        return nil
    }
}
#endif
