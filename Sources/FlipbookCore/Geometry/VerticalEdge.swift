/// The top or the bottom edge, as SwiftUI's `VerticalEdge`.
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
    case top
    case bottom
}
