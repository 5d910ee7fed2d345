/// Fills its frame with what lies behind it, blurred, under a tint: the backdrop of an open
/// context menu, as iOS blurs the screen behind it (`Canvas.drawBlurredBackdrop`).
struct BlurredBackdrop: View, PrimitiveView {
    /// The blur's standard deviation, in points.
    let radius: Double
    /// Drawn over the blur.
    let tint: Color

    typealias Body = Never

    func makeNode() -> ViewNode { ViewNode(kind: .layout(BackdropLayout(radius: radius, tint: tint))) }
}

/// A blurred backdrop filling its frame.
struct BackdropLayout: FillingLayout {
    let radius: Double
    let tint: Color

    func place(_ node: ViewNode, into laidOut: inout LaidOutNode, context: LayoutContext) {
        laidOut.content = .backdrop(radius: radius, tint: tint)
    }
}
