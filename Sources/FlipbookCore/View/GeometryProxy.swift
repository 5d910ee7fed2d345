/// What a `GeometryReader` knows, as SwiftUI's `GeometryProxy`: its size, where it sits and
/// the safe area around it.
/// Sendable unchecked: immutable, its named spaces keyed by the names users give.
public struct GeometryProxy: @unchecked Sendable {
    /// The size offered to the reader, in points.
    public let size: CGSize
    /// Where the reader sits on the screen, and the spaces named above it.
    private let frameOnScreen: CGRect
    private let namedSpaces: [AnyHashable: CGPoint]
    /// The insets of the safe area around the reader, as SwiftUI's `safeAreaInsets`: on the
    /// edges where the reader meets the safe area's edge, how far the screen's edge lies
    /// beyond (the status bar's 47 points above a root view on an iPhone 13).
    public let safeAreaInsets: EdgeInsets

    init(placement: LayoutPlacement) {
        size = placement.size
        frameOnScreen = placement.globalFrame
        namedSpaces = placement.namedSpaces
        safeAreaInsets = placement.safeArea
    }

    /// The reader's frame in `coordinateSpace`, as SwiftUI's `frame(in:)`: at the origin in
    /// `.local`; on the screen in `.global`; in `.named(name)`, relative to the view that
    /// `.coordinateSpace(name:)` named so (on the screen when no view above has that name).
    /// Offsets and other drawing effects are not counted, scrolling is.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local: return CGRect(origin: .zero, size: size)
        case .global: return frameOnScreen
        case let .named(name):
            let origin = namedSpaces[name] ?? .zero
            return frameOnScreen.offsetBy(dx: -origin.x, dy: -origin.y)
        }
    }
}
