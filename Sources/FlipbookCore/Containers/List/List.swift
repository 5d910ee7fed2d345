/// Rows in sections, scrolling, as SwiftUI's `List`: inset-grouped by default (rounded
/// sections with 20-point margins on the grouped background) or `.listStyle(.plain)`. Rows are
/// at least 44 points tall with their content 20 points in, separators between them; a
/// `ForEach` with `.onDelete` deletes by a swipe to the left or the red control in edit mode.
/// Touch scripts find rows as `row N` (counted from the top, 1-based) or `row "Title"` (their
/// first text), and the list itself as `list`.
public struct List<Content: View>: View {
    let content: Content
    /// The selection of `List(selection:)`, if the list has one.
    var selection: ListSelectionBinding?
    @Environment(\.listLook) private var look
    @Environment(\.navigationSplit) private var split
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.scrollOffsetReport) private var report

    /// Creates a list of the rows and sections `content` builds.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public var body: some View {
        if look == .insetGrouped { report?.prefersGroupedBackground = true }
        return EditModeHost(content: ScrollView {
            ListBody(sections: ListSectionModel.sections(of: content.makeNode()), look: look)
        }
        .background(look == .plain ? SystemColors.background(colorScheme) : SystemColors.groupedBackground(colorScheme))
        .touchTarget(TargetName("list"))
        .environment(\.listSelection, selection?.rowSelection(split: split)))
    }
}

extension List {
    /// Creates a list with a row for each element of `data`.
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, RowContent> {
        content = ForEach(data, content: rowContent)
    }
}

/// The sections of a list, stacked.
struct ListBody: View {
    let sections: [ListSectionModel]
    let look: ListLook

    var body: some View {
        let numbered = numberedRows
        return ListStackLayout() {
            ForEach(Array(sections.indices), id: \.self) { index in
                ListSectionView(section: sections[index], look: look, isFirst: index == 0,
                                firstNumber: numbered[index])
            }
        }
        .padding(EdgeInsets(top: 0, leading: 0, bottom: look == .plain ? 0 : 35, trailing: 0))
    }

    /// The number of each section's first row among all rows (1-based).
    private var numberedRows: [Int] {
        var next = 1
        return sections.map { section in
            defer { next += section.rows.count }
            return next
        }
    }
}
