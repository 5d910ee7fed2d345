import Flipbook
import FlipbookTesting
import Memorize
import SetApp
import SnapshotTesting
import Testing

/// Reference images in __Snapshots__/ShapeSnapshotTests/, each looked at before it was recorded.
@Suite("Shapes: snapshots")
struct ShapeSnapshotTests {
    static let shapes: [(String, any Shape)] = [
        ("rectangle", Rectangle()), ("rounded-rectangle", RoundedRectangle(cornerRadius: 16)),
        ("circle", Circle()), ("ellipse", Ellipse()), ("capsule", Capsule()), ("diamond", Diamond()),
        ("squiggle", Squiggle()), ("oval", Oval()),
        ("pie", Pie(startAngle: .degrees(0 - 90), endAngle: .degrees((1 - 0.7) * 360 - 90))),
    ]

    @Test(arguments: shapes.map(\.0))
    func shape(name: String) throws {
        let shape = try #require(Self.shapes.first { $0.0 == name }?.1)
        let canvas = try Canvas(width: 120, height: 80, background: .white)
        let rect = CGRect(x: 10, y: 10, width: 100, height: 60)
        drawFilledAndStroked(shape, in: rect, on: canvas)
        assertSnapshot(of: try canvas.makeBitmap(), as: .png, named: name)
    }

    private func drawFilledAndStroked(_ shape: some Shape, in rect: CGRect, on canvas: Canvas) {
        let path = shape.path(in: rect)
        canvas.fill(path, with: Color.orange.opacity(0.6))
        canvas.stroke(path, with: Color.indigo, style: StrokeStyle(lineWidth: 2, lineJoin: .round))
    }

    @Test(arguments: ["diamond", "squiggle", "oval"], SymbolShading.allCases)
    func setSymbol(name: String, shading: SymbolShading) throws {
        let shape = try #require(Self.shapes.first { $0.0 == name }?.1)
        let canvas = try Canvas(width: 140, height: 80, background: .white)
        drawShaded(shape, shading: shading, on: canvas)
        assertSnapshot(of: try canvas.makeBitmap(), as: .png, named: "\(name)-\(shading.rawValue)")
    }

    private func drawShaded(_ shape: some Shape, shading: SymbolShading, on canvas: Canvas) {
        shading.draw(shape, in: CGRect(x: 10, y: 10, width: 120, height: 60), color: .purple, on: canvas)
    }

    @Test(arguments: [(60, 30), (600, 300)])
    func stripedSquiggleReadsAtEverySize(width: Int, height: Int) throws {
        let canvas = try Canvas(width: Double(width), height: Double(height), background: .white)
        SymbolShading.striped.draw(Squiggle(), in: CGRect(x: 0, y: 0, width: Double(width), height: Double(height)),
                                   color: .green, on: canvas)
        assertSnapshot(of: try canvas.makeBitmap(), as: .png, named: "striped-squiggle-\(width)x\(height)")
    }

    @Test func textEmojiAndIcons() throws {
        let canvas = try Canvas(width: 320, height: 150, background: .white)
        try canvas.drawText("Memorize!", style: TextStyle(font: .system(size: 28, weight: .bold), color: .orange),
                            at: CGPoint(x: 10, y: 8))
        try canvas.drawText("Score: 12 · 👻🎃🇯🇵👩‍🚀", style: TextStyle(font: .system(size: 20)), at: CGPoint(x: 10, y: 48))
        for (index, name) in ["car", "pawprint", "leaf", "flag", "heart.fill", "star.fill", "sun.max", "moon", "globe"].enumerated() {
            try canvas.drawSymbol(try SystemSymbol(systemName: name), size: 28, color: .blue,
                                  centeredIn: CGRect(x: 10 + Double(index) * 34, y: 96, width: 32, height: 40))
        }
        assertSnapshot(of: try canvas.makeBitmap(), as: .png, named: "text-emoji-icons")
    }
}
