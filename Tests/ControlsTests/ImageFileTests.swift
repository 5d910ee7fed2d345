import Foundation
import TestSupport
import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

/// A 40×20 picture: left half red, right half blue, for decoding and drawing tests.
let halvesBitmap: Bitmap = {
    var bitmap = Bitmap(size: try! PixelSize(width: 40, height: 20), color: Color(red: 1, green: 0, blue: 0))
    for y in 0..<20 { for x in 20..<40 { bitmap[x, y] = Color(red: 0, green: 0, blue: 1) } }
    return bitmap
}()

@Suite("Images from files: PNG and JPEG, good and bad")
struct ImageFileTests {
    @Test func aJPEGDecodesThroughLibjpegTurboToItsSizeAndColours() throws {
        let bitmap = try Bitmap(imageData: try halvesBitmap.jpegData(quality: 95))
        #expect((bitmap.width, bitmap.height) == (40, 20))
        #expect(isClose(bitmap.bytes(x: 5, y: 10), [255, 0, 0, 255], tolerance: 12))
        #expect(isClose(bitmap.bytes(x: 35, y: 10), [0, 0, 255, 255], tolerance: 12))
    }

    @Test func aPNGFileAndAJPEGFileAreToldApartByTheirBytes() throws {
        let folder = try TemporaryFolder()
        try halvesBitmap.writePNG(to: folder.file("picture.jpg"))
        try halvesBitmap.jpegData().write(to: folder.file("photo.png"))
        #expect(try Bitmap(contentsOfImage: folder.file("picture.jpg")) == halvesBitmap, "PNG bytes, whatever the name")
        #expect(try Bitmap(contentsOfImage: folder.file("photo.png")).width == 40)
    }

    @Test(arguments: [
        ("empty", Data(), "the file is empty"),
        ("text", Data("hello, world".utf8), "not a PNG or JPEG image"),
    ])
    func aFileThatIsNotAnImageSaysSo(name: String, data: Data, message: String) throws {
        let folder = try TemporaryFolder()
        try data.write(to: folder.file(name))
        let error = try #require(throws: FlipbookError.self) { try Image(contentsOf: folder.file(name)) }
        #expect(error.description == "image error: \(folder.file(name).path): \(message)")
    }

    @Test(arguments: [0.25, 0.5, 0.9])
    func aJPEGCutShortIsAnErrorNotAGreyPicture(share: Double) throws {
        let data = try halvesBitmap.jpegData()
        let cut = data.prefix(Int(Double(data.count) * share))
        let error = try #require(throws: FlipbookError.self) { try Bitmap(imageData: cut) }
        #expect(error.description.hasPrefix("image error: JPEG: "))
        #expect(!error.description.contains("\n"))
    }

    @Test func aPNGCutShortIsAnError() throws {
        let data = try halvesBitmap.pngData()
        #expect(throws: FlipbookError.self) { try Bitmap(imageData: data.prefix(data.count / 2)) }
    }

    @Test func aJPEGTooLargeIsRefusedFromItsHeaderBeforeDecoding() throws {
        var data = try halvesBitmap.jpegData()
        // The baseline frame header (FF C0): length (2), precision (1), height (2), width (2).
        let start = try #require(data.indices.first { data[$0] == 0xFF && data[$0 + 1] == 0xC0 })
        data.replaceSubrange(start + 5..<start + 9, with: [0x4E, 0x20, 0x4E, 0x20])
        let error = try #require(throws: FlipbookError.self) { try Bitmap(imageData: data) }
        #expect(error == .invalidImageSize(width: 20000, height: 20000, reason: "a side may be at most 16384 pixels"))
    }

    @Test func aFileTooLargeNamesTheFileAndTheSize() throws {
        let folder = try TemporaryFolder()
        var data = try halvesBitmap.jpegData()
        let start = try #require(data.indices.first { data[$0] == 0xFF && data[$0 + 1] == 0xC0 })
        data.replaceSubrange(start + 5..<start + 9, with: [0x27, 0x10, 0x27, 0x11])
        try data.write(to: folder.file("huge.jpg"))
        let error = try #require(throws: FlipbookError.self) { try Image(contentsOf: folder.file("huge.jpg")) }
        #expect(error.description == "image error: \(folder.file("huge.jpg").path): 10001x10000 pixels is too large: "
                    + "images may have at most 100 megapixels")
    }

    @Test func aMissingFileGivesTheSystemsReason() throws {
        let folder = try TemporaryFolder()
        let error = try #require(throws: FlipbookError.self) { try Image(contentsOf: folder.file("nothing.png")) }
        #expect(error.description.contains("No such file"))
    }
}
