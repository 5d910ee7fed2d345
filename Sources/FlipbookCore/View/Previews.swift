/// A type that shows views in previews, as SwiftUI's `PreviewProvider`:
///
///     struct CardView_Previews: PreviewProvider {
///         static var previews: some View { CardView(card: .sample) }
///     }
///
/// Its previews are found without registration: `MyApp previews -o DIR` writes each, and
/// FlipbookTesting's `assertPreviewSnapshots(module:)` snapshots them. Each view of a
/// `previews` group is one preview; `.previewDisplayName`, `.previewLayout`, `.previewDevice`
/// and `.preferredColorScheme` set how it is shown.
@MainActor @preconcurrency public protocol PreviewProvider {
    /// The type of the previews.
    associatedtype Previews: View
    /// The views to preview.
    @ViewBuilder static var previews: Previews { get }
}

/// How a preview is sized, as SwiftUI's `PreviewLayout`.
public enum PreviewLayout: Hashable, Sendable {
    /// The device's screen.
    case device
    /// The view's own size.
    case sizeThatFits
    /// A size of `width` by `height` points.
    case fixed(width: CGFloat, height: CGFloat)
}

/// The device a preview shows on, by name ("iPhone 13"), as SwiftUI's `PreviewDevice`.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
    public let rawValue: String

    /// A device named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A device named by a string literal.
    public init(stringLiteral value: String) { rawValue = value }
}

extension View {
    /// Names the preview: the file `previews` writes and the snapshot's name.
    public func previewDisplayName(_ displayName: String?) -> some View {
        PreviewAttributed(content: self, attributes: PreviewAttributes(name: displayName))
    }

    /// Sizes the preview: the device's screen, the view's own size, or a fixed size.
    public func previewLayout(_ value: PreviewLayout) -> some View {
        PreviewAttributed(content: self, attributes: PreviewAttributes(layout: value))
    }

    /// Shows the preview on `value`'s screen, by its name ("iPhone SE (3rd generation)"); a
    /// device Flipbook does not know leaves the default, an iPhone 13.
    public func previewDevice(_ value: PreviewDevice?) -> some View {
        PreviewAttributed(content: self, attributes: PreviewAttributes(device: value))
    }
}

/// How one preview asks to be shown: what the preview modifiers set.
package struct PreviewAttributes: Sendable {
    package var name: String?
    package var layout: PreviewLayout?
    package var device: PreviewDevice?

    /// The attributes of `self`, with `outer`'s where `self` sets none (a modifier on a group
    /// applies to each view of it, as in SwiftUI).
    func under(_ outer: PreviewAttributes) -> PreviewAttributes {
        PreviewAttributes(name: name ?? outer.name, layout: layout ?? outer.layout, device: device ?? outer.device)
    }
}

/// A view with preview attributes: drawn as its content.
private struct PreviewAttributed<Content: View>: View, PreviewAttributedView {
    let content: Content
    let attributes: PreviewAttributes

    var body: some View { content }

    var attributedContent: any View { content }
}

/// What the decomposition of a provider's previews reads, whatever the content's type.
@MainActor private protocol PreviewAttributedView {
    var attributedContent: any View { get }
    var attributes: PreviewAttributes { get }
}

/// One preview of a ``PreviewProvider``: each view of its `previews` group is one, as in
/// Xcode's canvas.
package struct PreviewPart {
    /// The view, without its preview attributes.
    package let view: any View
    package let attributes: PreviewAttributes
}

extension PreviewProvider {
    /// The previews `previews` holds: a group's views one by one, each with its attributes.
    @MainActor package static var parts: [PreviewPart] { PreviewPart.parts(of: previews, under: PreviewAttributes()) }
}

@MainActor
extension PreviewPart {
    /// The previews in `view`, with `outer`'s attributes where they set none.
    static func parts(of view: any View, under outer: PreviewAttributes) -> [PreviewPart] {
        if let attributed = view as? any PreviewAttributedView {
            return parts(of: attributed.attributedContent, under: attributed.attributes.under(outer))
        }
        guard let group = view as? Group else { return [PreviewPart(view: view, attributes: outer)] }
        return group.nodes.flatMap { parts(of: $0, under: outer) }
    }

    /// The previews in a node of a group: its views, a nested group's one by one.
    private static func parts(of node: ViewNode, under outer: PreviewAttributes) -> [PreviewPart] {
        switch node.kind {
        case let .view(body) where node.attributes.isEmpty: parts(of: body.view, under: outer)
        case .group where node.attributes.isEmpty: node.children.flatMap { parts(of: $0, under: outer) }
        default: [PreviewPart(view: AnyView(node: node), attributes: outer)]
        }
    }
}
