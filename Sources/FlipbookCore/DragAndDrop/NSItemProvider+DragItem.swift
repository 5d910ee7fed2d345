import Foundation

#if !canImport(UIKit) && !canImport(AppKit)
extension NSItemProvider {
    /// A provider of what is dragged or dropped: text as `NSString`, a URL as `NSURL` (and a
    /// picture file as its image type too), a picture as `UIImage`.
    convenience init(dragItem: DragItem) {
        if case let .provider(provider) = dragItem {
            self.init()
            representations = provider.representations
            return
        }
        self.init()
        switch dragItem {
        case let .text(text): registerObject(NSString(string: text))
        case let .image(bitmap): registerObject(UIImage(bitmap: bitmap))
        case let .file(url): registerFile(url)
        case .provider: break
        }
    }

    /// Adds `url` as a URL and, for a picture file, as its image type, read from the file.
    private func registerFile(_ url: URL) {
        registerObject(url as NSURL)
        let kind = UTType(filenameExtension: url.pathExtension)
        if let kind, url.isFileURL, kind.conforms(to: .image) {
            register(kind.identifier, item: url) { try Data(contentsOf: url) }
        }
    }

    /// The provider's first item Flipbook's own drop destinations take: a URL, text or a
    /// picture; `nil` when it has none.
    var dragItem: DragItem? {
        if let url = try? object(ofClass: NSURL.self) as? NSURL, let url = url as URL? {
            return .file(url)
        }
        if let text = try? object(ofClass: NSString.self) as? NSString {
            return .text(text as String)
        }
        return (try? object(ofClass: UIImage.self) as? UIImage).map { .image($0.bitmap) }
    }
}
#endif
