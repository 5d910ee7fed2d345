/// Which views stay pinned to a scroll view's bounds as it scrolls, as SwiftUI's
/// `PinnedScrollableViews`. Flipbook pins none.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32

    /// Creates a set from its raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// Children one above another, as SwiftUI's `LazyVStack`: a `VStack` that takes the whole
/// width offered. Flipbook builds every child; a scroll view's are drawn only where visible.
public struct LazyVStack: View {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Group

    /// Creates the stack; `spacing` in points, `nil` for the default of 8 points.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Group) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: some View {
        let content = content
        return VStack(alignment: alignment, spacing: spacing) { content }
            .frame(maxWidth: .infinity, alignment: Alignment(horizontal: alignment, vertical: .center))
    }
}

/// Children side by side, as SwiftUI's `LazyHStack`: an `HStack` that takes the whole height
/// offered.
public struct LazyHStack: View {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Group

    /// Creates the stack; `spacing` in points, `nil` for the default of 8 points.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Group) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: some View {
        let content = content
        return HStack(alignment: alignment, spacing: spacing) { content }
            .frame(maxHeight: .infinity, alignment: Alignment(horizontal: .center, vertical: alignment))
    }
}
