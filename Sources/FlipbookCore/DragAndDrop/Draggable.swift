extension View {
    /// Lets the view be dragged, carrying `payload` (text, a picture, a file's URL), as
    /// SwiftUI's `draggable(_:)`: while the finger moves, a lifted copy of the view follows it
    /// frame by frame, drawn above the whole screen (outside any clip, such as a scroll view's); lifted over a `dropDestination` that
    /// takes the payload, the destination is told (`isTargeted`); released there, the
    /// destination gets it; released anywhere else, the copy flies back in 0.35 s.
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View {
        DraggableView(content: self, payload: { DragItem(payload()) })
    }
}

/// A view that can be dragged: the view in place and its lifted copy.
struct DraggableView<Content: View>: View {
    let content: Content
    let payload: () -> DragItem?
    /// How far the lifted copy is from the view, in points.
    @State private var translation = CGSize.zero
    /// Whether the lifted copy shows: while dragged and while it flies back.
    @State private var isLifted = false
    @State private var hovered = HoveredDestination()
    /// The scroll view the view is in, which keeps still while the copy is dragged out.
    @Environment(\.enclosingScrollTracker) private var scrollView

    /// How long a copy dropped nowhere takes to fly back, in seconds.
    static var flyBackDuration: Double { 0.35 }

    var body: some View {
        content
            .overlay(content.scaleEffect(1.1).opacity(isLifted ? 0.85 : 0).offset(translation).allowsHitTesting(false)
                .modifyingAttributes { [isLifted] in $0.drawsAboveClips = isLifted })
            .zIndex(isLifted ? 1000 : 0)
            .gesture(DragGesture(coordinateSpace: .global)
                .onChanged { value in moved(to: value.location, translation: value.translation) }
                .onEnded { value in released(at: value.location) })
    }

    /// The finger is at the screen point `location`: the copy follows; destinations are told.
    private func moved(to location: CGPoint, translation: CGSize) {
        guard let item = payload() else { return }
        // Pulled out across a scroll view, the item has the finger; along it, the content scrolls.
        if let scrollView, !isLifted { scrollView.isTouchClaimed = scrollView.isAcross(translation) }
        isLifted = true
        self.translation = translation
        hovered.update(to: Player.current?.dropDestination(at: location, for: item))
    }

    /// The finger lifted at the screen point `location`: the destination there takes the item,
    /// or the copy flies back.
    private func released(at location: CGPoint) {
        hovered.update(to: nil)
        scrollView?.isTouchClaimed = false
        guard let item = payload() else { return }
        let found = Player.current?.dropDestination(at: location, for: item)
        if let found, (try? found.marker.take(item, found.location)) == true {
            isLifted = false
            translation = .zero
            return
        }
        withAnimation(.easeOut(duration: Self.flyBackDuration)) { translation = .zero }
        let isLifted = $isLifted
        after(Self.flyBackDuration) { isLifted.wrappedValue = false }
    }
}

/// The destination a drag is over, so it can be told when the drag leaves.
@MainActor final class HoveredDestination {
    private var current: FoundDestination?

    /// The drag is now over `destination` (or none): the old one and the new one are told.
    func update(to destination: FoundDestination?) {
        guard destination?.identity != current?.identity else { return }
        current?.marker.targeted(false)
        destination?.marker.targeted(true)
        current = destination
    }
}
