import Flipbook
import Foundation
import Testing

@Suite("Touch scripts")
struct TouchScriptTests {
    // MARK: - Whole scripts

    @Test func fullExampleParsesIntoTheModel() throws {
        let text = """
            # A scripted session: a recording of someone playing.
            app memorize                 # directive: which app/scene
            theme Halloween              # a setting, passed to the app
            size 390x844

            tap 120,300
            tap card 3
            tap button "New Game"
            tap deck
            drag 100,100 -> 300,100 over 0.5
            drag card 2 -> discard over 0.8
            pinch 1.5 at 200,300 over 0.6
            pinch 0.5 at emoji 2 over 1
            wait 1.5
            """
        let expected = TouchScript(
            app: "memorize",
            settings: [
                .init(key: "theme", value: "Halloween", line: 3),
                .init(key: "size", value: "390x844", line: 4),
            ],
            events: [
                TouchEvent(.tap(.point(CGPoint(x: 120, y: 300))), line: 6),
                TouchEvent(.tap(.named("card", index: 3, label: nil)), line: 7),
                TouchEvent(.tap(.named("button", index: nil, label: "New Game")), line: 8),
                TouchEvent(.tap(.named("deck", index: nil, label: nil)), line: 9),
                TouchEvent(.drag(from: .point(CGPoint(x: 100, y: 100)), to: .point(CGPoint(x: 300, y: 100)), duration: 0.5),
                           line: 10),
                TouchEvent(.drag(from: .named("card", index: 2, label: nil), to: .named("discard", index: nil, label: nil),
                                 duration: 0.8), line: 11),
                TouchEvent(.pinch(scale: 1.5, at: .point(CGPoint(x: 200, y: 300)), duration: 0.6), line: 12),
                TouchEvent(.pinch(scale: 0.5, at: .named("emoji", index: 2, label: nil), duration: 1), line: 13),
                TouchEvent(.wait(1.5), line: 14),
            ]
        )
        #expect(try TouchScript(parsing: text) == expected)
    }

    @Test func dragFromANameWithoutIndex() throws {
        let script = try TouchScript(parsing: "drag deck -> 10,20 over 1")
        #expect(script.events == [TouchEvent(.drag(from: .named("deck", index: nil, label: nil),
                                                   to: .point(CGPoint(x: 10, y: 20)), duration: 1), line: 1)])
    }

    @Test func dragThroughSeveralTargetsIsADragAlongThem() throws {
        let script = try TouchScript(parsing: "drag 10,10 -> 20,10 -> deck -> 30,40 over 0.025")
        #expect(script.events == [TouchEvent(.dragAlong([.point(CGPoint(x: 10, y: 10)), .point(CGPoint(x: 20, y: 10)),
                                                         .named("deck", index: nil, label: nil), .point(CGPoint(x: 30, y: 40))],
                                                        duration: 0.025), line: 1)])
        #expect(script.events[0].action.duration == 0.025)
        #expect(throws: TouchScriptError.self) { try TouchScript(parsing: "drag 10,10 -> 20,10 -> over 1") }
        #expect(throws: TouchScriptError.self) { try TouchScript(parsing: "drag 10,10 -> 20,10 30,10 over 1") }
    }

    @Test func emptyScriptHasNothing() throws {
        #expect(try TouchScript(parsing: "") == TouchScript())
        #expect(try TouchScript(parsing: "\n  \t\n# only a comment\n") == TouchScript())
    }

    @Test func windowsLineEndingsAndByteOrderMarkAreAccepted() throws {
        let script = try TouchScript(parsing: "\u{FEFF}app set\r\nwait 2\r\n\r\ntap 1,2\r\n")
        #expect(script.app == "set")
        #expect(script.events == [TouchEvent(.wait(2), line: 2), TouchEvent(.tap(.point(CGPoint(x: 1, y: 2))), line: 4)])
    }

    // MARK: - Targets and numbers

    @Test(arguments: [
        ("tap 120,300", CGPoint(x: 120, y: 300)),
        ("tap 12.5,0.25", CGPoint(x: 12.5, y: 0.25)),
        ("tap -4.5,-10", CGPoint(x: -4.5, y: -10)),
        ("tap .5,3.", CGPoint(x: 0.5, y: 3)),
        ("tap\t-0.125,7", CGPoint(x: -0.125, y: 7)),
    ])
    func pointsParse(line: String, point: CGPoint) throws {
        #expect(try TouchScript(parsing: line).events == [TouchEvent(.tap(.point(point)), line: 1)])
    }

    @Test(arguments: [
        ("tap card 3", TouchTarget.named("card", index: 3, label: nil)),
        ("tap card 12", .named("card", index: 12, label: nil)),
        ("tap button \"New Game\"", .named("button", index: nil, label: "New Game")),
        (#"tap button "say \"hi\"""#, .named("button", index: nil, label: #"say "hi""#)),
        (#"tap button "back\\slash \n""#, .named("button", index: nil, label: #"back\slash \n"#)),
        ("tap button \"\"", .named("button", index: nil, label: "")),
        ("tap deck", .named("deck", index: nil, label: nil)),
        ("tap new-game_2", .named("new-game_2", index: nil, label: nil)),
    ])
    func namedTargetsParse(line: String, target: TouchTarget) throws {
        #expect(try TouchScript(parsing: line).events == [TouchEvent(.tap(target), line: 1)])
    }

    @Test func doubleTapsParse() throws {
        let script = try TouchScript(parsing: "double-tap card 3\ndouble-tap 200,300\ndouble-tap button \"Zoom\"")
        #expect(script.events == [
            TouchEvent(.doubleTap(.named("card", index: 3, label: nil)), line: 1),
            TouchEvent(.doubleTap(.point(CGPoint(x: 200, y: 300))), line: 2),
            TouchEvent(.doubleTap(.named("button", index: nil, label: "Zoom")), line: 3),
        ])
        #expect(script.settings.isEmpty)
    }

    @Test(arguments: [("wait 2", 2.0), ("wait 0.5", 0.5), ("wait .5", 0.5), ("wait 1.25", 1.25), ("wait 0", 0),
                      ("wait 1e3", 1000), ("wait 2.5E-1", 0.25), ("wait 86400", 86400), ("wait 1e-400", 0)])
    func durationsParse(line: String, seconds: Double) throws {
        #expect(try TouchScript(parsing: line).events == [TouchEvent(.wait(seconds), line: 1)])
    }

    // MARK: - Comments

    @Test func commentsAndBlankLinesAreIgnored() throws {
        let text = "# whole line\n\n   # indented\ntap deck # trailing\n\t\nwait 1#no space\n"
        let script = try TouchScript(parsing: text)
        #expect(script.events == [
            TouchEvent(.tap(.named("deck", index: nil, label: nil)), line: 4),
            TouchEvent(.wait(1), line: 6),
        ])
        #expect(script.settings.isEmpty)
    }

    @Test func hashInsideAQuotedLabelIsNotAComment() throws {
        let script = try TouchScript(parsing: ##"tap button "# 1" # but this is"##)
        #expect(script.events == [TouchEvent(.tap(.named("button", index: nil, label: "# 1")), line: 1)])
    }

    // MARK: - Settings and app

    @Test func settingsKeepOrderLineNumbersAndRawValues() throws {
        let text = """
            size 390x844
            theme Halloween   # a comment
            title "Memorize # 1"  # the value inside the quotes
            debug
              tapp 1,1
            tap deck
            """
        let script = try TouchScript(parsing: text)
        #expect(script.settings == [
            .init(key: "size", value: "390x844", line: 1),
            .init(key: "theme", value: "Halloween", line: 2),
            .init(key: "title", value: "Memorize # 1", line: 3),
            .init(key: "debug", value: "", line: 4),
            .init(key: "tapp", value: "1,1", line: 5, column: 3),
        ])
        #expect(script.events.map(\.line) == [6])
    }

    @Test func settingValueKeepsInnerSpacing() throws {
        let script = try TouchScript(parsing: "caption  Hello,\tworld  !  ")
        #expect(script.settings == [.init(key: "caption", value: "Hello,\tworld  !", line: 1)])
    }

    @Test func appMayFollowSettingsButNotEvents() throws {
        let script = try TouchScript(parsing: "size 10x10\napp memorize\ntap deck")
        #expect(script.app == "memorize")
        #expect(script.settings == [.init(key: "size", value: "10x10", line: 1)])
    }

    // MARK: - Errors

    struct BadScript: Sendable, CustomTestStringConvertible {
        let text: String
        let line: Int
        let column: Int
        let message: String
        var testDescription: String { text.debugDescription }
    }

    static let badScripts: [BadScript] = [
        .init(text: "drag 1,1 -> 2,2 for 1", line: 1, column: 17,
              message: "expected 'over' after the drag's target; found 'for'"),
        .init(text: "drag 1,1 -> 2,2", line: 1, column: 16, message: "expected 'over' after the drag's target"),
        .init(text: "drag 1,1 to 2,2 over 1", line: 1, column: 10,
              message: "expected '->' after the drag's starting target"),
        .init(text: "drag 1,1 -> over 1", line: 1, column: 13,
              message: "expected a target: a point X,Y or a name such as card 3; found 'over'"),
        .init(text: "pinch 2 at at over 1", line: 1, column: 12, message: "expected a target"),
        .init(text: "wait -1", line: 1, column: 6, message: "duration must be a number of seconds, 0 or more, not '-1'"),
        .init(text: "wait 1e309", line: 1, column: 6, message: "duration must be a number of seconds, 0 or more, '1e309' is too large"),
        .init(text: "wait inf", line: 1, column: 6, message: "'inf' is not a finite number"),
        .init(text: "wait -infinity", line: 1, column: 6, message: "'-infinity' is not a finite number"),
        .init(text: "wait nan", line: 1, column: 6, message: "'nan' is not a finite number"),
        .init(text: "wait 1..5", line: 1, column: 6, message: "not '1..5'"),
        .init(text: "wait 1e", line: 1, column: 6, message: "not '1e'"),
        .init(text: "wait +1", line: 1, column: 6, message: "not '+1'"),
        .init(text: "wait 0x10", line: 1, column: 6, message: "not '0x10'"),
        .init(text: "wait " + String(repeating: "9", count: 400), line: 1, column: 6, message: "is too large"),
        .init(text: "drag 1,1 -> 2,2 over 0", line: 1, column: 22,
              message: "duration must be a positive number of seconds, not '0'"),
        .init(text: "pinch nan at 1,1 over 1", line: 1, column: 7, message: "scale must be a positive number, 'nan' is not a finite number"),
        .init(text: "tap 1e309,5", line: 1, column: 5, message: "invalid point '1e309,5': '1e309' is too large"),
        .init(text: "tap 5,-inf", line: 1, column: 5, message: "invalid point '5,-inf': '-inf' is not a finite number"),
        .init(text: "wait 1e7", line: 1, column: 6,
              message: "the script would run 10000000 s by the end of this event; a script runs at most 86400 s (24 hours)"),
        .init(text: "wait 86000\ndrag 1,1 -> 2,2 over 400.5", line: 2, column: 22, message: "the script would run 86401 s"),
        .init(text: "42", line: 1, column: 1,
              message: "expected an event (tap, drag, pinch, wait, type, drop, swipe, long-press, scroll) or a setting's name, not '42'"),
        .init(text: "app sample\n  -x 1", line: 2, column: 3, message: "or a setting's name, not '-x'"),
        .init(text: "tap deck\ntheme Halloween", line: 2, column: 1,
              message: "the setting 'theme' must come before the first event (on line 1)"),
        .init(text: "wait", line: 1, column: 5, message: "expected a duration in seconds"),
        .init(text: "pinch 1.5 at 1,1 over", line: 1, column: 22, message: "expected a duration in seconds"),
        .init(text: "pinch 0 at 1,1 over 1", line: 1, column: 7, message: "scale must be a positive number, not '0'"),
        .init(text: "pinch 2 on 1,1 over 1", line: 1, column: 9, message: "expected 'at' after the pinch's scale"),
        .init(text: "pinch 2 at 1,1 for 1", line: 1, column: 16, message: "expected 'over' after the pinch's target"),
        .init(text: "tap button \"New Game", line: 1, column: 12, message: "unterminated string"),
        .init(text: #"tap button "ends in \""#, line: 1, column: 12, message: "unterminated string"),
        .init(text: "tap 1,1\napp memorize", line: 2, column: 1,
              message: "'app' must come before the first event (on line 1)"),
        .init(text: "# note\napp memorize\napp set", line: 3, column: 1, message: "'app' given twice (first on line 2)"),
        .init(text: "app", line: 1, column: 4, message: "expected the app's name after 'app'"),
        .init(text: "app two words", line: 1, column: 9, message: "unexpected 'words' after the app's name"),
        .init(text: "app \"memorize\"", line: 1, column: 5, message: "expected the app's name after 'app'"),
        .init(text: "tap", line: 1, column: 4, message: "expected a target: a point X,Y or a name such as card 3"),
        .init(text: "double-tap", line: 1, column: 11, message: "expected a target: a point X,Y or a name such as card 3"),
        .init(text: "double-tap deck 2 3", line: 1, column: 19, message: "unexpected '3' after the end of the event"),
        .init(text: "\ttap \"deck\"", line: 1, column: 6, message: "expected a target"),
        .init(text: "tap 3", line: 1, column: 5, message: "expected a target"),
        .init(text: "tap card 0", line: 1, column: 10, message: "index must be a positive whole number, not '0'"),
        .init(text: "tap card -2", line: 1, column: 10, message: "index must be a positive whole number, not '-2'"),
        .init(text: "tap card 1.5", line: 1, column: 10, message: "index must be a positive whole number, not '1.5'"),
        .init(text: "tap ca$rd", line: 1, column: 5, message: "invalid name 'ca$rd'"),
        .init(text: "tap 1,2,3", line: 1, column: 5, message: "invalid point '1,2,3'"),
        .init(text: "tap 1, 2", line: 1, column: 5, message: "invalid point '1,'"),
        .init(text: "tap x,2", line: 1, column: 5, message: "invalid point 'x,2'"),
        .init(text: "tap deck foo", line: 1, column: 10, message: "unexpected 'foo' after the end of the event"),
        .init(text: "tap card 3 \"x\"", line: 1, column: 12, message: "unexpected '\"x\"' after the end of the event"),
        .init(text: "\"tap\" 1,1", line: 1, column: 1, message: "expected an event or a setting's name"),
        .init(text: "size 1x1\r\n\r\nwait x", line: 3, column: 6, message: "not 'x'"),
    ]

    @Test(arguments: badScripts)
    func badScriptsAreReportedWhereTheProblemIs(_ bad: BadScript) {
        let error = #expect(throws: TouchScriptError.self) { try TouchScript(parsing: bad.text) }
        #expect(error?.line == bad.line)
        #expect(error?.column == bad.column)
        #expect(error?.message.contains(bad.message) == true, "\(error?.message ?? "no error")")
        #expect(error?.file == nil)
    }

    @Test func errorDescriptionsNameThePlace() {
        let error = TouchScriptError(line: 3, column: 7, message: "unterminated string")
        #expect(error.description == "line 3, column 7: unterminated string")
        var inFile = error
        inFile.file = "demo.touch"
        #expect(inFile.description == "demo.touch:3:7: unterminated string")
        let unreadable = TouchScriptError(line: 0, column: 0, message: "cannot read", file: "gone.touch")
        #expect(unreadable.description == "gone.touch: cannot read")
    }

    // MARK: - Files

    @Test func fileErrorsNameTheFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-\(UUID().uuidString).touch")
        try Data("app memorize\ntap card zero".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let error = #expect(throws: TouchScriptError.self) { try TouchScript(contentsOf: url) }
        #expect(error?.description == "\(url.path):2:10: unexpected 'zero' after the end of the event")
    }

    @Test func fileParses() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-\(UUID().uuidString).touch")
        try Data("app set\nwait 1\n".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(try TouchScript(contentsOf: url) == TouchScript(app: "set", events: [TouchEvent(.wait(1), line: 2)]))
    }

    @Test func missingFileIsReportedWithItsPath() {
        let url = URL(fileURLWithPath: "/nonexistent/flipbook/missing.touch")
        let error = #expect(throws: TouchScriptError.self) { try TouchScript(contentsOf: url) }
        #expect(error?.line == 0)
        #expect(error?.column == 0)
        #expect(error?.file == url.path)
        #expect(error?.description.hasPrefix("/nonexistent/flipbook/missing.touch: cannot read the touch script:") == true)
        #expect(error?.message.contains("No such file") == true, "\(error?.message ?? "")")
    }

    @Test func nonUTF8FileIsReported() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-\(UUID().uuidString).touch")
        try Data([0x74, 0x61, 0x70, 0x20, 0xFF, 0xFE]).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let error = #expect(throws: TouchScriptError.self) { try TouchScript(contentsOf: url) }
        #expect(error?.message == "cannot read the touch script: not UTF-8 text")
    }

    // MARK: - Descriptions

    @Test(arguments: [
        (TouchTarget.point(CGPoint(x: 120, y: 300)), "120,300"),
        (.point(CGPoint(x: -4.5, y: 0.25)), "-4.5,0.25"),
        (.point(CGPoint(x: 0.0000001, y: 1e20)), "0.0000001,100000000000000000000"),
        (.named("card", index: 3, label: nil), "card 3"),
        (.named("button", index: nil, label: "New Game"), "button \"New Game\""),
        (.named("button", index: nil, label: #"a "b" \c"#), #"button "a \"b\" \\c""#),
        (.named("deck", index: nil, label: nil), "deck"),
    ])
    func targetsDescribeThemselvesAsScriptsWriteThem(target: TouchTarget, text: String) {
        #expect(target.description == text)
    }

    @Test(arguments: [
        TouchTarget.point(CGPoint(x: 120, y: 300)),
        .point(CGPoint(x: -4.5, y: 0.1)),
        .point(CGPoint(x: 1.0 / 3, y: -2.5e-9)),
        .point(CGPoint(x: 1.5e300, y: Double.leastNonzeroMagnitude)),
        .named("card", index: 3, label: nil),
        .named("card", index: 42, label: nil),
        .named("button", index: nil, label: "New Game"),
        .named("button", index: nil, label: #"say "hi" \ # not a comment \n"#),
        .named("button", index: nil, label: ""),
        .named("deck", index: nil, label: nil),
        .named("a-b_c9", index: nil, label: nil),
    ])
    func targetDescriptionsRoundTrip(target: TouchTarget) throws {
        let script = try TouchScript(parsing: "tap \(target)")
        #expect(script.events == [TouchEvent(.tap(target), line: 1)])
    }
}
