import Flipbook
import Testing
import TestSupport

@Suite("Text that cannot fit")
struct TextLimitsTests {
    @Test(arguments: [
        (CGFloat(0), nil as CGFloat?), (-0.56, nil), (.nan, nil), (.infinity, nil), (1e-9, nil), (1e12, nil),
        (12, 0), (12, -5), (12, .nan), (12, .infinity),
    ])
    func isNeitherMeasuredNorDrawn(size: CGFloat, width: CGFloat?) throws {
        let canvas = try Canvas(width: 40, height: 40)
        let style = TextStyle(font: .system(size: size))
        #expect(!Canvas.canDrawText(style: style, width: width))
        #expect(try canvas.measureText("Memorize 👻", style: style, width: width) == .zero)
        try canvas.drawText("Memorize 👻", style: style, at: CGPoint(x: 0, y: 0), width: width)
        if width == nil {
            try canvas.drawSymbol(try SystemSymbol(systemName: "star"), size: size, color: .black,
                                  centeredIn: CGRect(x: 0, y: 0, width: 40, height: 40))
        }
        #expect(try canvas.makeBitmap().count { $0[3] != 0 } == 0, "nothing drawn")
    }

    @Test func smallButDrawableTextStillDraws() throws {
        let canvas = try Canvas(width: 40, height: 40)
        let style = TextStyle(font: .system(size: 4))
        #expect(Canvas.canDrawText(style: style, width: 3))
        try canvas.drawText("W", style: style, at: CGPoint(x: 5, y: 5))
        #expect(try canvas.makeBitmap().count { $0[3] != 0 } > 0)
    }

    /// A wrapping width past Pango's 32-bit units (about two million points) draws as a
    /// width that wide would: on one line.
    @Test func aWidthPastPangoUnitsDrawsOnOneLine() throws {
        let canvas = try Canvas(width: 40, height: 40)
        let style = TextStyle(font: .system(size: 12))
        let unwrapped = try canvas.measureText("Memorize 👻", style: style)
        #expect(try canvas.measureText("Memorize 👻", style: style, width: 5e6) == unwrapped)
        try canvas.drawText("Memorize 👻", style: style, at: CGPoint(x: 0, y: 0), width: 5e6)
        #expect(try canvas.makeBitmap().count { $0[3] != 0 } > 0)
    }

    @Test(arguments: [["gallery", "--size", "20x20"], ["memorize", "render", "--size", "1000x1"],
                      ["memorize", "render", "--size", "1x1"], ["set", "render", "--size", "5000x1"]])
    func tinyScreensPrintNoPangoComplaints(arguments: [String]) throws {
        let folder = try TemporaryFolder()
        let output = arguments[0] == "gallery" ? folder.url.path : folder.file("out.png").path
        let result = try CommandRunner.run(arguments + ["-o", output])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(!result.standardError.contains("CRITICAL"), "\(result.standardError.prefix(300))")
    }
}
