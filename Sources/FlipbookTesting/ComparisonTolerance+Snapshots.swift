import Flipbook

extension ComparisonTolerance {
    /// The default tolerance of view and animation snapshots: every channel of every pixel may
    /// be off by up to 2 levels (of 255), and no pixel by more.
    ///
    /// It survives a font rasteriser's 1-level drift in the grey edges of glyphs (a FreeType or
    /// Cairo update on another machine), and the rounding of that drift in translucent pixels,
    /// while a moved edge, a changed colour or a missing glyph still fails.
    public static let rasterizerDrift = ComparisonTolerance(perChannel: 2, maxDifferingShare: 0)
}
