import Flipbook
import SwiftUICompatibility
import Testing

@MainActor
@Suite("Padding on edges")
struct PaddingTests {
    @Test func edgesGetTheirPaddingAndNoOthers() throws {
        let bitmap = try render(PaddedBars(), width: 100, height: 150)
        let red = try #require(box(of: .red, in: bitmap))
        #expect(red.minX == 16 && red.maxX == 83 && red.minY == 0, "16 points each side, none above")
        let green = try #require(box(of: .green, in: bitmap))
        #expect(green.minX == 8 && green.maxX == 99 && green.minY == 58, "8 points leading and on top")
        let blue = try #require(box(of: .blue, in: bitmap))
        #expect(blue.minX == 16 && blue.maxX == 83 && blue.maxY == 133, "16 points all round")
    }
}
