#if !canImport(UIKit)
import Foundation
import Synchronization

/// The pasteboard, as UIKit's `UIPasteboard`: on Linux, one of the process's own (no other
/// program shares it). What a run copies, the same run pastes; a new run starts empty.
public final class UIPasteboard: Sendable {
    /// The general pasteboard.
    public static let general = UIPasteboard()

    private struct Contents {
        var strings: [String] = []
        var urls: [URL] = []
        var images: [UIImage] = []
    }

    private let contents = Mutex(Contents())

    private init() {}

    /// The first string copied, or `nil`; setting it replaces everything on the pasteboard.
    public var string: String? {
        get { strings?.first }
        set { strings = newValue.map { [$0] } }
    }

    /// The strings copied, or `nil` when there are none; setting them replaces everything.
    public var strings: [String]? {
        get { contents.withLock { $0.strings.isEmpty ? nil : $0.strings } }
        set { contents.withLock { $0 = Contents(strings: newValue ?? []) } }
    }

    /// The first URL copied, or `nil`; setting it replaces everything.
    public var url: URL? {
        get { urls?.first }
        set { urls = newValue.map { [$0] } }
    }

    /// The URLs copied, or `nil` when there are none; setting them replaces everything.
    public var urls: [URL]? {
        get { contents.withLock { $0.urls.isEmpty ? nil : $0.urls } }
        set { contents.withLock { $0 = Contents(urls: newValue ?? []) } }
    }

    /// The first image copied, or `nil`; setting it replaces everything.
    public var image: UIImage? {
        get { images?.first }
        set { images = newValue.map { [$0] } }
    }

    /// The images copied, or `nil` when there are none; setting them replaces everything.
    public var images: [UIImage]? {
        get { contents.withLock { $0.images.isEmpty ? nil : $0.images } }
        set { contents.withLock { $0 = Contents(images: newValue ?? []) } }
    }

    /// Whether the pasteboard holds a string.
    public var hasStrings: Bool { contents.withLock { !$0.strings.isEmpty } }
    /// Whether the pasteboard holds a URL.
    public var hasURLs: Bool { contents.withLock { !$0.urls.isEmpty } }
    /// Whether the pasteboard holds an image.
    public var hasImages: Bool { contents.withLock { !$0.images.isEmpty } }

    /// What the pasteboard holds, one provider for each thing, as a drop would bring it.
    public var itemProviders: [NSItemProvider] {
        let held = contents.withLock { $0 }
        return held.strings.map { NSItemProvider(object: $0 as NSString) } + held.urls.map { NSItemProvider(object: $0 as NSURL) }
            + held.images.map { NSItemProvider(object: $0) }
    }
}
#endif
