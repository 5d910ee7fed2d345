import Flipbook
import SwiftUICompatibility
import Testing

@MainActor
@Suite("UIKit controllers and the pasteboard")
struct UIKitControllerTests {
    @Test func aRepresentedPickerTakesItsSpaceAndDrawsNothing() throws {
        let bitmap = try render(PickerSheet(), width: 100, height: 200)
        let green = try #require(box(of: .green, in: bitmap))
        #expect(green.minY == 0 && green.maxY == 39, "the title strip on top, the picker below it")
        #expect(inkedPixels(bitmap) == 100 * 40, "the picker draws nothing")
        #expect(!PhotoLibrary.isAvailable, "Linux has no photo library")
    }

    @Test func thePasteboardGivesBackWhatWasCopied() throws {
        UIPasteboard.general.string = "🍎"
        #expect(Paster.paste() == "🍎" && UIPasteboard.general.hasStrings)
        UIPasteboard.general.url = URL(fileURLWithPath: "/tmp/garden.png")
        #expect(Paster.paste() == "url garden.png" && !UIPasteboard.general.hasStrings, "copying replaces")
        let png = try #require(UIImage(bitmap: try render(Color.red, width: 3, height: 2)).pngData())
        UIPasteboard.general.image = UIImage(data: png)
        #expect(Paster.paste() == "image 3" && UIPasteboard.general.itemProviders.count == 1)
    }
}
