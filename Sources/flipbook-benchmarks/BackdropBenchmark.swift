import Flipbook
import Foundation

/// Times what an open context menu adds to a frame: the screen behind it blurred
/// (`Canvas.drawBlurredBackdrop`, 12 points, as `Player` draws it) on an iPhone's 390×844-point
/// screen at 1, 2 and 3 pixels a point, against filling the same screen with a colour (the
/// plain dimming it replaces); medians of `BoardBenchmark.runs` runs on one core.
enum BackdropBenchmark {
    static func run() throws {
        print("backdrop: the blur behind a context menu, 390×844 points, median of \(BoardBenchmark.runs) runs, one core")
        for scale in [1.0, 2.0, 3.0] {
            let canvas = try Canvas(width: 390, height: 844, scale: scale, background: .white)
            drawScenery(on: canvas)
            let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
            let dim = BoardBenchmark.median { canvas.fill(Path(screen), with: Color.black.opacity(0.2)) }
            let blur = BoardBenchmark.median { canvas.drawBlurredBackdrop(radius: 12, tint: Color.black.opacity(0.2), in: screen) }
            print(String(format: "  scale %.0f: dim %6.2f ms, blur and dim %6.2f ms", scale, dim, blur))
        }
    }

    /// Stripes and discs, so the blur has edges to soften.
    private static func drawScenery(on canvas: Canvas) {
        for index in 0..<20 {
            let color = Color(red: Double(index % 5) / 4, green: Double(index % 3) / 2, blue: Double(index % 7) / 6)
            canvas.fill(Path(CGRect(x: 0, y: Double(index) * 42, width: 390, height: 21)), with: color)
            canvas.fill(Circle().path(in: CGRect(x: Double(index * 17 % 350), y: Double(index) * 40, width: 40, height: 40)), with: Color.black)
        }
    }
}
