import Foundation

extension ListRow {
    /// The buttons a swipe to the left reveals: `.swipeActions`, or Delete for deletable rows.
    var trailingButtons: ViewNode? {
        if let buttons = row.swipeActions[.trailing] { return buttons }
        guard let onDelete = row.actions?.onDelete else { return nil }
        let offset = row.offset
        return Button("Delete", role: .destructive) {
            withAnimation(.easeInOut(duration: 0.3)) { onDelete(IndexSet(integer: offset)) }
        }.makeNode()
    }

    /// The buttons a swipe to the right reveals.
    var leadingButtons: ViewNode? { row.swipeActions[.leading] }

    /// Whether a swipe reveals anything.
    var canSwipe: Bool { trailingButtons != nil || leadingButtons != nil }

    /// The width the trailing actions open to: 90 points a button.
    var trailingWidth: CGFloat { 90 * CGFloat(max(1, trailingButtons?.buttonCount ?? 1)) }

    /// The width the leading actions open to.
    var leadingWidth: CGFloat { 90 * CGFloat(max(1, leadingButtons?.buttonCount ?? 1)) }

    /// A horizontal drag slides the row; on lifting, it opens to show the actions when slid
    /// past half their width, or closes.
    var swipe: some Gesture {
        DragGesture(minimumDistance: 10, coordinateSpace: .global)
            .onChanged { value in slide(value) }
            .onEnded { value in settle(value) }
    }

    private func slide(_ value: DragGesture.Value) {
        guard abs(value.translation.width) > abs(value.translation.height) || dragStart != nil else { return }
        let start = dragStart ?? reveal
        dragStart = start
        let low = trailingButtons == nil ? 0 : -CGFloat.infinity, high = leadingButtons == nil ? 0 : CGFloat.infinity
        reveal = min(high, max(low, start + value.translation.width))
    }

    private func settle(_ value: DragGesture.Value) {
        guard dragStart != nil else { return }
        dragStart = nil
        let target = reveal < -trailingWidth / 2 ? -trailingWidth : (reveal > leadingWidth / 2 ? leadingWidth : 0)
        withAnimation(.spring(response: 0.35, dampingFraction: 1)) { reveal = target }
    }
}

extension ListRow {
    /// A drag on the handle lifts the row and moves it with the finger; on lifting, the rows
    /// it passed (by their real heights, see ``ListRowMove``) make room and `onMove` gets its
    /// new place.
    var move: some Gesture {
        DragGesture(minimumDistance: 0, coordinateSpace: .global)
            .onChanged { value in moveOffset = value.translation.height }
            .onEnded { value in drop(after: value.translation.height) }
    }

    private func drop(after distance: CGFloat) {
        let source = row.offset, onMove = row.actions?.onMove
        // The rows were laid out before their handles could be touched; without heights, it stays.
        let destination = siblingHeights().map { ListRowMove.destination(of: source, movedBy: distance, heights: $0) } ?? source
        withAnimation(.easeInOut(duration: 0.3)) {
            moveOffset = 0
            guard destination != source, let onMove else { return }
            onMove(IndexSet(integer: source), destination > source ? destination + 1 : destination)
        }
    }
}

extension ViewNode {
    /// How many views a group of buttons holds.
    var buttonCount: Int { listParts.count }
}
