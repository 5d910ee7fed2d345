/// An icon named as SF Symbols names it (`"car"`, `"sun.max"`), drawn from the Material
/// Icons font, which stands in for SF Symbols on Linux.
public struct SystemSymbol: Hashable, Sendable {
    /// The SF Symbol name asked for.
    public let systemName: String
    /// The Material Icons glyph drawn for it.
    public let codepoint: Unicode.Scalar

    /// Looks up an SF Symbol name.
    ///
    /// - Throws: `FlipbookError.unknownSymbol` naming it when the table has no glyph for it.
    public init(systemName: String) throws {
        guard let value = SystemSymbol.table[systemName], let scalar = Unicode.Scalar(value) else {
            throw FlipbookError.unknownSymbol(systemName)
        }
        self.systemName = systemName
        self.codepoint = scalar
    }

    /// Every SF Symbol name the table knows, sorted.
    public static var knownNames: [String] { table.keys.sorted() }

    /// SF Symbol name → Material Icons codepoint (the Material name in the comment).
    private static let table: [String: UInt32] = [
        "car": 0xE531, "car.fill": 0xE531,                 // directions_car
        "bicycle": 0xEB29,                                  // pedal_bike
        "airplane": 0xE539,                                 // flight
        "ferry": 0xE532, "sailboat": 0xE532,                // directions_boat
        "tram": 0xE570,                                     // train
        "paperplane": 0xEB9B,                               // rocket_launch
        "pawprint": 0xE91D, "pawprint.fill": 0xE91D,        // pets
        "hare": 0xE799, "tortoise": 0xE799,                 // cruelty_free
        "ant": 0xF0FA, "ladybug": 0xF0FA,                   // pest_control
        "leaf": 0xEA35, "leaf.fill": 0xEA35,                // eco
        "tree": 0xEA63,                                     // park
        "camera.macro": 0xEB4C,                             // spa
        "flag": 0xE153, "flag.fill": 0xE153,                // flag
        "globe": 0xE80B,                                    // public
        "heart": 0xE87E, "heart.fill": 0xE87D,              // favorite_border, favorite
        "star": 0xE83A, "star.fill": 0xE838,                // star_border, star
        "sun.max": 0xE430, "sun.max.fill": 0xE430,          // wb_sunny
        "moon": 0xEF44, "moon.fill": 0xEF44,                // bedtime
        "moon.stars": 0xE51C,                               // dark_mode
        "cloud": 0xE2BD, "cloud.fill": 0xE2BD,              // cloud
        "cloud.sun": 0xE42D,                                // wb_cloudy
        "cloud.bolt": 0xEBDB,                               // thunderstorm
        "snowflake": 0xEB3B,                                // ac_unit
        "bolt": 0xEA0B, "bolt.fill": 0xEA0B,                // bolt
        "flame": 0xEF55, "flame.fill": 0xEF55,              // local_fire_department
        "drop": 0xE798, "drop.fill": 0xE798,                // water_drop
        "umbrella": 0xF1AD,                                 // umbrella
        "sportscourt": 0xEA2F, "soccerball": 0xEA2F,        // sports_soccer
        "basketball": 0xEA26,                               // sports_basketball
        "football": 0xEA29,                                 // sports_football
        "tennisball": 0xEA32,                               // sports_tennis
        "gamecontroller": 0xEA28,                           // sports_esports
        "fork.knife": 0xE56C,                               // restaurant
        "takeoutbag.and.cup.and.straw": 0xE57A,             // fastfood
        "birthday.cake": 0xE7E9,                            // cake
        "cup.and.saucer": 0xE541,                           // local_cafe
        "face.smiling": 0xEA22, "face.smiling.fill": 0xEA22, // emoji_emotions
        "theatermasks": 0xEA65,                             // celebration
        "music.note": 0xE405,                               // music_note
        "house": 0xE88A, "person": 0xE7FD, "person.2": 0xE7FB,
        "gearshape": 0xE8B8, "plus": 0xE145, "minus": 0xE15B, "trash": 0xE872,
        "arrow.uturn.backward": 0xE166, "arrow.uturn.forward": 0xE15A,
        "shuffle": 0xE043, "arrow.clockwise": 0xE5D5,
        "play": 0xE037, "play.fill": 0xE037, "pause": 0xE034, "stop": 0xE047,
        "checkmark": 0xE5CA, "xmark": 0xE5CD, "info.circle": 0xE88E, "questionmark.circle": 0xE887,
        "magnifyingglass": 0xE8B6, "paintpalette": 0xE40A, "photo": 0xE410,
        "pencil": 0xE3C9, "paintbrush": 0xE3AE, "textformat": 0xE262,
        "minus.circle": 0xE15D,                             // remove_circle_outline
        "list.bullet.rectangle.portrait": 0xE896,           // list_alt
        "text.insert": 0xE890,                              // input
        "chevron.right": 0xE5CC, "chevron.down": 0xE5CF,    // chevron_right, expand_more
    ]
}
