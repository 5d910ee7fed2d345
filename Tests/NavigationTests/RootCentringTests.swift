import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

/// A short text as a navigation stack's root, and as a sheet's content: SwiftUI centres both.
private struct TitledGreeting: View {
    var body: some View {
        NavigationStack {
            Text("Hello").font(.system(size: 40)).foregroundColor(.red)
                .navigationTitle("Greeting")
                .navigationBarTitleDisplayMode(.inline)
        }
    }
}

private struct GreetingSheet: View {
    @State private var isShown = true

    var body: some View {
        Color.white.sheet(isPresented: $isShown) {
            Text("Hello").font(.system(size: 40)).foregroundColor(.red)
        }
    }
}

@MainActor
@Suite("Navigation: a root and a sheet's content are centred")
struct RootCentringTests {
    private static let screen = CGSize(width: 390, height: 844)
    /// An iPhone 13's safe area: the status bar, the home indicator.
    private static let safeArea = DeviceScreen.iPhone13.safeArea

    /// The middle of the red pixels of the scene at rest.
    private func redMiddle(_ view: some View) throws -> CGPoint {
        let player = Player(size: Self.screen) { view }
        player.safeAreaInsets = Self.safeArea
        let bitmap = try player.frame(at: 2).render()
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let pixel = bitmap[x, y]
                guard pixel.red > 0.8, pixel.green < 0.3, pixel.blue < 0.3 else { continue }
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        try #require(minX <= maxX, "the red text is drawn")
        return CGPoint(x: Double(minX + maxX) / 2, y: Double(minY + maxY) / 2)
    }

    @Test func aStacksRootIsCentredBelowItsBar() throws {
        let middle = try redMiddle(TitledGreeting())
        let top = NavigationMetrics.bars(inSheet: false, statusBar: Self.safeArea.top)
        let bottom = 844 - Self.safeArea.bottom
        #expect(abs(middle.x - 195) < 3)
        #expect(abs(middle.y - (top + bottom) / 2) < 4, "centred between the bar and the home indicator: \(middle.y)")
    }

    @Test func aSheetsContentIsCentredInTheSheet() throws {
        let middle = try redMiddle(GreetingSheet())
        let top = SheetContainer.top(below: Self.safeArea.top)
        let bottom = 844 - Self.safeArea.bottom
        #expect(abs(middle.x - 195) < 3)
        #expect(abs(middle.y - (top + bottom) / 2) < 4, "centred in the sheet's card, above the home indicator: \(middle.y)")
    }
}
