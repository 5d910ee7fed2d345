/// A string drawn in the environment's font and colour, as SwiftUI's `Text`.
nonisolated public struct Text: View, PrimitiveView {
    package let string: String
    /// What the text's own modifiers (`.bold()`, `.font(_:)`, …) change of the environment's font and colour.
    var attributes = TextAttributes()
    /// The parts of a text made with `+`, each with its own modifiers, in order; empty for
    /// text of one part.
    var parts: [TextPart] = []

    /// Creates text showing `content` verbatim (a literal is a `LocalizedStringKey`).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { self.string = String(content) }

    /// Creates text showing `content` verbatim, as SwiftUI's `Text(verbatim:)`.
    public init(verbatim content: String) { self.string = content }

    public typealias Body = Never
    func makeNode() -> ViewNode { ViewNode(kind: .layout(TextLayout(string: string, attributes: attributes, parts: parts))) }
}

/// An icon named as SF Symbols names it, drawn from Material Icons in the environment's
/// font size and colour, as SwiftUI's `Image(systemName:)`. An unknown name draws a
/// question mark in a circle, as a missing symbol would, and is reported by `SystemSymbol`.
nonisolated public struct Image: View, PrimitiveView {
    let symbol: SystemSymbol?
    /// The picture of an image made from pixels (`Image(bitmap:)`), drawn one pixel a point.
    var bitmap: Bitmap?
    /// Whether the picture stretches to its frame (`.resizable()`).
    var isResizable = false

    /// Creates an icon from an SF Symbol name.
    public init(systemName: String) { symbol = try? SystemSymbol(systemName: systemName) }

    public typealias Body = Never
    func makeNode() -> ViewNode {
        if let bitmap { return ViewNode(kind: .layout(BitmapLayout(bitmap: bitmap, isResizable: isResizable))) }
        return ViewNode(kind: .layout(SymbolLayout(symbol: symbol ?? (try! SystemSymbol(systemName: "questionmark.circle")))))
    }
}

extension Color: View, PrimitiveView {
    public typealias Body = Never
    func makeNode() -> ViewNode { ViewNode(kind: .layout(ColorLayout(color: self))) }
}

/// Flexible space that pushes the views of a stack apart, as SwiftUI's `Spacer`.
public struct Spacer: View, PrimitiveView {
    let minLength: CGFloat

    /// Creates a spacer at least `minLength` points long.
    public init(minLength: CGFloat = 0) { self.minLength = minLength }

    public typealias Body = Never
    func makeNode() -> ViewNode { ViewNode(kind: .spacer(minLength: minLength)) }
}

/// A view that hands its proposed size to `content`, as SwiftUI's `GeometryReader`. It takes
/// all the space offered and places its content at its top-left corner.
public struct GeometryReader<Content: View>: View, PrimitiveView {
    let content: (GeometryProxy) -> Content

    /// Creates the reader.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

    public typealias Body = Never
    func makeNode() -> ViewNode {
        let content = self.content
        return ViewNode(kind: .geometryReader { proxy in content(proxy).makeNode() })
    }
}
