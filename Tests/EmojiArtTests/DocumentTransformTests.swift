import EmojiArt
import Flipbook
import Testing

/// The gesture arithmetic against numbers worked by hand, in a 400×600 view (centre 200,300).
@Suite("EmojiArt: gesture arithmetic")
struct DocumentTransformTests {
    private let view = CGSize(width: 400, height: 600)

    @Test func documentPointsAndViewPointsRoundTrip() {
        let transform = DocumentTransform(zoom: 2, pan: CGSize(width: 30, height: -40))
        #expect(transform.viewPoint(of: Emoji.Position(x: 10, y: 20), in: view) == CGPoint(x: 250, y: 300))
        #expect(transform.documentPosition(at: CGPoint(x: 250, y: 300), in: view) == Emoji.Position(x: 10, y: 20))
    }

    @Test func panAddsTheFingersMovement() {
        let transform = DocumentTransform(zoom: 3, pan: CGSize(width: 5, height: 5)).panned(by: CGSize(width: -20, height: 50))
        #expect(transform == DocumentTransform(zoom: 3, pan: CGSize(width: -15, height: 55)))
    }

    @Test func pinchKeepsTheDocumentPointUnderTheFingers() {
        let start = DocumentTransform(zoom: 1.5, pan: CGSize(width: 20, height: -10))
        let anchor = CGPoint(x: 320, y: 140)
        let under = start.documentPosition(at: anchor, in: view)   // (66.67, -100)
        let pinched = start.pinched(by: 2, about: anchor, in: view)
        #expect(pinched.zoom == 3)
        // pan' = pan + (anchor − centre − pan) × (1 − 2) = (20 − 100, −10 + 150)
        #expect(pinched.pan == CGSize(width: -80, height: 140))
        let after = pinched.viewPoint(of: under, in: view)
        #expect(abs(after.x - anchor.x) < 1e-9 && abs(after.y - anchor.y) < 1e-9)
    }

    @Test func zoomStaysInItsRangeAndThePinchPointStillHolds() {
        let start = DocumentTransform(zoom: 8)
        let pinched = start.pinched(by: 4, about: CGPoint(x: 100, y: 100), in: view)
        #expect(pinched.zoom == 10)
        #expect(start.allowedMagnification(4) == 1.25)
        // (100 − 200) × (1 − 1.25) = 25
        #expect(pinched.pan == CGSize(width: 25, height: 50))
        #expect(DocumentTransform(zoom: 0.01).zoom == 0.1)
        #expect(DocumentTransform(zoom: .nan).zoom == 1)
        #expect(start.allowedMagnification(.infinity) == 1)
    }

    @Test func dragsAreDividedByTheZoom() {
        #expect(DocumentTransform(zoom: 2.5).documentOffset(for: CGSize(width: 50, height: -100)) == Emoji.Position(x: 20, y: -40))
    }

    @Test func fittingShowsTheRectCentred() {
        let fitted = DocumentTransform(zoom: 5, pan: CGSize(width: 99, height: 99))
            .fitting(CGRect(x: -100, y: 0, width: 800, height: 400), in: view)
        #expect(fitted.zoom == 0.5)
        #expect(fitted.pan == CGSize(width: -150, height: -100))
        #expect(DocumentTransform().fitting(.zero, in: view) == DocumentTransform())
    }
}
