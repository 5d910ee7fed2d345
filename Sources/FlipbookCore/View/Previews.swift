/// A type that shows views in previews, as SwiftUI's `PreviewProvider`:
///
///     struct CardView_Previews: PreviewProvider {
///         static var previews: some View { CardView(card: .sample) }
///     }
///
/// It compiles as in SwiftUI; the preview modifiers below are accepted and change nothing
/// that is drawn.
@MainActor @preconcurrency public protocol PreviewProvider {
    /// The type of the previews.
    associatedtype Previews: View
    /// The views to preview.
    @ViewBuilder static var previews: Previews { get }
}

/// How a preview is sized, as SwiftUI's `PreviewLayout`.
public enum PreviewLayout: Hashable, Sendable {
    /// The device's screen.
    case device
    /// The view's own size.
    case sizeThatFits
    /// A size of `width` by `height` points.
    case fixed(width: CGFloat, height: CGFloat)
}

/// The device a preview shows on, by name ("iPhone 13"), as SwiftUI's `PreviewDevice`.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
    public let rawValue: String

    /// A device named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A device named by a string literal.
    public init(stringLiteral value: String) { rawValue = value }
}

extension View {
    /// Names the preview.
    public func previewDisplayName(_ displayName: String?) -> some View { self }

    /// Sizes the preview.
    public func previewLayout(_ value: PreviewLayout) -> some View { self }

    /// Shows the preview on `value`.
    public func previewDevice(_ value: PreviewDevice?) -> some View { self }
}
