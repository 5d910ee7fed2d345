import Testing
import Flipbook

@Suite("Touch scripts: swipe, long-press, scroll")
struct NavigationScriptTests {
    @Test func theNewEventsParse() throws {
        let script = try TouchScript(parsing: """
            swipe left on row "Vehicles"
            swipe right on row 2
            long-press row 1
            long-press button "Theme" for 1.5
            scroll list by 0,300
            scroll 200,400 by -10,20.5 over 0.8
            tap back
            """)
        #expect(script.events.map(\.action) == [
            .swipe(.left, on: .named("row", index: nil, label: "Vehicles")),
            .swipe(.right, on: .named("row", index: 2, label: nil)),
            .longPress(.named("row", index: 1, label: nil), duration: 0.5),
            .longPress(.named("button", index: nil, label: "Theme"), duration: 1.5),
            .scroll(.named("list", index: nil, label: nil), by: CGSize(width: 0, height: 300), duration: 0.3),
            .scroll(.point(CGPoint(x: 200, y: 400)), by: CGSize(width: -10, height: 20.5), duration: 0.8),
            .tap(.named("back", index: nil, label: nil)),
        ])
        #expect(script.duration == 0.25 * 2 + 0.5 + 1.5 + 0.3 + 0.8)
    }

    @Test(arguments: [
        ("swipe up on row 1", "expected the swipe's direction, left or right; found 'up'"),
        ("swipe left row 1", "expected 'on' after the swipe's direction; found 'row'"),
        ("long-press row 1 for -1", "duration must be a positive number of seconds"),
        ("scroll list row 0,300", "expected 'by' and how far to scroll"),
        ("scroll list by down", "expected how far to scroll as DX,DY"),
        ("scroll by 0,300", "expected a target"),
    ])
    func badEventsSayWhatIsWrong(line: String, message: String) {
        #expect {
            _ = try TouchScript(parsing: line)
        } throws: { error in
            "\(error)".contains(message)
        }
    }
}
