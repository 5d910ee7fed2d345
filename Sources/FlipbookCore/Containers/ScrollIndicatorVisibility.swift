/// Whether a scroll view shows its indicators, as SwiftUI's `ScrollIndicatorVisibility`.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    private let kind: Int

    /// As the platform decides.
    public static let automatic = ScrollIndicatorVisibility(kind: 0)
    /// Shown.
    public static let visible = ScrollIndicatorVisibility(kind: 1)
    /// Hidden unless the platform shows them anyway.
    public static let hidden = ScrollIndicatorVisibility(kind: 2)
    /// Never shown.
    public static let never = ScrollIndicatorVisibility(kind: 3)
}

extension View {
    /// Sets whether scroll views inside show indicators, as SwiftUI's `scrollIndicators(_:axes:)`.
    /// Flipbook's scroll views draw none, so the view is unchanged.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        self
    }
}
