extension View {
    /// Fills the view's frame behind it with `style`, as SwiftUI's `background(_:ignoresSafeAreaEdges:)`.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        wrapped(in: .layout(LayerLayout(alignment: .center, isBackground: true)), with: [Self.filling(style, ignoring: edges)])
    }

    /// Fills the view's frame in front of it with `style`, as SwiftUI's `overlay(_:ignoresSafeAreaEdges:)`.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        wrapped(in: .layout(LayerLayout(alignment: .center, isBackground: false)), with: [Self.filling(style, ignoring: edges)])
    }

    /// Fills `shape` in the view's frame behind it with `style`, as SwiftUI's `background(_:in:fillStyle:)`.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(shape.fill(style, style: fillStyle))
    }

    /// Draws a border of `width` points inside the view's frame, as SwiftUI's `border(_:width:)`.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }

    /// Clips the view to a rectangle with corners of `radius` points, as SwiftUI's `cornerRadius(_:antialiased:)`.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius))
    }

    /// Scales the view to fit the space offered, keeping its aspect ratio.
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

    /// Scales the view to fill the space offered, keeping its aspect ratio.
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }

    /// Keeps the view's place in the layout but draws nothing and takes no touches, as SwiftUI's `hidden()`.
    public func hidden() -> some View { opacity(0).allowsHitTesting(false) }

    /// Lets the view take its ideal size along both axes, whatever it is offered.
    public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

    /// Lets the view take its ideal size along the chosen axes, whatever it is offered.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        wrapped(in: .layout(FixedSizeLayout(horizontal: horizontal, vertical: vertical)))
    }

    /// Shows the view only where `mask` is opaque, as SwiftUI's `mask(alignment:_:)`: the mask
    /// is laid out in the view's frame, aligned there, and takes no touches.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        wrapped(in: .layout(MaskLayout(alignment: alignment)), with: [mask().allowsHitTesting(false).makeNode()])
    }

    /// Shows the view only where `mask` is opaque, as SwiftUI's older `mask(_:)`.
    public func mask<Mask: View>(_ mask: Mask) -> some View { self.mask { mask } }

    /// Draws a shadow under the view, as SwiftUI's `shadow(color:radius:x:y:)`: the silhouette
    /// of everything the view draws, in `color`, blurred by `radius` points (a Gaussian of that
    /// standard deviation, as a layer's shadow radius) and moved by `x` and `y` points. The
    /// shadow takes no room in the layout and no touches.
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
                       x: CGFloat = 0, y: CGFloat = 0) -> some View {
        let shadow = DropShadow(color: color, radius: DropShadow.limited(radius, to: 0...1_000),
                                offset: CGSize(width: DropShadow.limited(x), height: DropShadow.limited(y)))
        return wrapped(in: .layout(ShadowLayout(shadow: shadow)))
    }

    /// A view that fills its frame with `style`, and the safe area beyond it on `edges`: a
    /// colour is its own view, as `Color.red` is.
    private static func filling(_ style: some ShapeStyle, ignoring edges: Edge.Set) -> ViewNode {
        let fill = (style as? Color)?.makeNode() ?? Rectangle().fill(style).makeNode()
        return edges.isEmpty ? fill : ViewNode(kind: .layout(SafeAreaIgnoringLayout(edges: edges)), children: [fill])
    }
}

/// The regions of the safe area a view can extend into, as SwiftUI's `SafeAreaRegions`.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    /// Creates a set from its raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The area under the status bar and the home indicator.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The area under the keyboard.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// Both.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension View {
    /// Lets the view extend into the safe area, as SwiftUI's `ignoresSafeArea(_:edges:)`:
    /// where it touches the safe area's edge on one of `edges`, it grows to the screen's edge
    /// (under the status bar, the home indicator). Flipbook has no keyboard, so only
    /// `.container` counts.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        wrapped(in: .layout(SafeAreaIgnoringLayout(edges: regions.contains(.container) ? edges : [])))
    }

    /// Lets the view extend into the safe area on `edges`, as SwiftUI's `edgesIgnoringSafeArea(_:)`.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        ignoresSafeArea(.container, edges: edges)
    }
}
