/// Values that flow from a view down to everything inside it, as SwiftUI's environment:
/// the font and the foreground colour of text, icons and shapes without a style of their own.
struct EnvironmentValues {
    var font = Font.body
    var foregroundColor = Color.black

    /// The values with `changes` applied.
    func applying(_ changes: EnvironmentChanges) -> EnvironmentValues {
        var values = self
        if let font = changes.font { values.font = font }
        if let color = changes.foregroundColor { values.foregroundColor = color }
        return values
    }
}

/// The environment values a node sets.
struct EnvironmentChanges {
    var font: Font?
    var foregroundColor: Color?
    var isEmpty: Bool { font == nil && foregroundColor == nil }
}
