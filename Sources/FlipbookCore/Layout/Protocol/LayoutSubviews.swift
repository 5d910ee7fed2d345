/// The subviews of a layout container, in the order they were built, as SwiftUI's
/// `LayoutSubviews`. Views inside a `ForEach`, a `Group` or an `if` count one by one.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    public typealias Element = LayoutSubview
    public typealias Index = Int
    public typealias SubSequence = LayoutSubviews

    let storage: SubviewStorage
    let range: Range<Int>

    init(_ storage: SubviewStorage) {
        self.storage = storage
        range = storage.nodes.indices
    }

    private init(_ storage: SubviewStorage, range: Range<Int>) {
        self.storage = storage
        self.range = range
    }

    public var startIndex: Int { range.lowerBound }
    public var endIndex: Int { range.upperBound }

    /// The subview at `index`.
    public subscript(index: Int) -> LayoutSubview { LayoutSubview(storage: storage, index: index) }

    /// The subviews in `bounds`, keeping their indices.
    public subscript(bounds: Range<Int>) -> LayoutSubviews { LayoutSubviews(storage, range: bounds) }

    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.storage === rhs.storage && lhs.range == rhs.range
    }
}

/// One subview of a layout container, as SwiftUI's `LayoutSubview`: ask it what size it
/// takes, then place it.
public struct LayoutSubview: Equatable {
    let storage: SubviewStorage
    let index: Int

    var node: ViewNode { storage.nodes[index] }

    /// The size the subview takes when offered `proposal`, in points.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let index = self.index
        return onEngine { $0.size(at: index, proposal: proposal) }
    }

    /// Runs `body` with the storage on the main actor: the engine calls a layout's methods
    /// there, while it lays out the scene, and a subview is asked nowhere else. Debug builds
    /// check it; release builds skip the check, which stacks would pay for every measure.
    private func onEngine<T: Sendable>(_ body: @MainActor (SubviewStorage) -> T) -> T {
        nonisolated(unsafe) let storage = storage
        #if DEBUG
        return MainActor.assumeIsolated { body(storage) }
        #else
        return withoutActuallyEscaping(body) { body in
            unsafeBitCast(body, to: ((SubviewStorage) -> T).self)(storage)
        }
        #endif
    }

    /// The subview's size and alignment guides when offered `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        ViewDimensions(sizeThatFits(proposal))
    }

    /// Places the subview, at the size it takes for `proposal`, so that its `anchor` lies at
    /// `position` (in the coordinates of the bounds given to `placeSubviews`). Call it from
    /// `placeSubviews(in:proposal:subviews:cache:)`; elsewhere it does nothing.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let size = sizeThatFits(proposal)
        func offset(_ fraction: CGFloat, _ length: CGFloat) -> CGFloat { fraction == 0 ? 0 : fraction * length }
        place(in: CGRect(x: position.x - offset(anchor.x, size.width), y: position.y - offset(anchor.y, size.height),
                       width: size.width, height: size.height))
    }

    /// Gives the subview exactly `frame`, whatever size it would take.
    func place(in frame: CGRect) {
        guard storage.isPlacing else { return }
        storage.placements[index] = frame
    }

    /// The subview's layout priority, from `.layoutPriority(_:)`: stacks offer space to
    /// higher priorities first. 0 by default.
    public var priority: Double { node.attributes.layoutPriority }

    /// The space the subview prefers around its edges.
    public var spacing: ViewSpacing {
        let index = self.index
        return onEngine { $0.context.spacing(of: $0.nodes[index]) }
    }

    /// How the subview flexes along `axis`: 0 fixed, 1 flexible, 2 a spacer.
    func flexibility(along axis: Axis) -> Int {
        let index = self.index
        return onEngine { LayoutEngine.flexibility(of: $0.nodes[index], along: axis) }
    }

    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
        lhs.storage === rhs.storage && lhs.index == rhs.index
    }
}

/// What the subviews of one call of a layout share: their nodes, how to measure them, what
/// they measured, and where they were placed.
final class SubviewStorage {
    /// The size of subview `index` when offered `proposal`, measured once per proposal.
    @MainActor func size(at index: Int, proposal: ProposedViewSize) -> CGSize {
        if let last = measured[index], last.proposal == proposal { return last.size }
        let size = context.size(of: nodes[index], proposal: proposal)
        measured[index] = (proposal, size)
        return size
    }

    /// The subviews; a grid swaps a row's layout for its cells' frames while placing.
    var nodes: [ViewNode]
    /// The context of the container's children: their environment and the stack they are in.
    let context: LayoutContext
    let isPlacing: Bool
    var measured: [(proposal: ProposedViewSize, size: CGSize)?]
    var placements: [CGRect?]

    init(nodes: [ViewNode], context: LayoutContext, isPlacing: Bool) {
        self.nodes = nodes
        self.context = context
        self.isPlacing = isPlacing
        measured = Array(repeating: nil, count: nodes.count)
        placements = isPlacing ? Array(repeating: nil, count: nodes.count) : []
    }
}
