import Foundation
import Testing
import TestSupport

@Suite("flipbook play: the controls showcase")
struct ShowcaseCommandTests {
    private var scriptPath: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("assets/scripts/showcase.touches").path
    }

    @Test func theShowcaseScriptFillsInAnOrderDeletesAFruitAndPicksAFavourite() throws {
        let folder = try TemporaryFolder()
        let result = try CommandRunner.run(["play", scriptPath, "--no-frames", "--fps", "10", "-o", folder.file("frames").path,
                                            "--state-json", folder.file("end.json").path])
        #expect(result.status == 0, "\(result.standardError)")
        let state = try jsonObject(at: folder.file("end.json"))
        #expect(state["screen"] as? String == "controls")
        #expect(state["fruits"] as? [String] == ["Apples 🍎", "Cherries 🍒", "Grapes 🍇", "Lemons 🍋", "Peaches 🍑"],
                "Bananas swiped away")
        #expect(state["favourite"] as? String == "Grapes 🍇", "from the context menu")
        #expect(state["orders"] as? [String] == ["Ada 🍓: 3 × L, gift, Today"],
                "the form: typed name, the stepper twice, the segment, the toggle, the menu picker")
    }
}
