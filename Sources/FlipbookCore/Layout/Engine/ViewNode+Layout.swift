@MainActor extension ViewNode {
    /// How this node is sized and placed. Most kinds carry their layout; the kinds that other
    /// parts of the engine also look at are matched here.
    var nodeLayout: any NodeLayout {
        switch kind {
        case let .layout(layout): layout
        case .group: Self.groupLayout
        case let .spacer(minLength): SpacerLayout(minLength: minLength)
        case let .geometryReader(build): GeometryReaderLayout(build: build)
        case .custom: ModifierBodyLayout()
        case .modifierContent: EmptyLayout()
        case .view: UnresolvedViewLayout()
        }
    }

    /// A bare group overlays its views, centred, as a `ZStack`.
    private static let groupLayout: any NodeLayout = ContainerLayout(ZStackLayout())
}
