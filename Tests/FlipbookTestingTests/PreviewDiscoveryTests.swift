import Flipbook
import Testing

// Previews as a module declares them; the tests find them as `MyApp previews` does.

#Preview("Sideways", traits: .landscapeLeft) {
    Color.orange
}

#Preview(traits: .fixedLayout(width: 120, height: 80)) {
    Text("Fixed")
}

struct SwatchPreviews: PreviewProvider {
    static var previews: some View {
        Group {
            Color.blue.frame(width: 30, height: 20)
                .previewLayout(.sizeThatFits)
            Color.green
                .previewDisplayName("Green / SE")
                .previewDevice("iPhone SE (3rd generation)")
        }
    }
}

/// A generic provider has no metadata without its arguments: it is left out, not guessed.
struct GenericPreviews<Value>: PreviewProvider {
    static var previews: some View { Color.red }
}

@Suite("Previews: found in a module without registration")
@MainActor
struct PreviewDiscoveryTests {
    private let previews = PreviewItem.all(inModule: "FlipbookTestingTests")

    @Test("every #Preview and every view of a provider's group, in the order of their names")
    func findsEveryPreview() {
        #expect(previews.map(\.name) == ["Green / SE", "Preview", "Sideways", "SwatchPreviews"])
        #expect(previews.fileNames == ["Green _ SE-1.png", "Preview-1.png", "Sideways-1.png", "SwatchPreviews-1.png"])
    }

    @Test("layouts, devices and orientation decide the screen")
    func sizesTheScreens() throws {
        let sizes = Dictionary(uniqueKeysWithValues: previews.map { ($0.name, $0.screenSize()) })
        #expect(sizes["Sideways"] == CGSize(width: 844, height: 390), "landscape: an iPhone 13 on its side")
        #expect(sizes["Preview"] == CGSize(width: 120, height: 80), "a fixed layout")
        #expect(sizes["Green / SE"] == CGSize(width: 375, height: 667), "an iPhone SE's screen, by Xcode's name")
        #expect(sizes["SwatchPreviews"] == CGSize(width: 30, height: 20), "size that fits: the view's own")
    }

    @Test("a preview is drawn on its screen: a colour fills it, the safe area included")
    func drawsAPreview() throws {
        let sideways = try #require(previews.first { $0.name == "Sideways" })
        let bitmap = try sideways.render()
        #expect(bitmap.width == 844 && bitmap.height == 390)
        let orange = bitmap[422, 195]
        #expect(orange.red > 0.95 && orange.green > 0.5 && orange.green < 0.7 && orange.blue < 0.1)
    }

    @Test("a module with no previews, or no such module, has none")
    func findsNoneElsewhere() {
        #expect(PreviewItem.all(inModule: "NoSuchModule").isEmpty)
        #expect(PreviewItem.all(inModule: "Flipbook").isEmpty)
    }
}
