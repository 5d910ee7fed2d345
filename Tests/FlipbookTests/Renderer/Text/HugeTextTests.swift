import Flipbook
import Testing

/// Text scaled far up (an emoji pinched a hundredfold) is drawn, or, past any image, left
/// out; never an error that ends the run. Cairo's FreeType fonts failed from about 2,000
/// pixels when the size came from the transform, colour emoji from about 12,000.
@Suite("Canvas: text scaled far up")
struct HugeTextTests {
    /// A white 40×40 canvas scaled `scale` times, with `text` in `size` points drawn over its
    /// top-left corner; the colour of its centre.
    private func centre(of text: String, size: Double, scale: Double, at origin: CGPoint) throws -> [UInt8] {
        let canvas = try Canvas(width: 40, height: 40, background: .white)
        canvas.concatenate(CGAffineTransform(scaleX: scale, y: scale))
        try canvas.drawText(text, style: TextStyle(font: .system(size: size)), at: origin)
        try canvas.drawSymbol(try SystemSymbol(systemName: "star.fill"), size: size, color: .black,
                              centeredIn: CGRect(x: 0, y: 0, width: 40 / scale, height: 40 / scale))
        try canvas.checkStatus()
        return try canvas.makeBitmap().bytes(x: 20, y: 20)
    }

    @Test(arguments: [("a", 40.0), ("🍎", 40), ("a", 367.5), ("Halloween", 200)])
    func textPastAnyImageIsLeftOut(text: String, size: Double) throws {
        #expect(try centre(of: text, size: size, scale: 1000, at: CGPoint(x: -0.01, y: -0.01)) == [255, 255, 255, 255])
    }

    @Test(arguments: ["■", "🍎"])
    func textThousandsOfPixelsTallIsDrawn(text: String) throws {
        // 200 points at 20 times: 4,000 pixels; the glyph covers the canvas.
        #expect(try centre(of: text, size: 200, scale: 20, at: CGPoint(x: -50, y: -60)) != [255, 255, 255, 255])
    }
}
