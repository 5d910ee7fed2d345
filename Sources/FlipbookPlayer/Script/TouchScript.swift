import FlipbookCore
import FlipbookRenderer

/// A scripted session with one of the apps: the app to run, the settings handed to it and the
/// touches to play, in order.
///
/// A touch script is text, one event a line, usually read from a `.touch` file:
///
/// ```
/// # A recording of someone playing.
/// app memorize
/// theme Halloween
/// tap card 3
/// double-tap 200,300
/// drag card 2 -> discard over 0.8
/// pinch 1.5 at 200,300 over 0.6
/// wait 1.5
/// ```
///
/// `init(parsing:)` and `init(contentsOf:)` read that text; the syntax is described there.
public struct TouchScript: Sendable {
    /// The app (or scene) the script is for, from its `app NAME` line; `nil` if it has none.
    public var app: String?
    /// The settings for the app, in the order they appear in the script.
    public var settings: [Setting]
    /// The touches to play, in order.
    public var events: [TouchEvent]
    /// The path of the file the script was read from, for messages; `nil` for a script made
    /// from text. Two scripts that differ only in their file are equal.
    public var file: String?
    /// The first line after the first event that is neither an event nor `app`, when parsing
    /// deferred it (see ``init(parsing:settingKeys:defersMisplacedSettings:)``): a setting out
    /// of place, or a slip of the pen, which ``checkSettings(knownKeys:)`` tells apart.
    public internal(set) var misplacedSetting: MisplacedSetting?

    /// A line after the first event that reads as a setting: `KEY …` on `line`, where the
    /// first event was on `firstEventLine`.
    public struct MisplacedSetting: Hashable, Sendable {
        /// The line's first word.
        public var key: String
        /// Its 1-based line and column.
        public var line: Int, column: Int
        /// The line of the script's first event.
        public var firstEventLine: Int
    }

    /// Creates a script from its parts.
    ///
    /// - Parameters:
    ///   - app: The app the script is for, or `nil`.
    ///   - settings: The settings for the app, in order.
    ///   - events: The touches to play, in order.
    ///   - file: The path of the file it came from, if any.
    public init(app: String? = nil, settings: [Setting] = [], events: [TouchEvent] = [], file: String? = nil) {
        self.app = app
        self.settings = settings
        self.events = events
        self.file = file
    }

    /// The longest a script may run, in seconds of script time: 24 hours.
    public static let maximumDuration: Double = 86_400

    /// How long the script runs, in seconds: its waits, drags and pinches added up.
    public var duration: Double {
        events.reduce(0) { $0 + $1.action.duration }
    }
}

extension TouchScript: Hashable {
    /// Scripts are equal when their app, settings and events are; the file is left out.
    public static func == (lhs: TouchScript, rhs: TouchScript) -> Bool {
        lhs.app == rhs.app && lhs.settings == rhs.settings && lhs.events == rhs.events
    }

    /// Hashes the app, settings and events.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(app)
        hasher.combine(settings)
        hasher.combine(events)
    }
}

extension TouchScript {
    /// The scales a `pinch` may have: a thousandth to a thousand times, far past any hand's
    /// reach; a larger one would make a drawing's transform that cannot be inverted.
    public static let pinchScales: ClosedRange<Double> = 0.001...1000

    /// A line of a script that is neither an event nor `app`: a key and the raw text after it,
    /// which the app interprets (`theme Halloween`, `size 390x844`).
    public struct Setting: Hashable, Sendable {
        /// The line's first word, such as `theme`.
        public var key: String
        /// The rest of the line as written, without its comment and surrounding blanks; when it
        /// is one quoted string, the string's contents (quotes mean what they mean in events).
        /// Empty when the line is the key alone.
        public var value: String
        /// The 1-based number of the line the setting is on.
        public var line: Int
        /// The 1-based column of the setting's key on its line.
        public var column: Int

        /// Creates a setting.
        ///
        /// - Parameters:
        ///   - key: The setting's name.
        ///   - value: The raw text of its value.
        ///   - line: The 1-based line number it came from.
        ///   - column: The 1-based column of its key.
        public init(key: String, value: String, line: Int, column: Int = 1) {
            self.key = key
            self.value = value
            self.line = line
            self.column = column
        }
    }
}
