import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

/// Gradients and safe-area modifiers given numbers no one means: they draw, in one piece.
@MainActor
@Suite("Gradients and safe-area modifiers with extreme numbers")
struct GradientExtremesTests {
    private func picture(_ view: some View) throws -> Bitmap {
        try ImageRenderer(content: view, size: CGSize(width: 100, height: 100)).render()
    }

    @Test func anAngularGradientCentredFarAwayIsDrawnAsTheColourThatWay() throws {
        // Far to the right, every point of the square is at about 180°: half way round.
        let far = AngularGradient(colors: [.red, .blue], center: UnitPoint(x: 1e300, y: 0.5))
        let bitmap = try picture(Rectangle().fill(far))
        #expect(abs(bitmap[10, 50].red - (Color.red.red + Color.blue.red) / 2) < 0.05, "\(bitmap[10, 50])")
        #expect(abs(bitmap[90, 50].red - bitmap[10, 50].red) < 0.05, "the same colour across")
    }

    @Test func gradientsWithNaNAndInfinitiesAreDrawn() throws {
        let gradients: [any ShapeStyle] = [
            RadialGradient(colors: [.red, .blue], center: UnitPoint(x: .nan, y: -1e300), startRadius: .nan, endRadius: .infinity),
            RadialGradient(colors: [.red, .blue], center: UnitPoint(x: 1e300, y: 1e300), startRadius: -5, endRadius: 1e300),
            AngularGradient(colors: [.red, .blue], center: UnitPoint(x: .nan, y: .infinity),
                            startAngle: .degrees(.nan), endAngle: .degrees(.infinity)),
            AngularGradient(colors: [.red, .blue], center: .center, angle: .degrees(1e300)),
        ]
        for gradient in gradients {
            let bitmap = try picture(Rectangle().fill(AnyShapeStyle(gradient)))
            #expect(bitmap[50, 50].alpha > 0.99, "\(gradient) fills the square")
        }
    }

    @Test func safeAreaModifiersWithNaNAndHugeLengthsDrawTheView() throws {
        let views: [AnyView] = [
            AnyView(Color.red.safeAreaPadding(.all, .nan)),
            AnyView(Color.red.safeAreaPadding(.all, 1e300)),
            AnyView(Color.red.safeAreaInset(edge: .bottom, spacing: .nan) { Text("Total") }),
            AnyView(Color.red.safeAreaInset(edge: .top, spacing: 1e300) { Text("Total") }),
        ]
        for view in views {
            let bitmap = try picture(view.ignoresSafeArea())
            #expect(bitmap.width == 100 && bitmap.height == 100, "a whole picture")
        }
    }
}
