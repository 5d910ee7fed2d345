/// Values that flow from a view down to everything inside it, as SwiftUI's environment:
/// the font and the foreground colour of text, icons and shapes without a style of their own.
struct EnvironmentValues {
    var font = Font.body
    /// The paint of unstyled shapes: a colour or a gradient.
    var foregroundStyle = Paint.color(.black)

    /// The colour of text and icons: the foreground colour, or a gradient's first colour.
    var foregroundColor: Color {
        switch foregroundStyle {
        case let .color(color): color
        case let .linearGradient(gradient): gradient.gradient.stops.first?.color ?? .black
        case let .stripes(stripes): stripes.color
        }
    }

    /// The values with `changes` applied.
    func applying(_ changes: EnvironmentChanges) -> EnvironmentValues {
        var values = self
        if let font = changes.font { values.font = font }
        if let style = changes.foregroundStyle { values.foregroundStyle = style }
        return values
    }
}

/// The environment values a node sets.
struct EnvironmentChanges {
    var font: Font?
    var foregroundStyle: Paint?
    var isEmpty: Bool { font == nil && foregroundStyle == nil }
}
