import FlipbookCore
import FlipbookRenderer

/// Where a touch lands: a point on the screen or something the app names.
public enum TouchTarget: Hashable, Sendable {
    /// A point in the scene's coordinates, in points (origin top-left, y down): `120,300`.
    case point(CGPoint)
    /// Something the app finds by name, optionally the n-th of its kind (`card 3`, 1-based) or
    /// the one with a label (`button "New Game"`), or neither (`deck`).
    ///
    /// Parsed targets never have both an index and a label. Names are ASCII letters, digits,
    /// `-` and `_`, starting with a letter; `at` and `over` are keywords, not names.
    case named(String, index: Int?, label: String?)
    /// One part of a labelled control: `stepper "Pairs" +`, `stepper "Pairs" -`.
    case part(String, label: String, part: String)
}
