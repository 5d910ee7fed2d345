/// The values that flow from a view down to everything inside it, as SwiftUI's
/// `EnvironmentValues`: the colour scheme, the font, whether controls are enabled, the action
/// that dismisses a presentation, and values of your own under an `EnvironmentKey`.
public struct EnvironmentValues {
    /// Light or dark.
    public var colorScheme = ColorScheme.light
    /// The font of text and icons that set none of their own.
    public var font = Font.body
    /// Whether controls take touches; `false` draws them dimmed.
    public var isEnabled = true
    /// Dismisses the presentation this view is in (a sheet); does nothing elsewhere.
    public var dismiss = DismissAction()
    /// The paint that `.foregroundColor` or `.foregroundStyle` set, if any.
    var explicitForeground: Paint?
    /// The colour of controls that `.tint` set, if any.
    var explicitTint: Color?
    private var custom: [ObjectIdentifier: Any] = [:]

    /// The default values.
    public init() {}

    /// The value stored under `key`, or its default.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { custom[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { custom[ObjectIdentifier(key)] = newValue }
    }
}

extension EnvironmentValues {
    /// The accent colour of buttons and controls: `.tint(_:)`, or the system blue of the scheme.
    public var tint: Color { explicitTint ?? colorScheme.accent }

    /// The paint of unstyled text, icons and shapes, with semantic styles resolved.
    var foregroundStyle: Paint { resolve(explicitForeground ?? SemanticStyle.primary.paint) }

    /// `paint` with a semantic style (primary, secondary, background, tint) made concrete here.
    func resolve(_ paint: Paint) -> Paint {
        guard case let .semantic(style) = paint else { return paint }
        return .color(style.color(in: self))
    }

    /// The colour of text and icons: the foreground colour, or a gradient's first colour.
    var foregroundColor: Color {
        switch foregroundStyle {
        case let .color(color): color
        case let .linearGradient(gradient): gradient.gradient.stops.first?.color ?? .black
        case let .stripes(stripes): stripes.color
        case let .semantic(style): style.color(in: self)
        }
    }

    /// The values with `changes` applied.
    func applying(_ changes: EnvironmentChanges) -> EnvironmentValues {
        guard !changes.isEmpty else { return self }
        var values = self
        changes.apply(to: &values)
        return values
    }
}

/// The environment changes a node makes, outermost first, so the change closest to a view
/// wins, as in SwiftUI.
struct EnvironmentChanges {
    private var changes: [(inout EnvironmentValues) -> Void] = []

    var isEmpty: Bool { changes.isEmpty }

    /// Adds a change made outside the ones already there.
    mutating func addOuter(_ change: @escaping (inout EnvironmentValues) -> Void) {
        changes.insert(change, at: 0)
    }

    /// Puts `outer`'s changes before these.
    mutating func merge(outer: EnvironmentChanges) {
        changes = outer.changes + changes
    }

    func apply(to values: inout EnvironmentValues) {
        for change in changes { change(&values) }
    }
}

/// Dismisses the presentation a view is in, as SwiftUI's `DismissAction`: call it as a function,
/// `dismiss()`.
public struct DismissAction {
    let action: () -> Void

    /// An action that does nothing (outside any presentation).
    public init() { action = {} }

    init(_ action: @escaping () -> Void) { self.action = action }

    /// Dismisses.
    public func callAsFunction() { action() }
}
