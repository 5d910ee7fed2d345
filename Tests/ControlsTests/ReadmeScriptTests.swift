import Flipbook
import Foundation
import Testing

@Suite("The README's touch-script example")
struct ReadmeScriptTests {
    @Test func theExampleParses() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let start = try #require(text.range(of: "```\napp sample\n"))
        let end = try #require(text.range(of: "```", range: start.upperBound..<text.endIndex))
        let script = try TouchScript(parsing: String(text[start.lowerBound..<end.lowerBound].dropFirst(4)))
        #expect(script.events.contains { $0.action == .type(.text("Halloween 👻")) })
        #expect(script.events.contains { $0.action == .tap(.part("stepper", label: "Pairs", part: "+")) })
        #expect(script.events.contains { $0.action == .drop(.file("photo.jpg"), at: .point(CGPoint(x: 200, y: 400))) })
    }
}
