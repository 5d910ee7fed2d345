import Foundation
import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

/// Text's ink, as Pango measures its glyphs, holds every pixel the text draws, turned or not,
/// at any scale; and it is tighter than the frame grown by half a font size it replaced.
/// (Without `TextInk.padding`, antialiasing reached one device pixel past Pango's box, at
/// every scale and angle tried.)
@Suite("Text's ink")
struct TextInkTests {
    private static let samples: [(String, Font)] = [
        ("Score: 12", .system(size: 17)), ("Åçgjy|Ŵ ‘fi’ …", .system(size: 13)), ("🤪", .system(size: 44)),
        ("Shuffle New Game", .system(size: 20, weight: .bold)), ("a long line that wraps onto a second", .system(size: 9)), ("WAVE Typo VA", .system(size: 60)),
        ("ÅÉÎ ypqgj", .system(size: 80, weight: .bold)), ("🇫🇷👨‍👩‍👧😀", .system(size: 30)),
    ]

    @Test(arguments: [1.0, 3.0], [0.0, 17, 45, 90, 200])
    func everyPixelOfTextLiesInsideItsInk(scale: Double, degrees: Double) throws {
        let measuring = try Canvas(width: 1, height: 1)
        for (text, font) in Self.samples {
            let style = TextStyle(font: font, color: .black)
            var frame = try measuring.measureText(text, style: style, width: 90)
            frame.width = min(frame.width, 90)
            let turn = CGAffineTransform(translationX: -frame.width / 2, y: -frame.height / 2)
                .concatenating(CGAffineTransform(rotationAngle: Angle.degrees(degrees).radians))
                .concatenating(CGAffineTransform(translationX: 100, y: 100))
            let line = DisplayNode(transform: turn, size: frame, opacity: 1, projection: nil,
                                   drawing: .text(text, style, CGRect(origin: .zero, size: frame)), children: [])
            let root = DisplayNode(transform: .identity, size: CGSize(width: 200, height: 200), opacity: 1, projection: nil,
                                   drawing: nil, children: [line])
            let bitmap = try DisplayList(size: CGSize(width: 200, height: 200), root: root).draw(scale: scale, background: .clear).makeBitmap()
            let drawn = try #require(inkedBox(bitmap), "\(text) draws")
            guard case let .within(ink) = root.inkExtent else {
                Issue.record("\(text): its ink is \(root.inkExtent)")
                continue
            }
            let device = CGRect(x: (ink.minX * scale).rounded(.down), y: (ink.minY * scale).rounded(.down),
                              width: 0, height: 0)
            let pixels = CGRect(x: device.minX, y: device.minY, width: (ink.maxX * scale).rounded(.up) - device.minX,
                              height: (ink.maxY * scale).rounded(.up) - device.minY)
            #expect(pixels.contains(drawn), "\(text) at \(degrees)°, scale \(scale): drawn \(drawn), ink \(pixels)")
        }
    }

    @Test func anEmojisInkIsItsGlyphNotItsFrameGrownByHalfItsSize() throws {
        let style = TextStyle(font: .system(size: 44), color: .black)
        let frame = try Canvas(width: 1, height: 1).measureText("🤪", style: style)
        let drawing = DisplayNode.Drawing.text("🤪", style, CGRect(origin: .zero, size: frame))
        guard case let .within(ink) = drawing.inkExtent else {
            Issue.record("no ink box")
            return
        }
        #expect(ink.width <= frame.width + 2 * TextInk.padding + 2, "\(ink) around a frame \(frame)")
        #expect(ink.height <= frame.height + 2 * TextInk.padding + 2)
        #expect(ink.width > frame.width / 2, "the glyph is there")
    }

    @Test func textThatDrawsNothingKeepsTheGenerousExtent() {
        let style = TextStyle(font: .system(size: 0), color: .black)
        let rect = CGRect(x: 5, y: 5, width: 10, height: 10)
        #expect(DisplayNode.Drawing.text("x", style, rect).inkExtent == .within(rect))
    }
}
