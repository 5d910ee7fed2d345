extension Player {
    /// The views with an identity as the last frame presented them (see ``frame(at:)``):
    /// what a trace records of that frame, in drawing order.
    public func tracedViews() -> [TracedView] {
        Self.uniqued(presented?.tracedViews() ?? [])
    }

    /// `views` with each id told apart from the ones before it in drawing order: the second
    /// view known as `1` (elements of two `ForEach`es, an emoji and a palette's first emoji) is
    /// `1#2`, the third `1#3`, so that a trace never mixes two views up.
    static func uniqued(_ views: [TracedView]) -> [TracedView] {
        var seen: [String: Int] = [:]
        return views.map { view in
            var view = view
            seen[view.id, default: 0] += 1
            if let count = seen[view.id], count > 1 { view.id += "#\(count)" }
            return view
        }
    }
}
