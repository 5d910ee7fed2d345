#if !canImport(UIKit) && !canImport(AppKit)
extension View {
    /// Lets the view be dragged, carrying the ``NSItemProvider`` `data` makes, as SwiftUI's
    /// `onDrag(_:)`: the view is lifted and follows the finger as with `draggable(_:)`, and an
    /// `onDrop` destination it is released over gets the provider's items (a
    /// `dropDestination` gets its URL, text or picture).
    ///
    /// - Parameter data: Makes the provider; called when the drag moves and when it ends.
    /// - Returns: The view, draggable.
    public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View {
        DraggableView(content: self, payload: { .provider(data()) })
    }
}
#endif
