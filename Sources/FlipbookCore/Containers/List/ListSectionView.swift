/// One section of a list: its header, its rows on a rounded card (inset-grouped) or edge to
/// edge (plain), and its footer. Gaps as iOS's: 35 points above a section, 55 with a header.
struct ListSectionView: View {
    let section: ListSectionModel
    let look: ListLook
    let isFirst: Bool
    /// The number of the section's first row among all the list's rows.
    let firstNumber: Int
    /// The heights the rows were last laid out at, for rows moved by their handles.
    @State private var rowHeights = ListRowHeights()
    @Environment(\.colorScheme) private var colorScheme

    /// The margin of an inset-grouped section from the screen's edges, in points.
    static let margin = 20.0
    /// How far row text sits inside a section, in points.
    static let textInset = 20.0

    var body: some View {
        let inset = look == .insetGrouped ? Self.margin : 0
        return VStack(alignment: .leading, spacing: 0) {
            header
            ListStackLayout(heights: rowHeights) {
                ForEach(Array(section.rows.enumerated()), id: \.element.id) { index, row in
                    ListRow(row: row, look: look, isLast: index == section.rows.count - 1,
                            number: firstNumber + index,
                            siblingHeights: { [rowHeights] in Self.heights(rowHeights, of: siblings(of: index)) })
                }
            }
            .clipShape(RoundedRectangle(cornerRadius: look == .insetGrouped ? 10 : 0))
            .padding(EdgeInsets(top: 0, leading: inset, bottom: 0, trailing: inset))
            footer
        }
    }

    /// The places in the section of the rows that came from the same `ForEach` as the row at
    /// `index` (their offsets there count from 0, and they have edit actions).
    private func siblings(of index: Int) -> Range<Int> {
        let rows = section.rows, start = index - rows[index].offset
        var end = index + 1
        while end < rows.count, rows[end].actions != nil, rows[end].offset == end - start { end += 1 }
        return max(0, start)..<end
    }

    /// The heights of the rows at `places` as last laid out, or `nil` before they were.
    private static func heights(_ recorded: ListRowHeights, of places: Range<Int>) -> [CGFloat]? {
        places.upperBound <= recorded.heights.count ? Array(recorded.heights[places]) : nil
    }

    /// The header in 13-point grey capitals, 7 points above the rows (with the gap above it).
    @ViewBuilder private var header: some View {
        let top = look == .plain ? 0.0 : (section.header == nil ? 35.0 : 30.0)
        if let node = section.header {
            NodeView(node: node.uppercasedText)
                .font(.system(size: 13))
                .foregroundStyle(SystemColors.sectionHeader(colorScheme))
                .frame(height: 18, alignment: .bottomLeading)
                .padding(EdgeInsets(top: top, leading: Self.margin + Self.textInset - (look == .plain ? Self.margin : 0),
                                    bottom: 7, trailing: 0))
        } else {
            Color.clear.frame(width: 1, height: top)
        }
    }

    /// The footer in 13-point grey text, 7 points below the rows.
    @ViewBuilder private var footer: some View {
        if let node = section.footer {
            NodeView(node: node)
                .font(.system(size: 13))
                .foregroundStyle(SystemColors.sectionHeader(colorScheme))
                .padding(EdgeInsets(top: 7, leading: Self.margin + Self.textInset, bottom: 0, trailing: Self.margin + Self.textInset))
        }
    }
}

extension ViewNode {
    /// The node with the strings of its texts in capitals, as a section header draws them.
    var uppercasedText: ViewNode {
        var copy = self
        if case let .layout(text as TextLayout) = kind { copy.kind = .layout(TextLayout(string: text.string.uppercased(), attributes: text.attributes, parts: text.parts)) }
        copy.children = children.map(\.uppercasedText)
        return copy
    }
}
