/// Text: as wide as its line (or wrapped to the offered width), as tall as its lines.
struct TextLayout: NodeLayout {
    let string: String

    func size(of node: ViewNode, proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
        TextMeasurer.size(of: string, style: Self.style(context.environment), width: proposal.width)
    }

    func place(_ node: ViewNode, into laidOut: inout LaidOutNode, context: LayoutContext) {
        laidOut.content = .text(string, Self.style(context.environment))
    }

    func flexibility(of node: ViewNode, along axis: Axis) -> Int { 0 }

    /// Text in the environment's font and colour, centred.
    static func style(_ environment: EnvironmentValues) -> TextStyle {
        TextStyle(font: environment.font, color: environment.foregroundColor, alignment: .center)
    }
}

/// An icon: a square 1.2 times the font size.
struct SymbolLayout: NodeLayout {
    let symbol: SystemSymbol

    func size(of node: ViewNode, proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
        CGSize(width: context.environment.font.size * 1.2, height: context.environment.font.size * 1.2)
    }

    func place(_ node: ViewNode, into laidOut: inout LaidOutNode, context: LayoutContext) {
        laidOut.content = .symbol(symbol, size: context.environment.font.size, color: context.environment.foregroundColor)
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
        laidOut.content = .color(color)
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
