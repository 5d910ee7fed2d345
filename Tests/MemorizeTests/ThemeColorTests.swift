import Foundation
import Memorize
import Testing

@Suite("ThemeColor JSON")
struct ThemeColorTests {
    static func decode(_ json: String) throws -> ThemeColor {
        try JSONDecoder().decode(ThemeColor.self, from: Data(json.utf8))
    }

    @Test(arguments: [
        (#""orange""#, ThemeColor.named("orange")),
        (#"{"rgba": [1, 0.5, 0, 0.25]}"#, .rgba(red: 1, green: 0.5, blue: 0, alpha: 0.25)),
        (#"{"rgba": [0, 0, 1]}"#, .rgba(red: 0, green: 0, blue: 1, alpha: 1)),
        (#"{"gradient": ["red", "orange"]}"#, .gradient(["red", "orange"])),
    ])
    func readsEachForm(json: String, color: ThemeColor) throws {
        #expect(try Self.decode(json) == color)
    }

    @Test(arguments: [
        ThemeColor.named("orange"), .rgba(red: 0.2, green: 0.35, blue: 0.8, alpha: 0.5), .gradient(["red", "orange"]),
    ])
    func roundTrips(color: ThemeColor) throws {
        #expect(try JSONDecoder().decode(ThemeColor.self, from: JSONEncoder().encode(color)) == color)
    }

    @Test(arguments: [
        #"42"#, #"{"rgba": [1, 0]}"#, #"{"rgba": [1, 0, 0, 1, 1]}"#, #"{"hsb": [1, 0, 0]}"#,
        #"{"rgba": [1, 0, 0], "gradient": ["red"]}"#, #"{"gradient": "red"}"#, #"{}"#,
    ])
    func rejectsOtherForms(json: String) {
        #expect(throws: DecodingError.self) { try Self.decode(json) }
    }

    @Test func namesListsTheColorNamesUsed() {
        #expect(ThemeColor.named("red").names == ["red"])
        #expect(ThemeColor.gradient(["red", "blue"]).names == ["red", "blue"])
        #expect(ThemeColor.rgba(red: 0, green: 0, blue: 0, alpha: 1).names.isEmpty)
    }
}
