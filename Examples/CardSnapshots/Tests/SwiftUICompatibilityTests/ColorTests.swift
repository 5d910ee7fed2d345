import Flipbook
import SwiftUICompatibility
import Testing

@MainActor
@Suite("Colours and shape styles")
struct ColorTests {
    @Test func eachSwatchIsItsColour() throws {
        let bitmap = try render(ColorSwatches(), width: 120, height: 20)
        let expected: [Color] = [.orange, .green, Color(red: 1, green: 0, blue: 0), Color(red: 0.5, green: 0.5, blue: 0.5),
                                 Color(red: 0, green: 0, blue: 1), Color(red: 0, green: 1, blue: 1)]
        for (index, color) in expected.enumerated() {
            #expect(isClose(bitmap[index * 20 + 10, 10], color), "swatch \(index + 1)")
        }
    }

    @Test func aShapeStyleBackgroundFillsTheFrame() throws {
        let bitmap = try render(Badge("Hi"), width: 100, height: 100)
        #expect(isClose(bitmap[2, 2], .blue), "the top half's corner is blue")
        #expect(isClose(bitmap[10, 75], .red), "the rounded rectangle is red inside")
        #expect(isClose(bitmap[0, 50], .white), "and round at its corner")
    }
}
