extension Image {
    /// How large a symbol is beside the text around it, as SwiftUI's `Image.Scale`.
    public enum Scale: Hashable, Sendable {
        case small, medium, large

        /// The symbol's size as a multiple of the font's.
        var factor: CGFloat {
            switch self {
            case .small: 0.78
            case .medium: 1
            case .large: 1.28
            }
        }
    }
}

private struct ImageScaleKey: EnvironmentKey {
    static let defaultValue = Image.Scale.medium
}

extension EnvironmentValues {
    /// How large symbols are beside the text around them.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

extension View {
    /// Sets how large symbols inside are beside text in the same font, as SwiftUI's `imageScale(_:)`.
    public func imageScale(_ scale: Image.Scale) -> some View { environment(\.imageScale, scale) }
}
