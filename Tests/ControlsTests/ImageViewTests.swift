import FlipbookTesting
import SnapshotTesting
import TestSupport
import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

@MainActor
@Suite("Image from pixels: resizable, aspect ratio, clipping")
struct ImageViewTests {
    private func render(_ view: some View, size: CGSize = CGSize(width: 120, height: 120)) throws -> Bitmap {
        try Player(size: size) { view }.frame(at: 0).render(background: .white)
    }

    @Test func anImageIsItsPixelSizeInPointsUnlessResizable() throws {
        let image = try render(Image(bitmap: halvesBitmap))
        #expect(image.bytes(x: 41, y: 51) == [255, 0, 0, 255], "centred 40×20: x 40...80, y 50...70")
        #expect(image.bytes(x: 38, y: 60) == [255, 255, 255, 255])
        #expect(image.bytes(x: 78, y: 60) == [0, 0, 255, 255])
    }

    @Test func fitKeepsTheProportionsInsideTheFrame() throws {
        let image = try render(Image(bitmap: halvesBitmap).resizable().aspectRatio(contentMode: .fit).frame(width: 120, height: 120))
        #expect(image.bytes(x: 60, y: 25) == [255, 255, 255, 255], "120×60 centred: nothing above y 30")
        #expect(image.bytes(x: 10, y: 35) == [255, 0, 0, 255])
        #expect(image.bytes(x: 110, y: 85) == [0, 0, 255, 255])
    }

    @Test func fillCoversTheFrameAndClippedCutsTheRest() throws {
        let view = Image(bitmap: halvesBitmap).resizable().aspectRatio(contentMode: .fill)
            .frame(width: 60, height: 60).clipped()
        let image = try render(view)
        // 120×60 centred on the 60×60 frame at 30...90: red from 0 to 60 of the picture shows 30...60.
        #expect(image.bytes(x: 31, y: 60) == [255, 0, 0, 255])
        #expect(image.bytes(x: 89, y: 60) == [0, 0, 255, 255])
        #expect(image.bytes(x: 25, y: 60) == [255, 255, 255, 255], "clipped to the frame")
        let unclipped = try render(Image(bitmap: halvesBitmap).resizable().aspectRatio(contentMode: .fill).frame(width: 60, height: 60))
        #expect(unclipped.bytes(x: 25, y: 60) == [255, 0, 0, 255], "without clipped() it spills")
    }

    @Test func clipShapeCutsToTheShape() throws {
        let image = try render(Image(bitmap: halvesBitmap).resizable().frame(width: 100, height: 100).clipShape(Circle()))
        #expect(image.bytes(x: 12, y: 12) == [255, 255, 255, 255], "outside the circle's corner")
        #expect(image.bytes(x: 30, y: 60) == [255, 0, 0, 255])
    }

    @Test(arguments: ColorScheme.allCases)
    func picturesFitFilledAndInACircle(colorScheme: ColorScheme) {
        let picture = Self.sunset
        let view = HStack(spacing: 12) {
            Image(bitmap: picture).resizable().aspectRatio(contentMode: .fit).frame(width: 100, height: 100)
                .background(Color.gray.opacity(0.3))
            Image(bitmap: picture).resizable().aspectRatio(contentMode: .fill).frame(width: 100, height: 100).clipped()
            Image(bitmap: picture).resizable().aspectRatio(contentMode: .fill).frame(width: 100, height: 100).clipShape(Circle())
        }
        assertSnapshot(of: view, as: .image(size: CGSize(width: 340, height: 120), scale: 2, colorScheme: colorScheme),
                       named: "pictures-\(colorScheme)")
    }

    /// A 160×90 picture drawn in code and passed through JPEG: a sky fading to orange, a sun, a sea.
    static let sunset: Bitmap = {
        var bitmap = Bitmap(size: try! PixelSize(width: 160, height: 90))
        for y in 0..<90 {
            for x in 0..<160 {
                let t = Double(y) / 60, dx = Double(x - 110), dy = Double(y - 52)
                bitmap[x, y] = y >= 60 ? Color(red: 0.05, green: 0.25 + 0.1 * Double(x % 7) / 7, blue: 0.45)
                    : dx * dx + dy * dy < 196 ? Color(red: 1, green: 0.85, blue: 0.3)
                    : Color(red: 0.25 + 0.75 * t, green: 0.45 + 0.1 * t, blue: 0.85 - 0.6 * t)
            }
        }
        return try! Bitmap(jpegData: bitmap.jpegData(quality: 90))
    }()
}
