/// Where a child sits inside a larger space, as SwiftUI's `Alignment`.
public struct Alignment: Hashable, Sendable {
    /// The unit point of the child that lines up with the same unit point of the space.
    public var unitPoint: UnitPoint

    public static let center = Alignment(unitPoint: .center)
    public static let leading = Alignment(unitPoint: .leading)
    public static let trailing = Alignment(unitPoint: .trailing)
    public static let top = Alignment(unitPoint: .top)
    public static let bottom = Alignment(unitPoint: .bottom)
    public static let topLeading = Alignment(unitPoint: .topLeading)
    public static let topTrailing = Alignment(unitPoint: .topTrailing)
    public static let bottomLeading = Alignment(unitPoint: .bottomLeading)
    public static let bottomTrailing = Alignment(unitPoint: .bottomTrailing)

    /// The alignment of `horizontal` across and `vertical` down, as SwiftUI's `Alignment(horizontal:vertical:)`.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        unitPoint = UnitPoint(x: horizontal.fraction, y: vertical.fraction)
    }

    /// Creates an alignment from the unit point that lines up.
    public init(unitPoint: UnitPoint) { self.unitPoint = unitPoint }

    /// The origin of a child of `size` aligned inside `space`.
    func origin(of size: CGSize, in space: CGRect) -> CGPoint {
        CGPoint(x: space.minX + (space.width - size.width) * unitPoint.x,
              y: space.minY + (space.height - size.height) * unitPoint.y)
    }
}

/// Horizontal alignment of the children of a `VStack`.
public enum HorizontalAlignment: Sendable { case leading, center, trailing
    var fraction: Double { self == .leading ? 0 : self == .center ? 0.5 : 1 }
}

/// Vertical alignment of the children of an `HStack`.
public enum VerticalAlignment: Sendable { case top, center, bottom
    var fraction: Double { self == .top ? 0 : self == .center ? 0.5 : 1 }
}

/// How `aspectRatio` fits content to the space: inside it, or covering it.
public enum ContentMode: Sendable { case fit, fill }

/// The two axes.
public enum Axis: Sendable { case horizontal, vertical }
