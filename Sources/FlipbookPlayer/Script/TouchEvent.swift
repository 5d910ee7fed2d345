import FlipbookCore
import FlipbookRenderer

/// One line of a touch script that acts: a touch, a gesture or a pause.
public struct TouchEvent: Hashable, Sendable {
    /// What happens.
    public var action: TouchAction
    /// The 1-based number of the line the event is on.
    public var line: Int
    /// The 1-based column of the event's first word on its line.
    public var column: Int

    /// Creates an event.
    ///
    /// - Parameters:
    ///   - action: What happens.
    ///   - line: The 1-based line number it came from.
    ///   - column: The 1-based column of its first word.
    public init(_ action: TouchAction, line: Int, column: Int = 1) {
        self.action = action
        self.line = line
        self.column = column
    }
}

/// What a touch-script event does. Durations are in seconds: a gesture's is greater than
/// zero, a wait's zero or more.
public enum TouchAction: Hashable, Sendable {
    /// A tap on a target: `tap card 3`.
    case tap(TouchTarget)
    /// Two taps in quick succession on a target: `double-tap card 3`.
    case doubleTap(TouchTarget)
    /// A finger moved from one target to another over a number of seconds:
    /// `drag card 2 -> discard over 0.8`.
    case drag(from: TouchTarget, to: TouchTarget, duration: Double)
    /// A finger moved through three targets or more in turn, reaching each at evenly spaced
    /// moments over a number of seconds: `drag 300,778 -> 280,778 -> 250,778 over 0.0167`.
    /// A window's recording writes a hand-made drag this way, a point a touch sample.
    case dragAlong([TouchTarget], duration: Double)
    /// Two fingers spreading (scale above 1) or closing (below 1) around a target over a
    /// number of seconds: `pinch 1.5 at 200,300 over 0.6`. The scale is greater than zero.
    case pinch(scale: Double, at: TouchTarget, duration: Double)
    /// A pause of a number of seconds, 0 or more: `wait 1.5`.
    case wait(Double)
    /// A quick horizontal swipe across a target: `swipe left on row 3`.
    case swipe(SwipeDirection, on: TouchTarget)
    /// A finger held still on a target for a number of seconds (0.5 unless given):
    /// `long-press row "Faces" for 1`.
    case longPress(TouchTarget, duration: Double)
    /// A drag that moves a scroll view's content by (DX, DY) points, starting at a target, and
    /// lifts without a fling: `scroll list by 0,300 over 0.5` shows what lies 300 points lower.
    case scroll(TouchTarget, by: CGSize, duration: Double)
    /// Keys typed into the focused text field: `type "Halloween"`, `type delete`, `type return`.
    case type(TypedInput)
    /// Something dropped from another app at a target: `drop text "🍎" at 120,300`,
    /// `drop file "photo.jpg" at 200,400`.
    case drop(DropPayload, at: TouchTarget)
}

extension TouchAction {
    /// How long the event takes, in seconds: 0 for a tap.
    public var duration: Double {
        switch self {
        case .tap, .doubleTap, .type, .drop: 0
        case let .wait(seconds): seconds
        case let .drag(_, _, seconds), let .pinch(_, _, seconds), let .dragAlong(_, seconds): seconds
        case .swipe: SwipeDirection.duration
        case let .longPress(_, seconds), let .scroll(_, _, seconds): seconds
        }
    }
}
