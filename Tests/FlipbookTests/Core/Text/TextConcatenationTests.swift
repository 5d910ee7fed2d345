import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

/// `Text + Text`: one paragraph, each part in its own font, weight and colour.
@MainActor
@Suite("Texts joined with +")
struct TextConcatenationTests {
    private static let size = CGSize(width: 240, height: 60)

    private func render(_ view: some View, width: CGFloat = 240) throws -> Bitmap {
        try ImageRenderer(content: view, size: CGSize(width: width, height: Self.size.height)).render()
    }

    /// The columns, left to right, where a pixel is close to `color` (text ink is antialiased).
    private func columns(of bitmap: Bitmap, near color: Color) -> [Int] {
        (0..<bitmap.width).filter { x in
            (0..<bitmap.height).contains { y in
                let pixel = bitmap[x, y]
                return abs(pixel.red - color.red) + abs(pixel.green - color.green) + abs(pixel.blue - color.blue) < 0.15
            }
        }
    }

    @Test func partsWithoutStylesDrawAsOneText() throws {
        #expect(try render(Text("Memo") + Text("rize")).pixels == render(Text("Memorize")).pixels)
    }

    @Test func eachPartKeepsItsColour() throws {
        let bitmap = try render(Text("Score ").foregroundColor(.blue) + Text("42").foregroundColor(.red))
        let blue = columns(of: bitmap, near: .blue), red = columns(of: bitmap, near: .red)
        #expect(!blue.isEmpty && !red.isEmpty)
        #expect(blue.max()! < red.min()!, "blue \(blue.min()!)...\(blue.max()!) before red \(red.min()!)...\(red.max()!)")
    }

    @Test func aBoldPartIsBoldAndTheRestIsNot() throws {
        let joined = try render(Text("Bold").bold() + Text(" plain"))
        let alone = try render(Text("Bold").bold() + Text(" plain").bold())
        let plain = try render(Text("Bold plain"))
        let width = { (bitmap: Bitmap) in self.columns(of: bitmap, near: .black).count }
        #expect(width(plain) < width(joined) && width(joined) < width(alone), "\(width(plain)) < \(width(joined)) < \(width(alone))")
    }

    @Test func aModifierOnTheJoinedTextReachesThePartsThatDoNotSetIt() throws {
        let joined = try render((Text("ab") + Text("cd").foregroundColor(.red)).foregroundColor(.blue))
        #expect(!columns(of: joined, near: .blue).isEmpty && !columns(of: joined, near: .red).isEmpty)
        #expect(columns(of: joined, near: .black).isEmpty, "no part is left in the environment's colour")
    }

    @Test func aLargerPartMakesTheLineTaller() throws {
        let plain = laidOut(Text("a") + Text("b"), in: Self.size).frame
        let tall = laidOut(Text("a") + Text("b").font(.largeTitle), in: Self.size).frame
        #expect(tall.height > plain.height * 1.5, "\(tall) against \(plain)")
    }

    @Test func theJoinedTextWrapsAsOneParagraph() throws {
        let text = Text("one two three ").italic() + Text("four five six").foregroundColor(.red)
        let frame = laidOut(text.frame(width: 90), in: Self.size)
        let single = laidOut(Text("one").frame(width: 90), in: Self.size)
        #expect(frame.children[0].frame.height >= single.children[0].frame.height * 3, "wrapped over several lines")
        let bitmap = try render(text.frame(width: 90))
        #expect(!columns(of: bitmap, near: .red).isEmpty)
    }
}
