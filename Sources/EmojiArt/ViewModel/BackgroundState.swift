import Flipbook

/// The document's background as the view sees it, as the course's fetch status: none, being
/// loaded (a spinner shows), found (the picture) or failed (a message where the alert would be).
public enum BackgroundState: Equatable, Sendable {
    /// No background.
    case none
    /// The picture at `path` is being loaded.
    case fetching(path: String)
    /// The picture at `path`, decoded.
    case found(path: String, bitmap: Bitmap)
    /// The picture at `path` could not be loaded; `message` says why.
    case failed(path: String, message: String)

    /// The path of the picture, `nil` for none.
    var path: String? {
        switch self {
        case .none: nil
        case let .fetching(path), let .found(path, _), let .failed(path, _): path
        }
    }

    /// The decoded picture, when there is one.
    public var bitmap: Bitmap? {
        if case let .found(_, bitmap) = self { return bitmap }
        return nil
    }

    /// Whether the picture is being loaded.
    public var isFetching: Bool {
        if case .fetching = self { return true }
        return false
    }

    /// What went wrong loading the picture, if it failed.
    public var failure: String? {
        if case let .failed(_, message) = self { return message }
        return nil
    }
}
