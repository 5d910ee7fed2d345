import FlipbookCore
import FlipbookRenderer

/// An app's settings, checked: every known setting's value (given or default) in its standard
/// spelling, read by ``FlipbookApp/init(launch:)``.
///
/// Made by ``FlipbookApp/settings(_:from:)`` or ``FlipbookApp/settings(from:over:)``, which check
/// names and values.
public struct AppSettings: Hashable, Sendable {
    private var values: [String: String]

    /// Settings with these values by key, taken as they are (unchecked).
    public init(_ values: [String: String] = [:]) {
        self.values = values
    }

    /// The value of the setting `key`, `nil` when it has none.
    public subscript(key: String) -> String? {
        values[key]
    }

    /// The seed: the `seed` setting, 1 by default.
    public var seed: UInt64 {
        values["seed"].flatMap { UInt64($0) } ?? 1
    }

    /// The appearance: the `appearance` setting, light by default.
    public var appearance: Appearance {
        values["appearance"].flatMap(Appearance.init(rawValue:)) ?? .light
    }

    /// The screen's name: the `screen` setting, `nil` for an app of one screen.
    public var screen: String? {
        values["screen"]
    }

    /// The whole number of the setting `key`, `nil` when it has none.
    public func wholeNumber(_ key: String) -> Int? {
        values[key].flatMap { Int($0) }
    }

    /// Whether the flag `key` is on.
    public func isOn(_ key: String) -> Bool {
        values[key] == "on"
    }

    /// The settings with `key` set to `value`, unchecked.
    public func setting(_ key: String, to value: String) -> AppSettings {
        var copy = self
        copy.values[key] = value
        return copy
    }
}
