/// Subviews one above another, as SwiftUI's `VStackLayout`: the layout under `VStack`.
public struct VStackLayout: Layout {
    /// Where subviews sit across the stack.
    public var alignment: HorizontalAlignment
    /// The space between neighbours, in points; `nil` for the default of 8 points.
    public var spacing: CGFloat?

    /// Creates the layout.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// The stack grows downward.
    public static var layoutProperties: LayoutProperties { LayoutProperties(stackOrientation: .vertical) }

    private var arrangement: StackArrangement {
        StackArrangement(axis: .vertical, alignment: Alignment(unitPoint: UnitPoint(x: alignment.fraction, y: 0.5)),
                         spacing: spacing ?? StackArrangement.defaultSpacing)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        arrangement.size(proposal: proposal, subviews: subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        arrangement.place(in: bounds, proposal: proposal, subviews: subviews)
    }
}

/// Subviews side by side, as SwiftUI's `HStackLayout`: the layout under `HStack`.
public struct HStackLayout: Layout {
    /// Where subviews sit across the stack.
    public var alignment: VerticalAlignment
    /// The space between neighbours, in points; `nil` for the default of 8 points.
    public var spacing: CGFloat?

    /// Creates the layout.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// The stack grows to the right.
    public static var layoutProperties: LayoutProperties { LayoutProperties(stackOrientation: .horizontal) }

    private var arrangement: StackArrangement {
        StackArrangement(axis: .horizontal, alignment: Alignment(unitPoint: UnitPoint(x: 0.5, y: alignment.fraction)),
                         spacing: spacing ?? StackArrangement.defaultSpacing)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        arrangement.size(proposal: proposal, subviews: subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        arrangement.place(in: bounds, proposal: proposal, subviews: subviews)
    }
}
