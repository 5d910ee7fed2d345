/// A shape drawn as a view, filled or stroked.
public struct ShapeView: View, PrimitiveView {
    let drawing: ShapeDrawing

    public typealias Body = Never
    func makeNode() -> ViewNode { ViewNode(kind: .layout(ShapeLayout(drawing: drawing))) }
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
        InsetShape(base: AnyShape(self), inset: lineWidth / 2).stroke(style, lineWidth: lineWidth)
    }

    /// Strokes the outline inside the frame in the foreground colour.
    public func strokeBorder(lineWidth: CGFloat = 1) -> ShapeView {
        InsetShape(base: AnyShape(self), inset: lineWidth / 2).stroke(lineWidth: lineWidth)
    }
}

/// A shape drawn in its rect inset on every side.
struct InsetShape: Shape {
    var base: AnyShape
    var inset: CGFloat

    func path(in rect: CGRect) -> Path { base.path(in: rect.insetBy(dx: inset, dy: inset)) }
}
