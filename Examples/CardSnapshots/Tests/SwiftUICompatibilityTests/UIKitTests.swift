import Flipbook
import SwiftUICompatibility
import Testing

@MainActor
@Suite("What import SwiftUI brings from UIKit")
struct UIKitTests {
    @Test func aColourGoesToJSONAndBack() throws {
        let stored = StoredColor(Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.8))
        #expect(abs(stored.red - 0.2) < 1e-9 && abs(stored.blue - 0.6) < 1e-9 && abs(stored.alpha - 0.8) < 1e-9)
        let decoded = try JSONDecoder().decode(StoredColor.self, from: JSONEncoder().encode(stored))
        #expect(decoded == stored)
        #expect(isClose(decoded.color, Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.8)))
    }

    @Test func aPictureFromBytesIsDrawnOverItsBackground() throws {
        let red = Bitmap(size: try PixelSize(width: 10, height: 10), color: .red)
        let view = PictureBackground(data: try red.pngData())
        let bitmap = try render(view, width: 40, height: 40)
        #expect(isClose(bitmap[20, 20], .red), "the picture, centred")
        #expect(isClose(bitmap[2, 2], .teal), "the background")
        #expect(UIImage(data: try red.pngData())?.size == CGSize(width: 10, height: 10))
    }

    @Test func bytesThatAreNoPictureGiveNoImage() throws {
        #expect(UIImage(data: Data("not a picture".utf8)) == nil)
        let bitmap = try render(PictureBackground(data: Data()), width: 40, height: 40)
        #expect(isClose(bitmap[20, 20], .teal))
    }

    @Test func aPictureSavedAsJPEGComesBackAsThePicture() throws {
        let orange = UIImage(bitmap: Bitmap(size: try PixelSize(width: 16, height: 8), color: .orange))
        let best = try #require(orange.jpegData(compressionQuality: 1.0))
        let smallest = try #require(orange.jpegData(compressionQuality: 0))
        #expect(best.starts(with: [0xFF, 0xD8]), "a JPEG file's start of image")
        let back = try #require(UIImage(data: best))
        #expect(back.size == CGSize(width: 16, height: 8))
        #expect(isClose(back.bitmap[8, 4], .orange, tolerance: 0.03))
        #expect(smallest.count < best.count, "a lower quality is smaller")
    }
}
