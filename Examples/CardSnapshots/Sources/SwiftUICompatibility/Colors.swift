import Flipbook

/// Shape styles written as SwiftUI spells them since iOS 15.
public struct ColorSwatches: View {
    public init() {}

    public var body: some View {
        HStack(spacing: 0) {
            Rectangle().fill(.orange)
            Rectangle().foregroundStyle(.green)
            Color(red: 1, green: 0, blue: 0, opacity: 1)
            Color(white: 0.5)
            Color(hue: 2.0 / 3.0, saturation: 1, brightness: 1)
            Color(.sRGB, red: 0, green: 1, blue: 1, opacity: 1)
        }
        .frame(width: 120, height: 20)
    }
}

/// A label on a shape-style background and a shape-filled background.
public struct Badge: View {
    let text: String

    public init(_ text: String) { self.text = text }

    public var body: some View {
        VStack(spacing: 0) {
            Text(text).frame(maxWidth: .infinity, maxHeight: .infinity).background(.blue)
            Text(text).frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(Color.red, in: RoundedRectangle(cornerRadius: 8))
        }
    }
}
