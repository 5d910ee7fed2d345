/// A shape drawn as a view, filled or stroked; as SwiftUI's shape views since iOS 17, it can
/// be filled or stroked again, each drawing over the last: `.strokeBorder(lineWidth: 2)
/// .stroke(.red, lineWidth: 1)`.
nonisolated public struct ShapeView: View, PrimitiveView {
    let drawing: ShapeDrawing
    /// The shape as written, before a border's inset: what drawings chained on it draw.
    private var outline: AnyShape
    /// Drawings chained on this one, drawn over it in order.
    private var layers: [ShapeDrawing] = []

    init(drawing: ShapeDrawing, outline: AnyShape? = nil) {
        self.drawing = drawing
        self.outline = outline ?? drawing.shape
    }

    public typealias Body = Never

    func makeNode() -> ViewNode {
        let base = ViewNode(kind: .layout(ShapeLayout(drawing: drawing)))
        guard !layers.isEmpty else { return base }
        return ZStackLayout(alignment: .center)
            .makeNode(children: [base] + layers.map { ViewNode(kind: .layout(ShapeLayout(drawing: $0))) })
    }

    /// This view with the shape filled with `content` over it.
    public func fill(_ content: some ShapeStyle, style: FillStyle = FillStyle()) -> ShapeView {
        adding(ShapeDrawing(shape: outline, mode: .fill(style.rule), paint: content.paint))
    }

    /// This view with the shape filled with the foreground style over it.
    public func fill(style: FillStyle = FillStyle()) -> ShapeView {
        adding(ShapeDrawing(shape: outline, mode: .fill(style.rule), paint: nil))
    }

    /// This view with the shape's outline stroked over it inside the frame, in the foreground
    /// style.
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> ShapeView {
        adding(ShapeDrawing(shape: AnyShape(InsetShape(base: outline, inset: lineWidth / 2)),
                            mode: .stroke(StrokeStyle(lineWidth: lineWidth)), paint: nil))
    }

    /// This view with the shape's outline stroked over it, centred on the path.
    public func stroke(_ content: some ShapeStyle, lineWidth: CGFloat = 1, antialiased: Bool = true) -> ShapeView {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// This view with the shape's outline stroked over it in a full stroke style.
    public func stroke(_ content: some ShapeStyle, style: StrokeStyle, antialiased: Bool = true) -> ShapeView {
        adding(ShapeDrawing(shape: outline, mode: .stroke(style), paint: content.paint))
    }

    /// This view with the shape's outline stroked over it inside the frame.
    public func strokeBorder(_ content: some ShapeStyle, lineWidth: CGFloat = 1, antialiased: Bool = true) -> ShapeView {
        adding(ShapeDrawing(shape: AnyShape(InsetShape(base: outline, inset: lineWidth / 2)),
                            mode: .stroke(StrokeStyle(lineWidth: lineWidth)), paint: content.paint))
    }

    private func adding(_ layer: ShapeDrawing) -> ShapeView {
        var copy = self
        copy.layers.append(layer)
        return copy
    }
}

extension Shape {
    /// A shape on its own fills its frame with the foreground colour.
    public var body: ShapeView {
        ShapeView(drawing: ShapeDrawing(shape: AnyShape(self), mode: .fill(.nonZero), paint: nil))
    }

    /// Fills the shape with `content`, as SwiftUI's `fill(_:style:)`.
    public func fill(_ content: some ShapeStyle, style: FillStyle = FillStyle()) -> ShapeView {
        ShapeView(drawing: ShapeDrawing(shape: AnyShape(self), mode: .fill(style.rule), paint: content.paint))
    }

    /// Fills the shape with the foreground colour.
    public func fill() -> ShapeView { body }

    /// Strokes the outline, centred on the path, with `style`.
    public func stroke(_ style: some ShapeStyle, lineWidth: CGFloat = 1) -> ShapeView {
        stroke(style, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Strokes the outline, centred on the path, with `style` and a full stroke style.
    public func stroke(_ style: some ShapeStyle, style strokeStyle: StrokeStyle) -> ShapeView {
        ShapeView(drawing: ShapeDrawing(shape: AnyShape(self), mode: .stroke(strokeStyle), paint: style.paint))
    }

    /// Strokes the outline in the foreground colour.
    public func stroke(lineWidth: CGFloat = 1) -> ShapeView {
        ShapeView(drawing: ShapeDrawing(shape: AnyShape(self), mode: .stroke(StrokeStyle(lineWidth: lineWidth)), paint: nil))
    }

    /// Strokes the outline inside the frame (the path inset by half the line width), as
    /// SwiftUI's `strokeBorder`, so the stroke never spills outside the view.
    public func strokeBorder(_ style: some ShapeStyle, lineWidth: CGFloat = 1) -> ShapeView {
        let border = InsetShape(base: AnyShape(self), inset: lineWidth / 2).stroke(style, lineWidth: lineWidth)
        return ShapeView(drawing: border.drawing, outline: AnyShape(self))
    }

    /// Strokes the outline inside the frame in the foreground colour.
    public func strokeBorder(lineWidth: CGFloat = 1) -> ShapeView {
        let border = InsetShape(base: AnyShape(self), inset: lineWidth / 2).stroke(lineWidth: lineWidth)
        return ShapeView(drawing: border.drawing, outline: AnyShape(self))
    }
}

/// A shape drawn in its rect inset on every side.
struct InsetShape: Shape {
    var base: AnyShape
    var inset: CGFloat

    func path(in rect: CGRect) -> Path { base.path(in: rect.insetBy(dx: inset, dy: inset)) }
}
