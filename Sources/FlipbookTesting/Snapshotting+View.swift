import Flipbook
import SnapshotTesting

extension Snapshotting where Value: View, Format == Bitmap {
    /// Snapshots a view laid out on an iPhone 13's screen (390×844 points, the apps' screen),
    /// one pixel a point, in the light colour scheme, within `.rasterizerDrift`.
    public static var image: Snapshotting { .image() }

    /// Snapshots a view laid out in `size` points and drawn as one frame, as a PNG reference.
    ///
    /// ```swift
    /// assertSnapshot(of: CardView(card), as: .image(size: CGSize(width: 120, height: 180), scale: 2, colorScheme: .dark))
    /// ```
    ///
    /// - Parameters:
    ///   - size: The screen the view is proposed and centred in, in points.
    ///   - scale: Pixels per point of the image.
    ///   - colorScheme: The environment's colour scheme; the screen is filled with its background.
    ///   - tolerance: How far the image may drift from the reference; by default the drift a font
    ///     rasteriser makes between machines (`ComparisonTolerance.rasterizerDrift`).
    public static func image(size: CGSize, scale: Double = 1, colorScheme: ColorScheme = .light,
                             tolerance: ComparisonTolerance = .rasterizerDrift) -> Snapshotting {
        .image(layout: .fixed(width: size.width, height: size.height), scale: scale, colorScheme: colorScheme, tolerance: tolerance)
    }

    /// Snapshots a view laid out in a screen preset, drawn as one frame, as a PNG reference.
    ///
    /// ```swift
    /// assertSnapshot(of: GameView(), as: .image(layout: .device(.iPhone15), colorScheme: .dark))
    /// ```
    ///
    /// The view is drawn as it appears: `onAppear` actions have run, animations they start are
    /// at their beginning (time 0 of the view's clock).
    ///
    /// - Parameters:
    ///   - layout: The screen: a fixed size or a device's.
    ///   - scale: Pixels per point of the image; 1 unless given, whatever the device's.
    ///   - colorScheme: The environment's colour scheme; the screen is filled with its background.
    ///   - tolerance: How far the image may drift from the reference (`.rasterizerDrift`: a
    ///     font rasteriser's 1-level drift passes, a real change fails).
    public static func image(layout: SnapshotLayout = .device(.iPhone13), scale: Double = 1,
                             colorScheme: ColorScheme = .light,
                             tolerance: ComparisonTolerance = .rasterizerDrift) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .png(tolerance: tolerance)) { view in
            nonisolated(unsafe) let view = view
            let pixels = PixelGeometry.pixels(of: layout.size, scale: scale)
            return SnapshotRendering.attempt("\(Value.self)", size: pixels) {
                let player = Player(size: layout.size, colorScheme: colorScheme) { view }
                player.safeAreaInsets = layout.safeArea
                return try player.frame(at: 0).render(scale: scale, background: colorScheme.background)
            }
        }
    }
}

/// Sizes in points turned into pixels the way a canvas does.
enum PixelGeometry {
    /// The pixel width and height of a canvas of `size` points at `scale`.
    static func pixels(of size: CGSize, scale: Double) -> (width: Int, height: Int) {
        (Int((size.width * scale).rounded()), Int((size.height * scale).rounded()))
    }
}
