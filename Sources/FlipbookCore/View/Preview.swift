/// Declares a preview of a view, as SwiftUI's `#Preview`: `#Preview { CardView(card: .sample) }`,
/// `#Preview("Dark") { … }`, `#Preview(traits: .landscapeLeft) { … }`. The body may declare
/// values before the view it ends with.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @PreviewBodyBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "FlipbookMacros", type: "PreviewMacro")

/// Declares a preview of a view with traits, as SwiftUI's `#Preview(_:traits:_:body:)`.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
                     _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
                     @PreviewBodyBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "FlipbookMacros", type: "PreviewMacro")

/// Marks a property of a `#Preview` body, as SwiftUI's `@Previewable`: `@Previewable @State
/// var theme = Theme.sample` keeps its state in a view made for the preview.
@attached(peer)
public macro Previewable() = #externalMacro(module: "FlipbookMacros", type: "PreviewableMacro")

/// What `#Preview` declares: a preview's title, its traits and the view it shows.
@MainActor
public protocol PreviewSource {
    /// The preview's name, if it was given one.
    static var title: String? { get }
    /// How the preview is shown: its layout and orientation.
    static var traits: [PreviewTrait<Preview.ViewTraits>] { get }
    /// The view the preview shows.
    static func makeView() -> any View
}

/// The namespace of preview traits, as DeveloperToolsSupport's `Preview`.
public struct Preview: Sendable {
    /// The traits a view's preview takes.
    public enum ViewTraits: Sendable {}
}

/// How a preview is shown, as DeveloperToolsSupport's `PreviewTrait`.
public struct PreviewTrait<T>: Sendable {
    /// What the trait sets.
    package enum Kind: Hashable, Sendable {
        case layout(PreviewLayout)
        case orientation(InterfaceOrientation)
    }

    package let kind: Kind

    package init(_ kind: Kind) { self.kind = kind }
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The device's screen.
    public static var defaultLayout: PreviewTrait { PreviewTrait(.layout(.device)) }
    /// The view at its own size.
    public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait(.layout(.sizeThatFits)) }
    /// A fixed size.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
        PreviewTrait(.layout(.fixed(width: width, height: height)))
    }
    /// Upright.
    public static var portrait: PreviewTrait { PreviewTrait(.orientation(.portrait)) }
    /// Upside down.
    public static var portraitUpsideDown: PreviewTrait { PreviewTrait(.orientation(.portraitUpsideDown)) }
    /// On its side, home button or indicator on the left.
    public static var landscapeLeft: PreviewTrait { PreviewTrait(.orientation(.landscapeLeft)) }
    /// On its side, home button or indicator on the right.
    public static var landscapeRight: PreviewTrait { PreviewTrait(.orientation(.landscapeRight)) }
}

/// Which way up a device is held, as SwiftUI's `InterfaceOrientation`.
public enum InterfaceOrientation: Hashable, Sendable {
    case portrait, portraitUpsideDown, landscapeLeft, landscapeRight
}

/// Collects a preview's body, as SwiftUI's preview body builder: values declared first, then
/// the view it shows.
@resultBuilder
public enum PreviewBodyBuilder {
    public static func buildExpression(_ view: some View) -> any View { view }
    public static func buildBlock(_ view: any View) -> any View { view }
}
