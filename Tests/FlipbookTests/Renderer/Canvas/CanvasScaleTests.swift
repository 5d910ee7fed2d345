import Flipbook
import Testing
import TestSupport

@MainActor
@Suite("Canvas at fractional scales")
struct CanvasScaleTests {
    @Test(arguments: [0.75, 0.01, 0.333, 1.5, 2.7])
    func opaqueBackgroundCoversEveryPixel(scale: Double) throws {
        let bitmap = try Canvas(width: 390, height: 844, scale: scale, background: .white).makeBitmap()
        #expect(bitmap.count { $0[3] != 255 } == 0, "\(bitmap.size)")
    }

    @Test(arguments: [0.75, 0.01, 0.333])
    func framesOfAnOpaqueSceneAreOpaque(scale: Double) throws {
        let frame = Player(size: CGSize(width: 390, height: 844)) { Color.indigo }.frame(at: 0)
        let bitmap = try frame.render(scale: scale, background: .white)
        #expect(bitmap.count { $0[3] != 255 } == 0, "\(bitmap.size)")
        #expect(isClose(bitmap.bytes(x: 0, y: 0), Color.indigo.bytes), "the scene, not the background, in the first pixel")
    }

    @Test func translucentBackgroundStaysTranslucentEverywhere() throws {
        let bitmap = try Canvas(width: 10, height: 10, scale: 0.75, background: Color.red.opacity(0.5)).makeBitmap()
        #expect(bitmap.count { $0[3] != 128 } == 0)
    }
}

private extension Color {
    var bytes: [UInt8] { [red, green, blue, alpha].map { UInt8(($0 * 255).rounded()) } }
}
