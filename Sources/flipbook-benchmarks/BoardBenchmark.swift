import Flipbook
import Foundation
import SetApp

/// Times the hot paths on one core: drawing a 1200×800 board of Set symbols, turning the
/// canvas into a bitmap, and PNG encoding at each preset; each figure is a median of 15 runs.
enum BoardBenchmark {
    static let runs = 15

    static func run() throws {
        let canvas = try drawBoard()
        let bitmap = try canvas.makeBitmap()
        print("board: 1200×800 Set board, median of \(runs) runs, one core")
        print(String(format: "  draw board            %7.2f ms", try median { _ = try drawBoard() }))
        print(String(format: "  canvas → bitmap       %7.2f ms", try median { _ = try canvas.makeBitmap() }))
        for (name, options) in [("fastest", PNGOptions.fastest), ("balanced", .balanced), ("smallest", .smallest)] {
            var size = 0
            let time = try median { size = try bitmap.pngData(options: options).count }
            print(String(format: "  PNG %-9@          %7.2f ms  %7d bytes", name, time, size))
        }
    }

    static func median(_ body: () throws -> Void) rethrows -> Double {
        var times: [Double] = []
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
        }
        return times.sorted()[times.count / 2]
    }

    /// 24 cards of three striped, solid and open symbols.
    static func drawBoard() throws -> Canvas {
        let canvas = try Canvas(width: 1200, height: 800, background: Color(hex: 0xF2F2F7))
        let shapes: [any Shape] = [Diamond(), Squiggle(), Oval()]
        for index in 0..<24 {
            let card = CGRect(x: 20 + Double(index % 8) * 145, y: 20 + Double(index / 8) * 260, width: 130, height: 240)
            canvas.fill(RoundedRectangle(cornerRadius: 10).path(in: card), with: Color.white)
            for row in 0..<3 {
                let symbol = CGRect(x: card.minX + 20, y: card.minY + 30 + Double(row) * 65, width: 90, height: 45)
                let shape = shapes[(index / 3) % 3]
                draw(shape, shading: SymbolShading.allCases[index % 3], in: symbol, on: canvas)
            }
        }
        return canvas
    }

    static func draw(_ shape: some Shape, shading: SymbolShading, in rect: CGRect, on canvas: Canvas) {
        shading.draw(shape, in: rect, color: .purple, on: canvas)
    }
}
