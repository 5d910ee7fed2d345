/// Any layout, type-erased, as SwiftUI's `AnyLayout`: pick a layout at run time and call it
/// like a view, `(isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())) { … }`.
public struct AnyLayout: Layout, EngineLayoutTraits {
    private let base: any Layout
    let stackOrientation: Axis?
    let ownFlexibility: (horizontal: Int, vertical: Int)?

    /// Erases the type of `layout`.
    public init(_ layout: some Layout) {
        let container = ContainerLayout(layout)
        base = layout
        stackOrientation = container.stackOrientation
        ownFlexibility = container.ownFlexibility
    }

    /// The wrapped layout's cache, whatever its type.
    public struct Cache {
        fileprivate var value: Any
    }

    public func makeCache(subviews: Subviews) -> Cache {
        func make<L: Layout>(_ layout: L) -> Cache { Cache(value: layout.makeCache(subviews: subviews)) }
        return make(base)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        func fit<L: Layout>(_ layout: L) -> CGSize {
            var typed = cache.value as! L.Cache
            defer { cache.value = typed }
            return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &typed)
        }
        return fit(base)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        func place<L: Layout>(_ layout: L) {
            var typed = cache.value as! L.Cache
            defer { cache.value = typed }
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
        }
        place(base)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        func spacing<L: Layout>(_ layout: L) -> ViewSpacing {
            var typed = cache.value as! L.Cache
            defer { cache.value = typed }
            return layout.spacing(subviews: subviews, cache: &typed)
        }
        return spacing(base)
    }
}
