extension Player {
    /// The views with an identity as the last frame presented them (see ``frame(at:)``):
    /// what a trace records of that frame, in drawing order.
    public func tracedViews() -> [TracedView] {
        presented?.tracedViews() ?? []
    }
}
