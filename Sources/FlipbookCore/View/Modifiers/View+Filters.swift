extension View {
    /// Blurs everything the view draws, as SwiftUI's `blur(radius:opaque:)`.
    ///
    /// The blur is a Gaussian of standard deviation `radius` points (Flipbook draws it as three
    /// box blurs, which come within a few percent of one). The view keeps its place in the
    /// layout; its drawing spreads about three radii beyond what it drew and takes no more
    /// touches. The radius animates. Inside a `scaleEffect` the blur scales with the view.
    ///
    /// - Parameters:
    ///   - radius: The blur's standard deviation, in points; 0 or less draws the view sharp.
    ///   - opaque: Whether the result is kept to the view's frame and made opaque: the pixels
    ///     at the frame's edges repeat beyond it, so the edges do not fade, and what shows is
    ///     divided by its alpha. `false` lets the blur fade out past the view's edges.
    /// - Returns: The view, blurred.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        addingEffect(.filter(.blur(radius: LayerFilter.limitedRadius(radius), opaque: opaque)))
    }

    /// Scales the intensity of the view's colours, as SwiftUI's `saturation(_:)`.
    ///
    /// The SVG `saturate` colour matrix is applied to everything the view draws, in sRGB: each
    /// pixel moves from its grey (its luminance) by `amount`. Alpha is kept. The amount animates.
    ///
    /// - Parameter amount: 0 for grey, 1 for the colours as drawn, above 1 for more intense
    ///   colours (up to 100).
    /// - Returns: The view with its saturation scaled.
    public func saturation(_ amount: Double) -> some View {
        addingEffect(.filter(.saturation(amount)))
    }

    /// Drains the colour from the view, as SwiftUI's `grayscale(_:)`.
    ///
    /// The same colour matrix as ``View/saturation(_:)`` with a saturation of `1 - amount`.
    ///
    /// - Parameter amount: From 0 (the colours as drawn) to 1 (grey); values outside are
    ///   taken to the nearer end.
    /// - Returns: The view in grey by `amount`.
    public func grayscale(_ amount: Double) -> some View {
        let amount = amount.isFinite ? min(max(amount, 0), 1) : 0
        return saturation(1 - amount)
    }
}
