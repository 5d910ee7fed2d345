import Foundation
import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

@Suite("NSItemProvider: what it holds and how it loads")
struct ItemProviderTests {
    @Test func aStringIsHeldAsPlainTextAndLoadsAsStringAndNSString() {
        let provider = NSItemProvider(object: "😀" as NSString)
        #expect(provider.registeredTypeIdentifiers == ["public.utf8-plain-text"])
        #expect(provider.hasItemConformingToTypeIdentifier("public.plain-text"))
        #expect(provider.hasItemConformingToTypeIdentifier("public.text"))
        #expect(!provider.hasItemConformingToTypeIdentifier("public.image"))
        #expect(provider.canLoadObject(ofClass: String.self))
        #expect(!provider.canLoadObject(ofClass: URL.self))
        #expect(!provider.canLoadObject(ofClass: UIImage.self))
        var loaded: [String] = []
        provider.loadObject(ofClass: String.self) { string, _ in loaded.append(string ?? "nil") }
        provider.loadObject(ofClass: NSString.self) { object, _ in loaded.append((object as? NSString).map { $0 as String } ?? "nil") }
        #expect(loaded == ["😀", "😀"], "outside a drop, handlers run before loadObject returns")
    }

    @Test func aURLLoadsAsURLAndNotAsAPicture() throws {
        let url = try #require(URL(string: "https://example.com/photo.jpg"))
        let provider = NSItemProvider(object: url as NSURL)
        #expect(provider.hasItemConformingToTypeIdentifier("public.url"))
        #expect(provider.canLoadObject(ofClass: URL.self))
        var loaded: URL?
        var failure: (any Error)?
        provider.loadObject(ofClass: URL.self) { value, _ in loaded = value }
        provider.loadObject(ofClass: UIImage.self) { _, error in failure = error }
        #expect(loaded == url)
        #expect(failure != nil, "a URL is no picture")
    }

    @Test func aPictureLoadsAsUIImageWithItsPixels() throws {
        let bitmap = Bitmap(size: try PixelSize(width: 3, height: 2), color: .red)
        let provider = NSItemProvider(object: UIImage(bitmap: bitmap))
        #expect(provider.hasItemConformingToTypeIdentifier("public.image"))
        var image: UIImage?
        provider.loadObject(ofClass: UIImage.self) { object, _ in image = object as? UIImage }
        #expect(image?.bitmap == bitmap)
    }

    @Test func loadItemHandsOverTheItemAsRegistered() {
        let provider = NSItemProvider(object: "hello" as NSString)
        var item: Any?
        var missing: (any Error)?
        provider.loadItem(forTypeIdentifier: "public.text", options: nil) { value, _ in item = value }
        provider.loadItem(forTypeIdentifier: "public.url", options: nil) { _, error in missing = error }
        #expect((item as? NSString).map { $0 as String } == "hello")
        #expect(missing != nil)
    }

    @Test func duringADropHandlersWaitForTheDropToReturnAndRunInOrder() {
        let provider = NSItemProvider(object: "a" as NSString)
        var log: [String] = []
        let progress = ItemProviderDelivery.delivering { () -> Progress in
            let progress = provider.loadObject(ofClass: String.self) { value, _ in
                log.append("loaded \(value ?? "")")
                provider.loadObject(ofClass: String.self) { _, _ in log.append("nested") }
            }
            log.append("perform returned")
            #expect(progress.completedUnitCount == 0)
            return progress
        }
        #expect(log == ["perform returned", "loaded a", "nested"])
        #expect(progress.completedUnitCount == 1)
    }
}
