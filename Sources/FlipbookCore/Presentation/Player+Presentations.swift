extension Player {
    /// The scene with what its views present laid over it, as children of its root drawn in
    /// front of everything: the scene's own views (shrunk a little while a sheet is up, and
    /// deaf to touches while anything is), a
    /// dimming layer, then each sheet, alert and dialog, over the whole screen. With nothing
    /// presented the scene is as it was.
    func presentationLayer(over scene: LaidOutNode, resolver: ViewResolver, environment: EnvironmentValues) -> LaidOutNode {
        let records = graph.presentations
        guard !records.current.isEmpty else { return scene }
        let screen = CGRect(x: -scene.frame.minX, y: -scene.frame.minY, width: size.width, height: size.height)
        var layers: [LaidOutNode] = []
        // Presentations inside presentations (a menu in a sheet) join the list as they resolve.
        var index = 0
        while index < records.current.count {
            layers.append(layer(records.current[index], records: records, scene: scene, screen: screen,
                                resolver: resolver, environment: environment))
            index += 1
        }
        let hasSheet = records.current.contains { $0.kind == .sheet }
        let onlyMenus = records.current.allSatisfy { $0.kind == .menu }
        var root = scene
        // The screen under a presentation takes no touches and no script aims at it.
        root.children = root.children.map { child in
            var covered = hasSheet ? Self.shrunk(child, screen: screen, statusBar: safeAreaInsets.top) : child
            covered.disableTouches()
            return covered
        }
        var dim = presenter.layout.place(Self.dimming(records, onlyMenus: onlyMenus, hasSheet: hasSheet).allowsHitTesting(false).makeNode(),
                                         in: screen, identity: scene.identity + "/presentations/dim", environment: environment)
        dim.attributes.zIndex = .greatestFiniteMagnitude
        if hasSheet { root.children.insert(contentsOf: backdrop(screen: screen, scene: scene, environment: environment), at: 0) }
        root.children += [dim] + stacked(layers, of: records.current, screen: screen, scene: scene, environment: environment)
        return root
    }

    /// What covers the screen under the presentations: nothing under menus; under a context
    /// menu the screen blurred (`contextMenuBlur`) and dimmed by 20% black; under a sheet 15% black,
    /// else 20%.
    private static func dimming(_ records: PresentationRecords, onlyMenus: Bool, hasSheet: Bool) -> AnyView {
        if records.current.contains(where: { $0.kind == .contextMenu }) {
            return AnyView(BlurredBackdrop(radius: contextMenuBlur, tint: Color.black.opacity(0.2)))
        }
        return AnyView(Color.black.opacity(onlyMenus ? 0 : hasSheet ? 0.15 : 0.2))
    }

    /// How much the screen behind an open context menu blurs: the standard deviation, in points.
    static let contextMenuBlur = 12.0

    /// The layers of `records` in order, a sheet under a later sheet shrunk back to peek above
    /// it (as the screen under the first does), dimmed, and deaf to touches.
    private func stacked(_ layers: [LaidOutNode], of records: [PresentationRecord], screen: CGRect, scene: LaidOutNode,
                         environment: EnvironmentValues) -> [LaidOutNode] {
        guard let topSheet = records.lastIndex(where: { $0.kind == .sheet }) else { return layers }
        var stacked: [LaidOutNode] = []
        for (index, layer) in layers.enumerated() {
            guard records[index].kind == .sheet, index < topSheet else {
                stacked.append(layer)
                continue
            }
            var covered = Self.shrunkSheet(layer, screen: screen, statusBar: safeAreaInsets.top)
            covered.disableTouches()
            var dim = presenter.layout.place(Color.black.opacity(0.15).allowsHitTesting(false).makeNode(), in: screen,
                                             identity: scene.identity + "/presentations/dim-\(index)", environment: environment)
            dim.attributes.zIndex = .greatestFiniteMagnitude
            stacked += [covered, dim]
        }
        return stacked
    }

    /// A sheet's layer as a later sheet covers it: shrunk as the screen under the first sheet
    /// is, about the top centre of the sheet's card, the card's top moved to the status bar's
    /// bottom.
    private static func shrunkSheet(_ layer: LaidOutNode, screen: CGRect, statusBar: CGFloat) -> LaidOutNode {
        var copy = layer
        let sheetTop = SheetContainer.top(below: statusBar)
        let scale = presentingScale, top = layer.frame.minY + sheetTop
        let anchor = UnitPoint(x: 0.5, y: sheetTop / max(1, layer.frame.height))
        copy.attributes.effects.append(.scale(CGSize(width: scale, height: scale), anchor: anchor))
        copy.attributes.effects.append(.offset(CGSize(width: 0, height: screen.minY + statusBar - top)))
        return copy
    }

    /// `record` drawn over the whole screen, in front of everything.
    private func layer(_ record: PresentationRecord, records: PresentationRecords, scene: LaidOutNode, screen: CGRect,
                       resolver: ViewResolver, environment: EnvironmentValues) -> LaidOutNode {
        let key = scene.identity + "/presentations/" + record.key
        var local = environment
        local.dismiss = DismissAction { withAnimation(NavigationLinkTiming.animation) { record.dismiss() } }
        let node = resolver.resolve(Self.presentationView(record, records: records), key: key, environment: local)
        var layer = presenter.layout.place(node, in: screen, identity: key, environment: local)
        layer.attributes.zIndex = .greatestFiniteMagnitude
        return layer
    }

    /// A view of the presenting screen as a sheet covers it, as iOS draws it: shrunk to 92% about
    /// the screen's top centre and moved down to the status bar's bottom (10 points above the
    /// sheet).
    private static func shrunk(_ node: LaidOutNode, screen: CGRect, statusBar: CGFloat) -> LaidOutNode {
        var copy = node
        let scale = presentingScale, top = CGPoint(x: node.frame.midX, y: node.frame.minY)
        copy.attributes.effects.append(.scale(CGSize(width: scale, height: scale), anchor: .top))
        copy.attributes.effects.append(.offset(CGSize(width: (screen.midX - top.x) * (1 - scale),
                                                    height: screen.minY + statusBar - top.y * (1 - scale) - screen.minY * scale)))
        return copy
    }

    /// Under the shrunk screen: black, and the screen's own card, rounded, in its background colour.
    private func backdrop(screen: CGRect, scene: LaidOutNode, environment: EnvironmentValues) -> [LaidOutNode] {
        let card = RoundedRectangle(cornerRadius: 10 / Self.presentingScale).fill(environment.colorScheme.background)
        return [(Color.black.makeNode(), "black"), (card.makeNode(), "card")].map { view, name in
            var layer = presenter.layout.place(view, in: screen, identity: scene.identity + "/presentations/" + name, environment: environment)
            layer.attributes.zIndex = -.greatestFiniteMagnitude
            layer.disableTouches()
            return name == "card" ? Self.shrunk(layer, screen: screen, statusBar: safeAreaInsets.top) : layer
        }
    }

    /// How much the presenting screen shrinks while a sheet covers it.
    static let presentingScale = 0.92

    /// The view that draws `record`.
    private static func presentationView(_ record: PresentationRecord, records: PresentationRecords) -> ViewNode {
        switch record.kind {
        case .sheet: SheetContainer(record: record, records: records).makeNode()
        case .alert: ZStack { NodeView(node: record.content) }.frame(maxWidth: .infinity, maxHeight: .infinity).makeNode()
        case .dialog: NodeView(node: record.content).makeNode()
        case .menu, .contextMenu:
            ZStack(alignment: .topLeading) {
                Color.clear.contentShape(Rectangle()).onTapGesture { withAnimation(.easeOut(duration: 0.2)) { record.dismiss() } }
                NodeView(node: record.content)
            }
            .makeNode()
        }
    }
}
