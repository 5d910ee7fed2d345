import Flipbook
import SwiftUICompatibility
import Testing

@MainActor
@Suite("Alerts about data, the device, springs")
struct PresentingTests {
    private func player() -> Player { Player(size: CGSize(width: 390, height: 844)) { ItemRemover() } }

    @Test func theDeviceIsAPhone() {
        let player = player()
        #expect(player.targetNames.contains(TargetName("button", label: "Item 3")))
        #expect(!player.targetNames.contains(TargetName("button", label: "Item 4")))
    }

    @Test func anAlertPresentsTheChosenItem() throws {
        let player = player()
        let item = try #require(player.location(of: TargetName("button", label: "Item 2")))
        #expect(player.tap(at: item))
        player.advance(to: 1)
        #expect(player.targetNames.contains(TargetName("button", label: "Remove 2")))
    }

    @Test func anInteractiveSpringIsQuick() throws {
        let player = player()
        let dot = try #require(box(of: .pink, in: try player.frame(at: 0).render()))
        #expect(player.tap(at: CGPoint(x: CGFloat(dot.minX + dot.maxX) / 2, y: CGFloat(dot.minY + dot.maxY) / 2)))
        player.advance(to: 0.05)
        let early = try #require(box(of: .pink, in: try player.frame(at: 0.05).render()))
        player.advance(to: 1)
        let settled = try #require(box(of: .pink, in: try player.frame(at: 1).render()))
        #expect(early.maxX - early.minX > dot.maxX - dot.minX, "growing")
        #expect(early.maxX - early.minX < settled.maxX - settled.minX, "not there yet")
        #expect((57...61).contains(settled.maxX - settled.minX + 1), "three times its 20 points, settled")
    }
}

@MainActor
@Suite("Size classes and optional views")
struct SizeClassTests {
    private func names(_ size: CGSize, hint: Bool) -> Bitmap? {
        try? Player(size: size) { AdaptiveGrid(showsHint: hint) }.frame(at: 0).render()
    }

    @Test func anIPadIsRegularAndAnIPhoneCompact() throws {
        let pad = try #require(names(CGSize(width: 820, height: 1180), hint: false))
        let wide = try render(Text("wide"), width: 820, height: 1180)
        #expect(pad == wide)
        let narrow = try #require(names(CGSize(width: 390, height: 844), hint: false))
        #expect(narrow == (try render(Text("narrow"), width: 390, height: 844)))
    }

    @Test func aNilViewShowsNothing() throws {
        let without = try #require(names(CGSize(width: 390, height: 844), hint: false))
        let with = try #require(names(CGSize(width: 390, height: 844), hint: true))
        #expect(without != with)
        #expect(with == (try render(VStack { Text("narrow"); Text("hint") }, width: 390, height: 844)))
    }

    @Test func titlesGivenAsKeysNameTheButtonAndTheAlert() throws {
        let player = Player(size: CGSize(width: 390, height: 844)) { GameOverScreen() }
        let finish = try #require(player.location(of: TargetName("button", label: "Finish")))
        #expect(player.tap(at: finish))
        player.advance(to: 1)
        #expect(player.targetNames.contains(TargetName("button", label: "OK")))
    }
}
