import Flipbook
import Testing
import TestSupport

@Suite("Canvas")
struct CanvasTests {
    @Test func fillsWithAColor() throws {
        let canvas = try Canvas(width: 20, height: 10)
        canvas.fill(Rectangle().path(in: CGRect(x: 0, y: 0, width: 10, height: 10)), with: Color.orange)
        let bitmap = try canvas.makeBitmap()
        #expect(bitmap.bytes(x: 5, y: 5) == [255, 149, 0, 255])
        #expect(bitmap.bytes(x: 15, y: 5) == [0, 0, 0, 0], "the background stays transparent")
    }

    @Test func strokeIsCenteredOnThePath() throws {
        let canvas = try Canvas(width: 20, height: 20, background: .white)
        canvas.stroke(Path(CGRect(x: 5, y: 5, width: 10, height: 10)), with: Color.black, lineWidth: 2)
        let bitmap = try canvas.makeBitmap()
        #expect(bitmap.bytes(x: 4, y: 10) == [0, 0, 0, 255])
        #expect(bitmap.bytes(x: 5, y: 10) == [0, 0, 0, 255])
        #expect(bitmap.bytes(x: 10, y: 10) == [255, 255, 255, 255])
    }

    @Test func clipAndTransformNest() throws {
        let canvas = try Canvas(width: 40, height: 40)
        canvas.withSavedState {
            canvas.translate(x: 20, y: 0)
            canvas.clip(to: Path(CGRect(x: 0, y: 0, width: 10, height: 40)))
            canvas.fill(Path(CGRect(x: -20, y: 0, width: 60, height: 40)), with: Color.red)
        }
        canvas.fill(Path(CGRect(x: 0, y: 30, width: 5, height: 5)), with: Color.blue)
        let bitmap = try canvas.makeBitmap()
        #expect(bitmap.bytes(x: 25, y: 5)[3] == 255)
        #expect(bitmap.bytes(x: 15, y: 5)[3] == 0, "outside the clip")
        #expect(bitmap.bytes(x: 2, y: 32) == [0, 122, 255, 255], "the state is restored after the block")
    }

    @Test func groupOpacityDoesNotDoubleOverlaps() throws {
        let canvas = try Canvas(width: 30, height: 10)
        canvas.withOpacity(0.5) {
            canvas.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 10)), with: Color.black)
            canvas.fill(Path(CGRect(x: 10, y: 0, width: 20, height: 10)), with: Color.black)
        }
        let bitmap = try canvas.makeBitmap()
        #expect(isClose(bitmap.bytes(x: 5, y: 5), [0, 0, 0, 128], tolerance: 1))
        #expect(bitmap.bytes(x: 15, y: 5) == bitmap.bytes(x: 5, y: 5), "the overlap is no darker")
    }

    @Test func linearGradientRunsBetweenItsPoints() throws {
        let canvas = try Canvas(width: 100, height: 10)
        let gradient = LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing)
        canvas.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 10)), with: gradient)
        let bitmap = try canvas.makeBitmap()
        #expect(bitmap.bytes(x: 0, y: 5)[0] < 5)
        #expect(bitmap.bytes(x: 99, y: 5)[0] > 250)
        #expect(isClose(bitmap.bytes(x: 50, y: 5), [128, 128, 128, 255], tolerance: 3))
    }

    @Test func stripesLeaveGapsInsideTheShape() throws {
        let canvas = try Canvas(width: 100, height: 50)
        canvas.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 50)), with: Stripes(color: .black, spacing: 10, lineWidth: 2))
        let bitmap = try canvas.makeBitmap()
        let row = (0..<100).map { bitmap.bytes(x: $0, y: 25)[3] }
        #expect(row.filter { $0 > 200 }.count >= 16, "ten lines of two pixels")
        #expect(row.filter { $0 == 0 }.count >= 60, "with clear gaps between them")
    }

    @Test func cairoErrorsAreThrownNotBlankImages() throws {
        let canvas = try Canvas(width: 10, height: 10)
        canvas.concatenate(CGAffineTransform(scaleX: 0, y: 0))
        canvas.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: Color.red)
        #expect {
            try canvas.makeBitmap()
        } throws: { error in
            guard case FlipbookError.cairo(let message) = error else { return false }
            return message.contains("matrix")
        }
    }

    @Test func scaleMultipliesPixels() throws {
        let canvas = try Canvas(width: 10, height: 5, scale: 3)
        #expect(try canvas.makeBitmap().width == 30)
        #expect(canvas.pixelSize.height == 15)
    }

    @Test func sameDrawingGivesSameBytes() throws {
        func render() throws -> [UInt8] {
            let canvas = try Canvas(width: 120, height: 80, background: .white)
            canvas.fill(Ellipse().path(in: CGRect(x: 10, y: 10, width: 100, height: 60)), with: Color.purple)
            try canvas.drawText("Set 👻", style: TextStyle(font: .system(size: 20)), at: CGPoint(x: 10, y: 20))
            return try canvas.makeBitmap().pixels
        }
        #expect(try render() == render())
    }
}

@Suite("Canvas: drawing bitmaps")
struct CanvasBitmapDrawingTests {
    @Test func bitmapDrawsBackPixelForPixel() throws {
        let source = try Canvas(width: 12, height: 8)
        source.fill(Path(CGRect(x: 2, y: 2, width: 6, height: 4)), with: Color.purple.opacity(0.6))
        let bitmap = try source.makeBitmap()
        let target = try Canvas(width: 12, height: 8)
        try target.draw(bitmap, at: .zero)
        let copy = try target.makeBitmap()
        #expect(ImageComparison(reference: bitmap, actual: copy, tolerance: ComparisonTolerance(perChannel: 1)).isMatch)
    }

    @Test func bitmapLandsAtItsOrigin() throws {
        let dot = Bitmap(size: try PixelSize(width: 2, height: 2), color: .red)
        let target = try Canvas(width: 10, height: 10, background: .white)
        try target.draw(dot, at: CGPoint(x: 5, y: 3))
        let result = try target.makeBitmap()
        #expect(result.bytes(x: 5, y: 3) == [255, 59, 48, 255])
        #expect(result.bytes(x: 4, y: 3) == [255, 255, 255, 255])
    }
}
