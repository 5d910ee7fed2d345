import FlipbookCore
import FlipbookRenderer
import Foundation

/// A setting of an app, described once for both its spellings: a touch-script line
/// (`theme Halloween`) and a command-line option (`--theme Halloween`).
public struct AppSetting: Hashable, Sendable {
    /// The values a setting takes.
    public enum Values: Hashable, Sendable {
        /// Any text; `placeholder` names it in help (`NAME`, `file.json`).
        case text(placeholder: String)
        /// One of these words, in any case.
        case choice([String])
        /// A whole number in the range.
        case wholeNumber(ClosedRange<UInt64>)
        /// On or off: `on`, `off`, or the key alone for on (`colorblind`, `--colorblind`).
        case flag
    }

    /// The setting's name, such as `theme`.
    public var key: String
    /// The values it takes.
    public var values: Values
    /// Its value when none is given, `nil` for none.
    public var defaultValue: String?
    /// What it does, in one sentence.
    public var help: String
    /// Other names that mean the same setting (`color-blind` for `colorblind`).
    public var aliases: [String]

    /// Creates a setting.
    ///
    /// - Parameters:
    ///   - key: The setting's name: lowercase, no spaces.
    ///   - values: The values it takes.
    ///   - defaultValue: Its value when none is given.
    ///   - help: What it does, in one sentence.
    ///   - aliases: Other names for it.
    public init(_ key: String, _ values: Values, default defaultValue: String? = nil, help: String, aliases: [String] = []) {
        self.key = key
        self.values = values
        self.defaultValue = defaultValue
        self.help = help
        self.aliases = aliases
    }

    /// Whether `name` is this setting's key or one of its aliases, ignoring case.
    public func isNamed(_ name: String) -> Bool {
        ([key] + aliases).contains { $0.caseInsensitiveCompare(name) == .orderedSame }
    }
}

extension AppSetting {
    /// The seed of the app's randomness: the same seed gives the same game.
    public static let seed = AppSetting("seed", .wholeNumber(0...UInt64.max), default: "1",
                                        help: "Seed for the app's randomness: the same seed, the same game.")

    /// Light or dark, as SwiftUI's colour scheme.
    public static let appearance = AppSetting("appearance", .choice(Appearance.allCases.map(\.rawValue)), default: "light",
                                              help: "The colour scheme: light or dark.")

    /// The screen to show, one of `screens`, the first by default.
    public static func screen(_ screens: [AppScreen]) -> AppSetting {
        AppSetting("screen", .choice(screens.map(\.name)), default: screens.first?.name,
                   help: "The screen: " + screens.map { "\($0.name) (\($0.summary))" }.joined(separator: ", ") + ".")
    }
}
