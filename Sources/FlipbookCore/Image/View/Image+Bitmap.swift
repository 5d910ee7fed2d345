import Foundation

extension Image {
    /// An image of decoded pixels, drawn one pixel a point unless made `.resizable()`, as
    /// SwiftUI's `Image(uiImage:)` / `Image(decorative:scale:)`.
    public init(bitmap: Bitmap) {
        symbol = nil
        self.bitmap = bitmap
    }

    /// An image read from a PNG or JPEG file.
    ///
    /// - Throws: `FlipbookError` naming the file and the problem: unreadable, empty, not an
    ///   image, corrupt or cut short, or too large (checked before decoding).
    public init(contentsOf url: URL) throws {
        self.init(bitmap: try Bitmap(contentsOfImage: url))
    }

    /// An image decoded from the bytes of a PNG or JPEG.
    ///
    /// - Throws: `FlipbookError` for bytes that are not an image, are corrupt, or are too large.
    public init(data: Data) throws {
        self.init(bitmap: try Bitmap(imageData: data))
    }

    /// The image stretched to whatever frame it is given, as SwiftUI's `resizable()`; pair it
    /// with `.aspectRatio(contentMode:)` to keep its proportions. Icons are not affected.
    public func resizable() -> Image {
        var copy = self
        copy.isResizable = true
        return copy
    }
}

/// A picture: its pixel size in points, or, resizable, whatever it is offered (its pixel size
/// along a dimension left unspecified).
struct BitmapLayout: NodeLayout {
    let bitmap: Bitmap
    let isResizable: Bool

    func size(of node: ViewNode, proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
        let natural = CGSize(width: Double(bitmap.width), height: Double(bitmap.height))
        guard isResizable else { return natural }
        return CGSize(width: proposal.width ?? natural.width, height: proposal.height ?? natural.height)
    }

    func place(_ node: ViewNode, into laidOut: inout LaidOutNode, context: LayoutContext) {
        laidOut.content = .bitmap(bitmap)
    }

    func flexibility(of node: ViewNode, along axis: Axis) -> Int { isResizable ? 1 : 0 }
}
