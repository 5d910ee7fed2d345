import Flipbook
import Foundation
import Testing

/// An app described only for its settings.
private struct Garden: FlipbookApp {
    static let name = "garden"
    static let summary = "Plants that grow."
    static let settings = [
        AppSetting("plant", .choice(["rose", "tulip"]), default: "rose", help: "What grows."),
        AppSetting("rows", .wholeNumber(1...9), default: "3", help: "How many rows."),
        AppSetting("rain", .flag, default: "off", help: "Whether it rains.", aliases: ["wet"]),
    ]
    static let screens = [AppScreen("beds", "the flower beds"), AppScreen("shed", "the shed")]

    init(launch: AppLaunch) {}

    var body: some Scene {
        WindowGroup { Color.green }
    }

    func stateJSON() throws -> Data { Data() }
}

@Suite("App settings")
struct AppSettingsTests {
    @Test func everyAppHasSeedAndAppearanceAndAScreenWhenItHasSeveral() {
        #expect(Garden.allSettings.map(\.key) == ["seed", "appearance", "screen", "plant", "rows", "rain"])
        #expect(Garden.settingNames == ["seed", "appearance", "screen", "plant", "rows", "rain", "wet"])
    }

    @Test func defaultsFillWhatIsNotGiven() throws {
        let settings = try Garden.settings([:])
        #expect(settings.seed == 1 && settings.appearance == .light && settings.screen == "beds")
        #expect(settings["plant"] == "rose" && settings.wholeNumber("rows") == 3 && !settings.isOn("rain"))
    }

    @Test func valuesAreCheckedAndSpelledTheStandardWay() throws {
        let settings = try Garden.settings(["PLANT": "Tulip", "appearance": "DARK", "wet": "", "seed": "42"])
        #expect(settings["plant"] == "tulip" && settings.appearance == .dark && settings.isOn("rain") && settings.seed == 42)
    }

    @Test func scriptLinesWinOverTheCommandLineAndLaterLinesWin() throws {
        let commandLine = try Garden.settings(["seed": "5", "rows": "2"], from: .commandLine)
        let lines = [TouchScript.Setting(key: "seed", value: "7", line: 2), TouchScript.Setting(key: "seed", value: "8", line: 3)]
        let settings = try Garden.settings(from: lines, over: commandLine)
        #expect(settings.seed == 8 && settings.wholeNumber("rows") == 2)
    }

    @Test(arguments: [
        (TouchScript.Setting(key: "theme", value: "Halloween", line: 3),
         "line 3: unknown setting 'theme' for garden; its settings are: seed, appearance, screen, plant, rows, rain"),
        (TouchScript.Setting(key: "rows", value: "12", line: 4), "line 4: rows must be a whole number from 1 to 9, not '12'"),
        (TouchScript.Setting(key: "seed", value: "abc", line: 2), "line 2: seed must be a whole number, not 'abc'"),
        (TouchScript.Setting(key: "screen", value: "roof", line: 5), "line 5: screen must be beds or shed, not 'roof'"),
        (TouchScript.Setting(key: "rain", value: "maybe", line: 6), "line 6: rain must be on or off, not 'maybe'"),
    ])
    func aBadScriptLineIsNamed(line: TouchScript.Setting, message: String) {
        do {
            _ = try Garden.settings(from: [line])
            Issue.record("line \(line.line) should be refused")
        } catch {
            #expect(error.description == message)
            #expect(error.source == .scriptLine(line.line))
        }
    }

    @Test func aBadOptionIsNamedAsAnOption() {
        do {
            _ = try Garden.settings(["plant": "cactus"], from: .commandLine)
            Issue.record("cactus should be refused")
        } catch {
            #expect(error.description == "--plant must be rose or tulip, not 'cactus'")
        }
    }
}
