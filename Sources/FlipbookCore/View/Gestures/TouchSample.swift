/// The kind of touch the fingers make, known when they come down: scripts say what they do.
enum TouchKind: Hashable {
    /// One finger down and up in place, `count` times in quick succession.
    case tap(count: Int)
    /// One finger moving.
    case drag
    /// Two fingers spreading or closing.
    case pinch
    /// One finger held still.
    case longPress
}

/// A touch as one gesture sees it, at one moment.
struct TouchSample {
    var kind: TouchKind
    /// Where the touch began and where it is, in the local coordinates of the view the
    /// gesture is attached to (as that view was when the touch began).
    var startLocation: CGPoint
    var location: CGPoint
    /// The same two points on screen.
    var globalStartLocation: CGPoint
    var globalLocation: CGPoint
    /// How far apart two fingers are, relative to when they came down (1 for one finger).
    var scale = 1.0
    /// The farthest the touch has been from where it began, on screen, in points.
    var farthestDistance = 0.0
    /// The largest change of scale so far (`|scale − 1|`).
    var largestScaleChange = 0.0
    /// How long a finger held still has been down, in seconds.
    var heldFor = 0.0
    /// From screen points to the coordinates of a named space above the view, if any.
    var namedSpace: (AnyHashable) -> ((CGPoint) -> CGPoint)? = { _ in nil }

    /// Where the touch began and where it is, in `space`.
    func locations(in space: CoordinateSpace) -> (start: CGPoint, now: CGPoint) {
        switch space {
        case .local: return (startLocation, location)
        case .global: return (globalStartLocation, globalLocation)
        case let .named(name):
            guard let map = namedSpace(name) else { return (globalStartLocation, globalLocation) }
            return (map(globalStartLocation), map(globalLocation))
        }
    }

    /// A touch of `kind` that begins at the screen point `location`.
    init(kind: TouchKind, at location: CGPoint) {
        self.kind = kind
        (startLocation, self.location, globalStartLocation, globalLocation) = (location, location, location, location)
    }
}
