extension Player {
    /// The views with an identity as the last frame presented them (see ``frame(at:)``):
    /// what a trace records of that frame, in drawing order.
    ///
    /// Each view's id is unique in the frame and stays the view's for the player's life: a
    /// second view known by an id an earlier one has (elements of two `ForEach`es) is `ID#2`
    /// from the frame it first appears in on, a third `ID#3`.
    public func tracedViews() -> [TracedView] {
        let entries = presented?.tracedViews() ?? []
        return Self.uniqued(entries.map { entry in
            var view = entry.view
            view.id = traceNames.name(of: view.id, identity: entry.identity)
            return view
        })
    }

    /// `views` with each id told apart from the ones before it in drawing order (`1`, `1#2`,
    /// `1#3`): a last guard, for views that share a place in the scene too.
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
