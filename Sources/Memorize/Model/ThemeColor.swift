import Foundation

/// The colour of a theme's cards, kept abstract: the model names colours, and the view model
/// turns the names into colours the engine can draw (Assignment II, hint 4).
///
/// In JSON (see `ThemeColor+Codable.swift`):
/// - a named colour is a string: `"orange"`;
/// - an RGBA colour is an object with 3 or 4 components from 0 to 1 (alpha 1 when left out):
///   `{"rgba": [1, 0.5, 0, 1]}`;
/// - a gradient (extra credit 3) is an object with two or more colour names, in order from
///   the gradient's start to its end (the view chooses the direction): `{"gradient": ["red", "orange"]}`.
public enum ThemeColor: Hashable, Sendable {
    /// A colour by name, such as `"orange"`; the view model knows which names it can draw.
    case named(String)

    /// A colour by its red, green, blue and alpha components, each from 0 to 1.
    case rgba(red: Double, green: Double, blue: Double, alpha: Double)

    /// A gradient through the named colours, in order from start to end.
    case gradient([String])

    /// The colour that validation falls back on for a name nobody knows: `"gray"`.
    public static let fallbackName = "gray"

    /// Every colour name the colour uses: one for a named colour, the stops of a gradient,
    /// none for an RGBA colour.
    public var names: [String] {
        switch self {
        case .named(let name): [name]
        case .rgba: []
        case .gradient(let names): names
        }
    }
}
