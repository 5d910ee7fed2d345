/// The values that flow from a view down to everything inside it, as SwiftUI's
/// `EnvironmentValues`: the colour scheme, the font, whether controls are enabled, the action
/// that dismisses a presentation, and values of your own under an `EnvironmentKey`.
public struct EnvironmentValues {
    /// The values, shared by every copy until one is changed: views, laid-out nodes and layout
    /// contexts copy the environment far more often than they change it, and a copy then
    /// retains one reference instead of one for each value that holds one.
    private var storage = Storage.defaults

    /// The default values.
    public init() {}

    /// Light or dark.
    public var colorScheme: ColorScheme {
        get { storage.colorScheme }
        set { update { $0.colorScheme = newValue } }
    }
    /// The font of text and icons that set none of their own.
    public var font: Font {
        get { storage.font }
        set { update { $0.font = newValue } }
    }
    /// Whether controls take touches; `false` draws them dimmed.
    public var isEnabled: Bool {
        get { storage.isEnabled }
        set { update { $0.isEnabled = newValue } }
    }
    /// Dismisses the presentation this view is in (a sheet, a pushed screen); does nothing elsewhere.
    public var dismiss: DismissAction {
        get { storage.dismiss }
        set { update { $0.dismiss = newValue } }
    }
    /// The paint that `.foregroundColor` or `.foregroundStyle` set, if any.
    var explicitForeground: Paint? {
        get { storage.explicitForeground }
        set { update { $0.explicitForeground = newValue } }
    }
    /// The colour of controls that `.tint` set, if any.
    var explicitTint: Color? {
        get { storage.explicitTint }
        set { update { $0.explicitTint = newValue } }
    }

    /// The value stored under `key`, or its default.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { storage.custom[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { update { $0.custom[ObjectIdentifier(key)] = newValue } }
    }

    /// Changes the values in place when no other copy shares them, else in a copy of them.
    private mutating func update(_ change: (Storage) -> Void) {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        change(storage)
    }

    /// The values of an environment and its copies.
    /// Whether `other` holds the same values, so that views built in one look the same in the
    /// other: the same storage, or equal values key by key. Custom values compare with `==`
    /// when they are `Equatable`, by identity when they are objects; any other value (a closure,
    /// say) makes the two differ. The clock's time is left out: a view that reads it is never
    /// kept (see ``SceneEffects``).
    func isSame(as other: EnvironmentValues) -> Bool {
        if storage === other.storage { return true }
        // Views side by side compare the same two environments one after the other.
        let last = Self.lastComparison.value(makingIfMissing: Comparison.init)
        if last.first === storage, last.second === other.storage { return last.isSame }
        let isSame = Self.isSame(storage, other.storage)
        (last.first, last.second, last.isSame) = (storage, other.storage, isSame)
        return isSame
    }

    /// Whether two storages hold the same values, as ``isSame(as:)`` tells.
    private static func isSame(_ mine: Storage, _ theirs: Storage) -> Bool {
        guard mine.colorScheme == theirs.colorScheme, mine.font == theirs.font, mine.isEnabled == theirs.isEnabled,
              mine.dismiss.isSame(as: theirs.dismiss), mine.explicitForeground == theirs.explicitForeground,
              mine.explicitTint == theirs.explicitTint, mine.custom.count == theirs.custom.count else { return false }
        return mine.custom.allSatisfy { key, value in
            guard let their = theirs.custom[key] else { return false }
            return key == Self.clockStampKey || Self.isSame(value, their)
        }
    }

    /// The last two storages compared on this thread, held so that neither is freed and its
    /// address given to another while the answer is kept.
    private final class Comparison {
        var first: Storage?
        var second: Storage?
        var isSame = false
    }

    private static let lastComparison = PerThread<Comparison>()

    /// Whether two custom values are the same, as ``isSame(as:)`` compares them (optionals
    /// by what they hold).
    private static func isSame(_ first: Any, _ second: Any) -> Bool {
        if let equal = equalIfEquatable(first, second) { return equal }
        if let first = first as? any OptionalValue, let second = second as? any OptionalValue {
            guard let held = first.held, let otherHeld = second.held else { return first.held == nil && second.held == nil }
            return isSame(held, otherHeld)
        }
        if type(of: first) is AnyClass { return (first as AnyObject) === (second as AnyObject) }
        return false
    }

    private final class Storage: @unchecked Sendable {
        /// The defaults, shared by every new environment (never changed: it is never unique).
        static let defaults = Storage()

        var colorScheme = ColorScheme.light
        var font = Font.body
        var isEnabled = true
        var dismiss = DismissAction()
        var explicitForeground: Paint?
        var explicitTint: Color?
        var custom: [ObjectIdentifier: Any] = [:]

        /// A storage holding the same values.
        func copy() -> Storage {
            let copy = Storage()
            (copy.colorScheme, copy.font, copy.isEnabled, copy.dismiss) = (colorScheme, font, isEnabled, dismiss)
            (copy.explicitForeground, copy.explicitTint, copy.custom) = (explicitForeground, explicitTint, custom)
            return copy
        }
    }
}

extension EnvironmentValues {
    /// The accent colour of buttons and controls: `.tint(_:)`, or the system blue of the scheme.
    public var tint: Color {
        guard let explicitTint else { return colorScheme.accent }
        switch explicitTint.semantic {
        case nil: return explicitTint
        case .tint?: return colorScheme.accent.opacity(explicitTint.alpha)
        case let kind?: return SemanticStyle(kind: kind, opacity: explicitTint.alpha).color(in: self)
        }
    }

    /// The paint of unstyled text, icons and shapes, with semantic styles resolved.
    var foregroundStyle: Paint { resolve(explicitForeground ?? SemanticStyle.primary.paint) }

    /// `paint` with a semantic style (primary, secondary, background, tint) made concrete here.
    func resolve(_ paint: Paint) -> Paint {
        switch paint {
        case let .semantic(style): return .color(style.color(in: self))
        case var .material(material):
            material.colorScheme = colorScheme
            return .material(material)
        default: return paint
        }
    }

    /// The colour of text and icons: the foreground colour, or a gradient's first colour.
    var foregroundColor: Color {
        switch foregroundStyle {
        case let .color(color): color
        case let .linearGradient(gradient): gradient.gradient.stops.first?.color ?? .black
        case let .radialGradient(gradient): gradient.gradient.stops.first?.color ?? .black
        case let .angularGradient(gradient): gradient.gradient.stops.first?.color ?? .black
        case let .stripes(stripes): stripes.color
        case let .semantic(style): style.color(in: self)
        case let .material(material): material.tint
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
    /// Tells one action from another (`nil`: the action that does nothing); copies share it.
    private let identity: DismissIdentity?

    /// An action that does nothing (outside any presentation).
    public init() {
        action = {}
        identity = nil
    }

    init(_ action: @escaping () -> Void) {
        self.action = action
        identity = DismissIdentity()
    }

    /// Whether `other` is this action or a copy of it (both do nothing, or the same thing).
    func isSame(as other: DismissAction) -> Bool { identity === other.identity }

    /// Dismisses.
    public func callAsFunction() { action() }
}

/// What one dismiss action is, apart from the others.
private final class DismissIdentity {}

/// An optional, seen through `Any`.
private protocol OptionalValue {
    /// What it holds, if anything.
    var held: Any? { get }
}

extension Optional: OptionalValue {
    fileprivate var held: Any? { self.map { $0 } }
}
