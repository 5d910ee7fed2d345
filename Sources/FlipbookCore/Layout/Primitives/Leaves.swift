/// A string in the environment's font and colour, with its own attributes applied; cut to its
/// line limit and shrunk down to its minimum scale factor to fit the width offered.
struct TextLayout: NodeLayout {
    let string: String
    var attributes = TextAttributes()
    /// The parts of a text made with `+` (see `Text.parts`).
    var parts: [TextPart] = []

    func size(of node: ViewNode, proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
        let (shown, style) = fitted(width: proposal.width, environment: context.environment)
        return TextMeasurer.size(of: shown, style: style, width: proposal.width)
    }

    func place(_ node: ViewNode, into laidOut: inout LaidOutNode, context: LayoutContext) {
        // The frame is the width measured for the text as fitted to the offer; half a point more
        // fits that same text again (the drawing allows the same half point).
        let (shown, style) = fitted(width: laidOut.frame.width + 0.5, environment: context.environment)
        laidOut.content = .text(shown, style)
    }

    func flexibility(of node: ViewNode, along axis: Axis) -> Int { 0 }

    /// The string as shown and its style, for a width offered.
    private func fitted(width: CGFloat?, environment: EnvironmentValues) -> (String, TextStyle) {
        let limits = environment.textLimits
        guard limits != TextLimits() || attributes != TextAttributes() || !parts.isEmpty else {
            return (string, Self.style(environment))
        }
        let shown = limits.textCase.map { $0.applied(to: string) } ?? string
        let base = Self.style(environment)
        let attributes = attributes.resolved(in: environment)
        var style = Self.style(base, with: attributes, limits: limits)
        var start = 0
        style.spans = parts.map { part in
            let partStyle = Self.style(base, with: part.attributes.resolved(in: environment).over(attributes), limits: limits)
            defer { start += part.length }
            return TextSpan(start: start, end: start + part.length, font: partStyle.font, color: partStyle.color)
        }
        guard let width, width.isFinite, width > 0 else { return (shown, style) }
        if limits.lineLimit == 1 {
            style.scaleFonts(by: TextMeasurer.scale(fitting: shown, style: style, width: width, minimum: limits.minimumScaleFactor))
        }
        guard let lineLimit = limits.lineLimit else { return (shown, style) }
        return (TextMeasurer.truncated(shown, style: style, width: width, lines: lineLimit, mode: limits.truncationMode), style)
    }

    /// `base` with a text's own modifiers and the environment's limits applied.
    private static func style(_ base: TextStyle, with attributes: TextAttributes, limits: TextLimits) -> TextStyle {
        var style = attributes.applied(to: base)
        style.alignment = limits.alignment
        if attributes.weight == nil, let weight = limits.weight { style.font.weight = weight }
        if limits.isItalic { style.font.isItalic = true }
        return style
    }

    /// Text in the environment's font and colour, centred.
    static func style(_ environment: EnvironmentValues) -> TextStyle {
        TextStyle(font: environment.font, color: environment.foregroundColor, alignment: .center)
    }
}

/// An icon: a square 1.2 times the font size.
struct SymbolLayout: NodeLayout {
    let symbol: SystemSymbol

    func size(of node: ViewNode, proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
        let size = Self.size(context.environment)
        return CGSize(width: size * 1.2, height: size * 1.2)
    }

    func place(_ node: ViewNode, into laidOut: inout LaidOutNode, context: LayoutContext) {
        laidOut.content = .symbol(symbol, size: Self.size(context.environment), color: context.environment.foregroundColor)
    }

    /// The symbol's size: the font's, scaled by `.imageScale`.
    private static func size(_ environment: EnvironmentValues) -> CGFloat {
        let scale = environment.imageScale
        return scale == .medium ? environment.font.size : environment.font.size * scale.factor
    }

    func flexibility(of node: ViewNode, along axis: Axis) -> Int { 0 }
}

/// Views that take all the space offered (10 points along an unspecified dimension, as
/// SwiftUI's): shapes, colours, geometry readers.
protocol FillingLayout: NodeLayout {}

extension FillingLayout {
    func size(of node: ViewNode, proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
        proposal.replacingUnspecified(with: 10)
    }

    func flexibility(of node: ViewNode, along axis: Axis) -> Int { 1 }
}

/// A shape, filled or stroked in its frame.
struct ShapeLayout: FillingLayout {
    let drawing: ShapeDrawing

    func place(_ node: ViewNode, into laidOut: inout LaidOutNode, context: LayoutContext) {
        laidOut.content = .shape(drawing)
    }
}

/// A colour filling its frame.
struct ColorLayout: FillingLayout {
    let color: Color

    func place(_ node: ViewNode, into laidOut: inout LaidOutNode, context: LayoutContext) {
        laidOut.content = .color(color.resolved(in: context.environment))
    }
}

/// A spacer: in a stack, it grows along the stack's axis (at least `minLength`) and takes no
/// room across it; elsewhere it is a square of `minLength`.
struct SpacerLayout: NodeLayout {
    let minLength: CGFloat

    func size(of node: ViewNode, proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
        guard let axis = context.stackAxis else { return CGSize(width: minLength, height: minLength) }
        return CGSize.make(along: axis, proposal.along(axis).map { max(minLength, $0) } ?? minLength, across: 0)
    }

    func place(_ node: ViewNode, into laidOut: inout LaidOutNode, context: LayoutContext) {}

    func flexibility(of node: ViewNode, along axis: Axis) -> Int { 2 }
}

/// Nothing, of no size: the stand-in for a modifier's content outside its body.
struct EmptyLayout: NodeLayout {
    func size(of node: ViewNode, proposal: ProposedViewSize, context: LayoutContext) -> CGSize { .zero }
    func place(_ node: ViewNode, into laidOut: inout LaidOutNode, context: LayoutContext) {}
    func flexibility(of node: ViewNode, along axis: Axis) -> Int { 0 }
}
