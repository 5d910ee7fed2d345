import Foundation

/// One row of a list: its content 20 points in on the cell colour, at least 44 points tall, a
/// separator under it from the text's leading edge; swiped left it slides to reveal its
/// trailing actions (Delete for a `ForEach` with `.onDelete`), right its leading ones. In edit
/// mode a red delete control stands before it and a move handle after it.
struct ListRow: View {
    let row: ListRowModel
    let look: ListLook
    let isLast: Bool
    let number: Int
    /// The heights, in points, of the rows of the row's `ForEach` as last laid out (`nil`
    /// before a layout), for a move by the handle.
    let siblingHeights: () -> [CGFloat]?
    /// How far the row's content is slid, in points: negative shows the trailing actions.
    @State var reveal = 0.0
    @State var dragStart: CGFloat?
    /// How far the row is being moved by its handle, in points down.
    @State var moveOffset = 0.0
    @Environment(\.editMode) private var editMode
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.listSelection) private var selection
    @Environment(\.tint) private var tint

    /// The least height of a row, in points.
    static let minimumHeight = 44.0

    var body: some View {
        let isEditing = editMode?.wrappedValue.isEditing ?? false
        return content(isEditing: isEditing)
            .environment(\.isInListRow, true)
            .background(fill)
            .gesture(selectsOnTap && !isEditing ? TapGesture().onEnded { selectRow() } : nil)
            .offset(x: reveal)
            .background(alignment: .trailing) { actions(trailingButtons, width: -reveal) }
            .background(alignment: .leading) { actions(leadingButtons, width: reveal) }
            .gesture(canSwipe && !isEditing ? swipe : nil)
            .offset(y: moveOffset)
            .zIndex(moveOffset == 0 ? 0 : 1)
            .touchTarget(TargetName("row", index: number))
    }

    /// Whether a tap selects the row: it is in a list with a selection and has a value.
    private var selectsOnTap: Bool { selection != nil && row.selectionValue != nil }

    /// Selects the row.
    private func selectRow() {
        if let selection, let value = row.selectionValue { selection.select(value) }
    }

    /// The cell's colour, or the selection's when the row is selected.
    private var fill: Color {
        guard let selection, let value = row.selectionValue, selection.selected == value else {
            return SystemColors.cell(colorScheme, grouped: look == .insetGrouped)
        }
        return SelectionColors.fill(colorScheme, tint: tint, isSidebar: selection.isSidebarBesideDetail)
    }

    /// Whether the row is drawn in white on the accent colour, as a sidebar's selected row.
    private var isFilledWithTint: Bool {
        guard let selection, let value = row.selectionValue else { return false }
        return selection.isSidebarBesideDetail && selection.selected == value
    }

    /// The row's view between its edit controls, padded, over its separator.
    private func content(isEditing: Bool) -> some View {
        let isWhite = isFilledWithTint
        return HStack(spacing: 0) {
            deleteControl(isShown: isEditing && row.actions?.onDelete != nil)
            RowTitled(content: NodeView(node: row.node)
                .modifyingAttributes { attributes in
                    if isWhite { attributes.environment.addOuter { $0.explicitForeground = Color.white.paint } }
                }
                .frame(maxWidth: .infinity, alignment: .leading))
            moveHandle(isShown: isEditing && row.actions?.onMove != nil)
        }
        .padding(EdgeInsets(top: 0, leading: ListSectionView.textInset, bottom: 0, trailing: ListSectionView.textInset))
        .frame(minHeight: Self.minimumHeight)
        .overlay(alignment: .bottomTrailing) { separator }
    }

    /// The red circle with a minus that reveals Delete, in edit mode.
    private func deleteControl(isShown: Bool) -> some View {
        ZStack {
            Circle().fill(SystemColors.red(colorScheme))
            Rectangle().fill(Color.white).frame(width: 12, height: 2)
        }
        .frame(width: isShown ? 22 : 0, height: 22)
        .padding(EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: isShown ? 16 : 0))
        .opacity(isShown ? 1 : 0)
        .onTapGesture { withAnimation(.easeOut(duration: 0.3)) { reveal = -trailingWidth } }
        .modifyingAttributes { $0.target = isShown ? TargetName("delete-control", index: number) : nil }
    }

    /// Three grey lines that a finger moves the row by, in edit mode.
    private func moveHandle(isShown: Bool) -> some View {
        VStack(spacing: 4) {
            ForEach(0..<3) { _ in Rectangle().fill(SystemColors.chevron(colorScheme)).frame(width: 18, height: 1.5) }
        }
            .frame(width: isShown ? 28 : 0, alignment: .trailing)
            .frame(height: Self.minimumHeight)
            .contentShape(Rectangle())
            .opacity(isShown ? 1 : 0)
            .gesture(isShown ? move : nil)
            .modifyingAttributes { $0.target = isShown ? TargetName("move-handle", index: number) : nil }
    }

    /// The hairline under the row, from the text's leading edge; none under the last row.
    private var separator: some View {
        Rectangle().fill(SystemColors.separator(colorScheme))
            .frame(height: isLast ? 0 : 0.5)
            .padding(EdgeInsets(top: 0, leading: ListSectionView.textInset, bottom: 0, trailing: 0))
    }

    /// `buttons` as swipe actions, shown in `width` points at the row's edge; a tap on one
    /// runs it and closes the row, as iOS does.
    private func actions(_ buttons: ViewNode?, width: CGFloat) -> some View {
        HStack(spacing: 0) { NodeView(node: buttons ?? ViewNode(kind: .group)) }
            .simultaneousGesture(TapGesture().onEnded { withAnimation(.spring(response: 0.35, dampingFraction: 1)) { reveal = 0 } })
            .environment(\.isSwipeAction, true)
            .frame(width: max(0, width))
            .frame(maxHeight: .infinity)
            .clipped()
    }
}
