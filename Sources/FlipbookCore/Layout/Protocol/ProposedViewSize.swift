/// The size a parent offers a view, as SwiftUI's `ProposedViewSize`: each dimension in
/// points, or `nil` to ask for the view's ideal size along it.
public struct ProposedViewSize: Hashable, Sendable {
    /// The width offered, in points; `nil` asks for the ideal width.
    public var width: CGFloat?
    /// The height offered, in points; `nil` asks for the ideal height.
    public var height: CGFloat?

    /// Creates a proposal from its two dimensions.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// Creates a proposal of exactly `size`.
    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

    /// Asks for the view's smallest size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Asks for the view's ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Asks for the view's largest size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal as a size, with `nil` dimensions taken from `size` (10 × 10 points by
    /// default, as SwiftUI's).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}

/// The engine's older name for a proposal.
typealias ProposedSize = ProposedViewSize

extension ProposedViewSize {
    /// The proposal with `nil` dimensions replaced by `fallback`.
    func replacingUnspecified(with fallback: CGFloat) -> CGSize {
        CGSize(width: width ?? fallback, height: height ?? fallback)
    }

    /// The dimension along `axis`.
    func along(_ axis: Axis) -> CGFloat? { axis == .horizontal ? width : height }

    /// A proposal of `main` along `axis` and `across` the other way.
    static func make(along axis: Axis, _ main: CGFloat?, across: CGFloat?) -> ProposedViewSize {
        axis == .horizontal ? ProposedViewSize(width: main, height: across) : ProposedViewSize(width: across, height: main)
    }
}

extension ProposedViewSize: CustomStringConvertible {
    public var description: String {
        "\(width.map { "\($0)" } ?? "nil")×\(height.map { "\($0)" } ?? "nil")"
    }
}
