import Foundation

/// A value that can be dragged and dropped, as SwiftUI's `Transferable`: `String` (text),
/// `Image` and `Bitmap` (pictures), and `URL` (files dropped from another app).
public protocol Transferable {}

extension String: Transferable {}
extension URL: Transferable {}
extension Bitmap: Transferable {}
extension Image: Transferable {}

/// What is being dragged or dropped, whatever the type that asks for it.
enum DragItem {
    case text(String)
    case image(Bitmap)
    case file(URL)

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
        }
    }
}
