/// The indices of a node's children in drawing order, back to front: their own order unless
/// a `zIndex` puts one above a later sibling, then by `zIndex` (siblings of one `zIndex` in
/// their own order). Walks that go by these indices read each child in place instead of
/// copying it (a laid-out node is a large value: copies cost retains and releases).
struct DrawingOrder: RandomAccessCollection {
    let startIndex = 0
    let endIndex: Int
    /// The indices sorted by `zIndex`; `nil` when the children's own order is the drawing order.
    private let sorted: [Int]?

    /// The drawing order of `children`.
    init(_ children: [LaidOutNode]) {
        endIndex = children.count
        // Mostly no child sets a zIndex: the order is the children's own, and nothing is made.
        let isOwnOrder = children.indices.dropFirst().allSatisfy {
            children[$0 - 1].attributes.zIndex <= children[$0].attributes.zIndex
        }
        sorted = isOwnOrder ? nil : children.indices.sorted {
            (children[$0].attributes.zIndex, $0) < (children[$1].attributes.zIndex, $1)
        }
    }

    subscript(position: Int) -> Int { sorted?[position] ?? position }
}

extension LaidOutNode {
    /// The children back to front.
    var drawingOrder: [LaidOutNode] { DrawingOrder(children).map { children[$0] } }

    /// Calls `body` with each child, back to front.
    func forEachChildInDrawingOrder(_ body: (LaidOutNode) throws -> Void) rethrows {
        for index in DrawingOrder(children) { try body(children[index]) }
    }

    /// The first result `body` gives for the children taken front to back (the reverse of
    /// the drawing order); `nil` when it gives none.
    func firstFromFront<Result>(_ body: (LaidOutNode) throws -> Result?) rethrows -> Result? {
        for index in DrawingOrder(children).reversed() {
            if let result = try body(children[index]) { return result }
        }
        return nil
    }
}
