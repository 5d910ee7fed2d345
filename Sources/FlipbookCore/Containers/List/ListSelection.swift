/// The selection of a `List(selection:)`, as its rows see it: the value selected now and how
/// to select another. A row's value is its `.tag(_:)`, or else its `ForEach` element's id.
struct ListSelection {
    /// The value selected now, if any.
    let selected: AnyHashable?
    /// Selects `value` (ignored when it is not of the binding's type).
    let select: (AnyHashable) -> Void
    /// Whether the list is a split view's sidebar drawn beside its detail (selection filled with
    /// the accent colour) rather than a stack's root (selection a grey highlight while pushing).
    let isSidebarBesideDetail: Bool
}

private struct ListSelectionKey: EnvironmentKey {
    static var defaultValue: ListSelection? { nil }
}

extension EnvironmentValues {
    /// The selection of the list the view is a row of.
    var listSelection: ListSelection? {
        get { self[ListSelectionKey.self] }
        set { self[ListSelectionKey.self] = newValue }
    }
}

extension List {
    /// Creates a list whose rows can be selected, one at a time, as SwiftUI's
    /// `List(selection:content:)`: tapping a row sets `selection` to its `.tag(_:)` (or its
    /// `ForEach` element's id) and highlights it. In a `NavigationSplitView`'s sidebar on a
    /// narrow size the selection also pushes the detail; popping it clears the selection.
    public init<SelectionValue: Hashable>(selection: Binding<SelectionValue?>, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = ListSelectionBinding(selection)
    }

    /// Creates a list with a row for each element of `data`, selected by the row's `.tag(_:)`
    /// or else the element's id: `selection` may hold either type.
    public init<Data: RandomAccessCollection, RowContent: View, SelectionValue: Hashable>(
        _ data: Data, selection: Binding<SelectionValue?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, RowContent> {
        content = ForEach(data, content: rowContent)
        self.selection = ListSelectionBinding(selection)
    }
}

extension List {
    /// Creates a list with a row for each element of `data`, identified by `id`, selected by
    /// the row's `.tag(_:)` or else that identity.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View, SelectionValue: Hashable>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
        self.selection = ListSelectionBinding(selection)
    }
}

/// A list's selection binding with its value type erased.
struct ListSelectionBinding {
    let get: () -> AnyHashable?
    let set: (AnyHashable?) -> Void

    init<Value: Hashable>(_ binding: Binding<Value?>) {
        get = { binding.wrappedValue.map(AnyHashable.init) }
        set = { value in
            if let value {
                if let typed = value.base as? Value { binding.wrappedValue = typed }
            } else {
                binding.wrappedValue = nil
            }
        }
    }
}

extension ListSelectionBinding {
    /// The selection as rows see it; selecting inside a narrow split view also shows the detail.
    func rowSelection(split: NavigationSplitContext?) -> ListSelection {
        let set = set
        split?.clearSelection = { set(nil) }
        return ListSelection(selected: get(), select: { value in
            withAnimation(NavigationLinkTiming.animation) {
                set(value)
                split?.showDetail()
            }
        }, isSidebarBesideDetail: split?.isBesideDetail ?? false)
    }
}

extension ListRowModel {
    /// The value that selects the row: its `.tag(_:)`, or its `ForEach` element's id.
    var selectionValue: AnyHashable? {
        if case let .layout(tag as TagLayout) = node.kind { return tag.tag }
        return node.attributes.elementID
    }
}

/// The colours of a selected row, as iOS draws them.
enum SelectionColors {
    /// A selected row's fill: the accent colour in a sidebar beside its detail, else the grey
    /// of a pressed row: (209,209,214) light, (58,58,60) dark.
    static func fill(_ scheme: ColorScheme, tint: Color, isSidebar: Bool) -> Color {
        if isSidebar { return tint }
        return scheme == .light ? Color(red: 209 / 255, green: 209 / 255, blue: 214 / 255)
                                : Color(red: 58 / 255, green: 58 / 255, blue: 60 / 255)
    }
}
