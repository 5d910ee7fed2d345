import Flipbook

/// The pictures behind the sample documents, drawn with Flipbook's own shapes: the files in
/// `assets/emojiart/` are these views rendered (`EmojiArtTests` checks that they still are).
@MainActor public enum SampleScenery {
    /// The garden's size in pixels: a sky, a sun and two green hills.
    public static let gardenSize = CGSize(width: 600, height: 450)
    /// The beach's size in pixels: a sky, the sea and the sand.
    public static let beachSize = CGSize(width: 640, height: 400)

    /// A sky over two rolling green hills, with the sun at the top right.
    public static var garden: some View {
        ZStack {
            Rectangle().fill(LinearGradient(colors: [Color(hex: 0x6EC6FF), Color(hex: 0xD8F1FF)], startPoint: .top, endPoint: .bottom))
            Circle().fill(Color(hex: 0xFFD54F)).frame(width: 90, height: 90).position(x: 480, y: 90)
            Ellipse().fill(Color(hex: 0x81C784)).frame(width: 700, height: 320).position(x: 160, y: 470)
            Ellipse().fill(Color(hex: 0x4CAF50)).frame(width: 760, height: 300).position(x: 520, y: 500)
        }
        .frame(width: gardenSize.width, height: gardenSize.height)
    }

    /// A sky, a blue sea with a darker horizon and a strip of sand.
    public static var beach: some View {
        ZStack {
            Rectangle().fill(LinearGradient(colors: [Color(hex: 0xFFB74D), Color(hex: 0xFFF3E0)], startPoint: .top, endPoint: .bottom))
            Rectangle().fill(LinearGradient(colors: [Color(hex: 0x1565C0), Color(hex: 0x4FC3F7)], startPoint: .top, endPoint: .bottom))
                .frame(width: beachSize.width, height: 150).position(x: beachSize.width / 2, y: 245)
            Ellipse().fill(Color(hex: 0xF4D03F)).frame(width: 900, height: 160).position(x: 320, y: 400)
            Circle().fill(Color(hex: 0xFF7043)).frame(width: 70, height: 70).position(x: 150, y: 120)
        }
        .frame(width: beachSize.width, height: beachSize.height)
    }
}
