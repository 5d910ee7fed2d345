/// A container that sizes and places its subviews, as SwiftUI's `Layout`: the stacks and
/// grids are layouts, and so is any type of yours that conforms.
///
/// Layout is SwiftUI's two-pass negotiation. A parent proposes a size to the layout
/// (`sizeThatFits`), which may ask its subviews what they would take for proposals of its
/// own (`LayoutSubview.sizeThatFits(_:)`) before answering; then the parent gives the layout
/// its bounds and the layout places every subview in them (`placeSubviews`).
///
/// Call a layout like a view to use it: `MyRadialLayout { Text("A"); Text("B") }`.
///
/// Coordinates are SwiftUI's: points, origin at the top-left, y down. The bounds passed to
/// `placeSubviews` are in the container's own coordinates (their origin is zero), and the
/// points passed to `LayoutSubview.place(at:anchor:proposal:)` are in the same space.
///
/// Flipbook lays every frame out from scratch: each call gets a new cache from
/// `makeCache(subviews:)`; `updateCache(_:subviews:)` is never called.
public protocol Layout {
    /// What the layout keeps between its calls of one pass; `Void` by default.
    associatedtype Cache = Void
    /// The subviews handed to the layout.
    typealias Subviews = LayoutSubviews

    /// Properties of the layout's type, such as the axis along which it stacks.
    static var layoutProperties: LayoutProperties { get }

    /// The size the layout takes when offered `proposal`, in points.
    ///
    /// - Parameters:
    ///   - proposal: The size offered by the parent; a `nil` dimension asks for the ideal.
    ///   - subviews: The views inside the container, in the order they were built.
    ///   - cache: Storage made by `makeCache(subviews:)`.
    /// - Returns: The container's size, in points.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

    /// Places every subview inside `bounds` by calling `LayoutSubview.place(at:anchor:proposal:)`.
    /// A subview left unplaced sits at the centre of the bounds, at the size it takes for
    /// `proposal`.
    ///
    /// - Parameters:
    ///   - bounds: The container's region, in points, in the container's coordinates.
    ///   - proposal: The size offered to the container: in Flipbook, its bounds' size.
    ///   - subviews: The views inside the container.
    ///   - cache: Storage made by `makeCache(subviews:)`.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

    /// Makes the storage for one pass of the layout.
    func makeCache(subviews: Subviews) -> Cache

    /// Updates the storage when the subviews change.
    func updateCache(_ cache: inout Cache, subviews: Subviews)

    /// The spacing the container prefers around its edges when it sits in a stack.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
}

extension Layout {
    /// No special properties: the layout does not stack along an axis.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// Replaces the cache with a new one.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The union of the subviews' preferred spacings.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        subviews.reduce(ViewSpacing.zero) { $0.union($1.spacing) }
    }
}

extension Layout where Cache == Void {
    /// No storage.
    public func makeCache(subviews: Subviews) -> Void { () }
}

/// Properties of a type of layout, as SwiftUI's `LayoutProperties`.
public struct LayoutProperties: Sendable {
    /// The axis along which the layout stacks its subviews, if it stacks them: spacers
    /// inside grow along it and take no room across it.
    public var stackOrientation: Axis?

    /// Creates properties with no stack orientation.
    public init() {}

    init(stackOrientation: Axis?) { self.stackOrientation = stackOrientation }
}
