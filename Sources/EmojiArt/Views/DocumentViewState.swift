import Flipbook

/// What only the document view knows — its zoom and pan, the selection and its size — as the
/// view last reported it, for `--state-json`. The view owns these as `@State` (the selection
/// is not the model's, hint 2) and mirrors them here when they change.
public final class DocumentViewState {
    /// The zoom and pan.
    public internal(set) var transform = DocumentTransform()
    /// The ids of the selected emojis.
    public internal(set) var selection: Set<Emoji.ID> = []
    /// The document view's size in points.
    public internal(set) var size = CGSize.zero

    /// A state with nothing reported yet.
    public init() {}
}
