extension View {
    /// Tags the view with `tag`, as SwiftUI's `.tag(_:)`: a picker's option whose tag is the
    /// selection is the one selected.
    public func tag<Tag: Hashable>(_ tag: Tag) -> some View {
        wrapped(in: .layout(TagLayout(tag: AnyHashable(tag))))
    }
}

/// `.tag`: the view laid out as it is, carrying its tag for the picker around it.
struct TagLayout: WrappingLayout {
    let tag: AnyHashable

    func size(of node: ViewNode, proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
        context.nested().size(of: node.children[0], proposal: proposal)
    }

    func place(_ node: ViewNode, into laidOut: inout LaidOutNode, context: LayoutContext) {
        guard let child = node.flattenedChildren.first else { return }
        laidOut.children = [context.place(child: child, in: CGRect(origin: .zero, size: laidOut.frame.size))]
    }
}

/// One choice of a picker: its tag, its view, and the text of its label for touch scripts.
struct PickerOption {
    let tag: AnyHashable
    let node: ViewNode
    let title: String?

    /// The options among the views of `content`: tagged views, or `ForEach` elements by their id.
    static func options(in content: ViewNode) -> [PickerOption] {
        let views = if case .group = content.kind { content.flattenedChildren } else { [content] }
        return views.compactMap { view in
            if case let .layout(layout as TagLayout) = view.kind {
                return PickerOption(tag: layout.tag, node: view, title: view.firstText)
            }
            return view.attributes.elementID.map { PickerOption(tag: $0, node: view, title: view.firstText) }
        }
    }
}
