/// Gives its content a proxy that scrolls the scroll views inside it to a view, as SwiftUI's
/// `ScrollViewReader`: `proxy.scrollTo(id, anchor: .top)` inside `withAnimation` glides there.
public struct ScrollViewReader<Content: View>: View {
    let content: (ScrollViewProxy) -> Content
    @State private var registry = ScrollReaderRegistry()

    /// Creates a reader whose `content` is built with its proxy.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }

    public var body: some View {
        content(ScrollViewProxy(registry: registry)).environment(\.scrollReader, registry)
    }
}

/// Scrolls the scroll views inside a `ScrollViewReader`, as SwiftUI's `ScrollViewProxy`.
public struct ScrollViewProxy {
    let registry: ScrollReaderRegistry

    /// Scrolls the first scroll view that holds the view with identity `id` (its `.id(_:)`,
    /// or its `ForEach` element's id) so that the view shows. With an `anchor`, the view's
    /// point at `anchor` meets the viewport's point at `anchor` (`.top`: its top at the
    /// viewport's top); without one, the content moves the least that shows the view whole.
    /// The offset stays within the content's ends. An id that no scroll view holds does nothing.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        let id = AnyHashable(id)
        for handle in registry.handles {
            guard let target = handle.tracker.frame(of: id) else { continue }
            handle.setOffset(handle.tracker.offset(showing: target, anchor: anchor, current: handle.offset(), axes: handle.axes))
            return
        }
    }
}

/// The scroll views inside a reader, as they registered while their bodies were evaluated.
final class ScrollReaderRegistry {
    /// One per scroll view, by its tracker, latest registration kept.
    private(set) var handles: [ScrollHandle] = []

    /// Notes `handle`, replacing an earlier one of the same scroll view.
    func register(_ handle: ScrollHandle) {
        if let index = handles.firstIndex(where: { $0.tracker === handle.tracker }) {
            handles[index] = handle
        } else {
            handles.append(handle)
        }
    }
}

/// How a reader reaches one scroll view: its layout record, its offset and how to set it.
struct ScrollHandle {
    let tracker: ScrollTracker
    let axes: Axis.Set
    let offset: () -> CGSize
    let setOffset: (CGSize) -> Void
}

private struct ScrollReaderKey: EnvironmentKey {
    static var defaultValue: ScrollReaderRegistry? { nil }
}

extension EnvironmentValues {
    /// The reader the scroll views inside register with.
    var scrollReader: ScrollReaderRegistry? {
        get { self[ScrollReaderKey.self] }
        set { self[ScrollReaderKey.self] = newValue }
    }
}
