/// One section of a list as the list draws it: its header, footer and rows.
struct ListSectionModel {
    var header: ViewNode?
    var footer: ViewNode?
    var rows: [ListRowModel] = []
}

/// One row of a list: its view, and what the list may do with it.
struct ListRowModel {
    var node: ViewNode
    /// The row's identity among the list's rows: its `ForEach` element's id, or its place.
    var id: AnyHashable
    /// The delete and move actions of the `ForEach` the row came from, with its offset there.
    var actions: RowEditActions?
    var offset = 0
    /// Buttons revealed by a swipe, from `.swipeActions`.
    var swipeActions: [HorizontalEdge: ViewNode] = [:]
}

extension ListSectionModel {
    /// The sections of a list's content: `Section`s as they are, and rows outside any section
    /// gathered into sections of their own.
    static func sections(of content: ViewNode) -> [ListSectionModel] {
        var sections: [ListSectionModel] = []
        var loose = ListSectionModel()
        for node in content.listParts {
            if case let .layout(layout as SectionLayout) = node.kind {
                if !loose.rows.isEmpty { sections.append(loose) }
                loose = ListSectionModel()
                var section = ListSectionModel(header: layout.header, footer: layout.footer)
                section.rows = ListRowModel.rows(of: node.children, prefix: "s\(sections.count)")
                sections.append(section)
            } else {
                loose.rows += ListRowModel.rows(of: [node], prefix: "s\(sections.count).\(loose.rows.count)")
            }
        }
        if !loose.rows.isEmpty { sections.append(loose) }
        return sections
    }
}

extension ListRowModel {
    /// The rows among `nodes`: groups and `ForEach`es opened, each row with its identity.
    static func rows(of nodes: [ViewNode], prefix: String, actions: RowEditActions? = nil) -> [ListRowModel] {
        var rows: [ListRowModel] = []
        var offset = 0
        for node in nodes.flatMap(\.listParts) {
            if case let .layout(layout as EditActionsLayout) = node.kind {
                rows += Self.rows(of: node.children, prefix: prefix + ".e\(rows.count)", actions: layout.actions)
                continue
            }
            var row = ListRowModel(node: node, id: node.attributes.elementID ?? AnyHashable("\(prefix).\(rows.count)"),
                                   actions: actions, offset: offset)
            row.unwrapSwipeActions()
            rows.append(row)
            offset += 1
        }
        return rows
    }

    /// Takes the row's `.swipeActions` off its view into `swipeActions`.
    private mutating func unwrapSwipeActions() {
        while case let .layout(layout as SwipeActionsLayout) = node.kind, let inner = node.children.first {
            swipeActions[layout.edge] = layout.buttons
            var unwrapped = inner
            unwrapped.attributes.merge(node.attributes)
            node = unwrapped
        }
    }
}

extension ViewNode {
    /// The parts of a list's content: groups without an identity of their own opened up.
    var listParts: [ViewNode] {
        guard case .group = kind, attributes.id == nil else { return [self] }
        return children.flatMap { child -> [ViewNode] in
            guard case .group = child.kind, child.attributes.id == nil, child.attributes.elementID == nil else { return [child] }
            return child.listParts
        }
    }

    /// The string of the first `Text` in the tree, depth first.
    var firstText: String? {
        if case let .layout(text as TextLayout) = kind { return text.string }
        for child in children {
            if let text = child.firstText { return text }
        }
        return nil
    }
}
