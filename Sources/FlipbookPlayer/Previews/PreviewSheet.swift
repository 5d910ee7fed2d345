import FlipbookCore
import FlipbookRenderer

/// Previews side by side on one sheet, each captioned with its name, as Xcode's canvas lays
/// out a file's previews: what an app's `previews --sheet FILE` draws.
@MainActor package struct PreviewSheet {
    /// The previews drawn, with their names, at `scale` pixels a point.
    let previews: [(name: String, image: Bitmap)]
    let scale: Double

    static let spacing = 32.0
    static let captionHeight = 36.0

    /// The sheet in points: the previews in a row, top-aligned, with room for captions.
    var size: CGSize {
        let widths = previews.map { Double($0.image.width) / scale }
        let height = previews.map { Double($0.image.height) / scale }.max() ?? 0
        return CGSize(width: widths.reduce(0, +) + Self.spacing * Double(previews.count + 1),
                      height: height + Self.captionHeight + Self.spacing * 2)
    }

    /// The sheet drawn over a light grey ground.
    package func render() throws -> Bitmap {
        try ImageRenderer(content: PreviewSheetView(previews: previews, scale: scale), size: size, scale: scale,
                          background: Color(hex: 0xE5E5EA)).render()
    }
}

/// The sheet's view: each preview framed with its caption below.
private struct PreviewSheetView: View {
    let previews: [(name: String, image: Bitmap)]
    let scale: Double

    var body: some View {
        HStack(alignment: .top, spacing: PreviewSheet.spacing) {
            ForEach(previews.indices, id: \.self) { index in
                let preview = previews[index]
                VStack(spacing: 0) {
                    Image(bitmap: preview.image).resizable()
                        .frame(width: Double(preview.image.width) / scale, height: Double(preview.image.height) / scale)
                        .overlay(Rectangle().strokeBorder(Color(hex: 0xC7C7CC), lineWidth: 1))
                    Text(preview.name).font(.system(size: 15, weight: .semibold)).foregroundColor(Color(hex: 0x3A3A3C))
                        .frame(height: PreviewSheet.captionHeight)
                }
            }
        }
        .padding(PreviewSheet.spacing)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}
