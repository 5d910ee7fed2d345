import FlipbookCore

/// Where a frame's pixels can differ from those of a frame drawn before it: boxes of whole
/// device pixels around every part of the display tree that changed, as it was and as it is.
/// Outside them each pixel is made by the same drawings in the same places, so it keeps its
/// bytes; redrawing only inside them over the earlier frame gives the new frame exactly.
///
/// The two trees are walked together while a node and its counterpart draw alike themselves
/// (transform, size, opacity, clip and drawing) and have as many children; a node that differs
/// otherwise is damaged where it drew and where it draws. A node drawn as a group (opacity
/// below 1, or a 3D projection) is damaged whole when anything inside it changed.
struct FrameDamage: Equatable {
    /// A box of device pixels: `minX..<maxX` by `minY..<maxY`.
    struct Box: Equatable {
        var minX: Int, minY: Int, maxX: Int, maxY: Int

        var area: Int { (maxX - minX) * (maxY - minY) }

        /// The box as a rectangle, in device pixels.
        var rect: CGRect { CGRect(x: Double(minX), y: Double(minY), width: Double(maxX - minX), height: Double(maxY - minY)) }

        func union(_ other: Box) -> Box {
            Box(minX: min(minX, other.minX), minY: min(minY, other.minY),
                maxX: max(maxX, other.maxX), maxY: max(maxY, other.maxY))
        }

        /// Whether the boxes overlap or touch.
        func meets(_ other: Box) -> Bool {
            minX <= other.maxX && other.minX <= maxX && minY <= other.maxY && other.minY <= maxY
        }

        /// Whether the boxes share a pixel.
        func overlaps(_ other: Box) -> Bool {
            minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
        }

        func contains(_ other: Box) -> Bool {
            minX <= other.minX && other.maxX <= maxX && minY <= other.minY && other.maxY <= maxY
        }
    }

    /// The damaged boxes, inside the frame and apart from one another; empty when the frames
    /// draw the same.
    private(set) var boxes: [Box] = []

    /// Boxes kept apart at most: more are merged into the box around them all.
    static let maximumBoxes = 8
    /// Pixels added on every side of a drawing's extent, against rounding.
    static let margin = 1

    /// The damage between the frame `old` drew and the one `new` draws on a surface of
    /// `pixelSize` at `scale` pixels a point; `nil` when the whole frame must be drawn: a
    /// drawing reads the pixels behind it (a blurred backdrop), a changed part's extent is not
    /// known, or the damage covers most of the frame anyway.
    init?(from old: DisplayNode?, to new: DisplayNode?, scale: Double, pixelSize: PixelSize) {
        self.frame = Box(minX: 0, minY: 0, maxX: pixelSize.width, maxY: pixelSize.height)
        let toDevice = CGAffineTransform(scaleX: scale, y: scale)
        switch (old, new) {
        case (nil, nil): break
        case let (old?, new?): guard compare(old, new, parent: toDevice) else { return nil }
        case let (old?, nil): guard damage(old, parent: toDevice) else { return nil }
        case let (nil, new?): guard damage(new, parent: toDevice) else { return nil }
        }
        guard boxes.isEmpty || growAroundUnits(of: new, parent: toDevice), !coversMostOfFrame else { return nil }
    }

    /// Whether the boxes cover more than three quarters of the frame: then the whole frame is
    /// drawn, and the walk stops as soon as it is known.
    private var coversMostOfFrame: Bool { boxes.reduce(0) { $0 + $1.area } * 4 > frame.area * 3 }

    private let frame: Box

    /// Adds what differs between `old` and `new`, both under `parent`; `false` when the whole
    /// frame must be drawn (see `add`).
    ///
    /// Each pair of nodes is compared once, itself and then its children, so a change deep in
    /// the tree costs a walk down to it rather than a comparison of whole subtrees at every
    /// level above it. A node that differs in itself, is drawn as a group, or spreads its
    /// children's pixels (a shadow, a blur) is compared whole; children held in the same
    /// storage (a subtree kept from the frame before) are equal without a look, as `==` finds them.
    private mutating func compare(_ old: DisplayNode, _ new: DisplayNode, parent: CGAffineTransform) -> Bool {
        guard old.drawsItselfAlike(new), old.children.count == new.children.count,
              old.opacity >= 1, old.projection == nil, old.drawing?.spreadsChildren != true else {
            return old == new || (damage(old, parent: parent) && damage(new, parent: parent))
        }
        let drawsAlike = old.drawing == new.drawing
        if drawsAlike, old.children.sharesStorage(with: new.children) { return true }
        if !drawsAlike {
            guard add(old.drawingInkExtent, under: old.transform.concatenating(parent)),
                  add(new.drawingInkExtent, under: new.transform.concatenating(parent)) else { return false }
        }
        let toDevice = new.transform.concatenating(parent)
        for (oldChild, newChild) in zip(old.children, new.children) {
            guard compare(oldChild, newChild, parent: toDevice) else { return false }
        }
        return true
    }

    /// Adds where `node`, under `parent`, draws; `false` when the whole frame must be drawn.
    private mutating func damage(_ node: DisplayNode, parent: CGAffineTransform) -> Bool {
        guard node.opacity > 0 else { return true }
        return add(node.inkExtent, under: node.transform.concatenating(parent))
    }

    /// Adds the device pixels around `extent`, in coordinates that `toDevice` maps to the
    /// device; `false` when the whole frame must be drawn: the extent is not known or not
    /// finite, or the boxes now cover most of the frame.
    private mutating func add(_ extent: DrawnExtent?, under toDevice: CGAffineTransform) -> Bool {
        guard let extent else { return true }
        guard let box = deviceBox(of: extent, under: toDevice) else { return false }
        insert(box.flatMap(clipped))
        return !coversMostOfFrame
    }

    /// Grows the boxes until every part of `new` that Cairo draws as one (see `addUnits`) lies
    /// wholly inside a box or wholly outside them all; `false` when a part's extent is not
    /// known or the boxes come to cover most of the frame.
    ///
    /// A clip that cuts through a path changes how Cairo rasterises it (it splits the path's
    /// edges where they cross the clip, and rows with split edges are sampled otherwise), so
    /// an antialiased edge inside the clip can differ by a few levels from the whole frame's.
    /// A clip that holds a drawing whole is dropped by Cairo for it.
    private mutating func growAroundUnits(of new: DisplayNode?, parent: CGAffineTransform) -> Bool {
        var units: [Box] = []
        guard let new else { return true }
        guard addUnits(of: new, parent: parent, into: &units) else { return false }
        var grown = true
        while grown {
            grown = false
            for unit in units {
                let met = boxes.indices.filter { boxes[$0].overlaps(unit) }
                guard !met.isEmpty, met.count > 1 || !boxes[met[0]].contains(unit) else { continue }
                let merged = met.reduce(unit) { $0.union(boxes[$1]) }
                for index in met.reversed() { boxes.remove(at: index) }
                insert(merged)
                if coversMostOfFrame { return false }
                grown = true
            }
        }
        return true
    }

    /// Adds the device boxes of the parts of `node` that Cairo draws as one: each drawing, and
    /// whole any node drawn as a group; `false` when an extent is not known. A node's clip
    /// cuts a drawing the boxes hold whole as it cuts it in the whole frame (the clip's outline
    /// keeps its edges wherever a box cuts it; tests check this under a rounded clip).
    ///
    /// A group starts at the top-left corner of the clip where it is pushed
    /// (`DisplayNode.draw(on:)` cuts that to the node's `drawnExtent`), and where it starts
    /// decides how Cairo rounds a miter inside it: the box that holds the group's ink holds
    /// that corner too, so the group starts where it does in the whole frame.
    private func addUnits(of node: DisplayNode, parent: CGAffineTransform, into units: inout [Box]) -> Bool {
        guard node.opacity > 0 else { return true }
        let toDevice = node.transform.concatenating(parent)
        if node.opacity < 1 || node.projection != nil {
            guard let ink = deviceBox(of: node.inkExtent, under: toDevice),
                  let group = deviceBox(of: node.drawnExtent, under: toDevice) else { return false }
            guard let ink, let group else { return true }
            let corner = Box(minX: group.minX - 1, minY: group.minY - 1, maxX: group.minX + 2, maxY: group.minY + 2)
            if let unit = clipped(ink.union(corner)) { units.append(unit) }
            return true
        }
        if let drawing = node.drawing, !drawing.fillsWholePixels(under: toDevice) {
            guard addUnit(node.drawingInkExtent, under: toDevice, into: &units) else { return false }
        }
        return node.children.allSatisfy { addUnits(of: $0, parent: toDevice, into: &units) }
    }

    private func addUnit(_ extent: DrawnExtent?, under toDevice: CGAffineTransform, into units: inout [Box]) -> Bool {
        guard let extent else { return true }
        guard let box = deviceBox(of: extent, under: toDevice) else { return false }
        if let box = box.flatMap(clipped) { units.append(box) }
        return true
    }

    /// The device pixels around `extent` seen through `toDevice` (`.some(nil)` for nothing);
    /// `nil` when the extent is not known or not finite.
    private func deviceBox(of extent: DrawnExtent, under toDevice: CGAffineTransform) -> Box?? {
        switch extent.applying(toDevice) {
        case .nothing: return .some(nil)
        case .unknown: return nil
        case let .within(rect):
            guard rect.isFinite else { return nil }
            // Clamped just outside the frame on both sides: a drawing moved a long way off is
            // still a box, and no coordinate overflows an Int.
            func pixel(_ value: Double, _ upper: Int) -> Int { Int(min(Double(upper + 1), max(-1, value))) }
            return Box(minX: pixel(rect.minX.rounded(.down), frame.maxX) - Self.margin,
                       minY: pixel(rect.minY.rounded(.down), frame.maxY) - Self.margin,
                       maxX: pixel(rect.maxX.rounded(.up), frame.maxX) + Self.margin,
                       maxY: pixel(rect.maxY.rounded(.up), frame.maxY) + Self.margin)
        }
    }

    private func clipped(_ box: Box) -> Box? {
        let inside = Box(minX: max(box.minX, 0), minY: max(box.minY, 0),
                         maxX: min(box.maxX, frame.maxX), maxY: min(box.maxY, frame.maxY))
        return inside.minX < inside.maxX && inside.minY < inside.maxY ? inside : nil
    }

    /// Adds `box`, merging it with every box it meets, and all boxes into one when there are
    /// too many.
    private mutating func insert(_ box: Box?) {
        guard var box else { return }
        while let index = boxes.firstIndex(where: { $0.meets(box) }) {
            box = box.union(boxes.remove(at: index))
        }
        boxes.append(box)
        if boxes.count > Self.maximumBoxes {
            boxes = [boxes.dropFirst().reduce(boxes[0]) { $0.union($1) }]
        }
    }
}

private extension Array {
    /// Whether the two arrays hold their elements in the same storage (or are both empty):
    /// then they are equal, as `==` finds without comparing an element.
    func sharesStorage(with other: Self) -> Bool {
        guard count == other.count else { return false }
        guard !isEmpty else { return true }
        return withUnsafeBufferPointer { mine in other.withUnsafeBufferPointer { $0.baseAddress == mine.baseAddress } }
    }
}

extension DisplayNode {
    /// Whether this node draws itself as `other` does, its children and drawing aside.
    fileprivate func drawsItselfAlike(_ other: DisplayNode) -> Bool {
        transform == other.transform && size == other.size && opacity == other.opacity
            && projection == other.projection && clip == other.clip
    }
}

extension DisplayNode.Drawing {
    /// Whether this fills, in a plain colour, a rectangle whose edges fall on device pixels'
    /// edges under `toDevice`: Cairo fills it as whole pixels, so a clip can cut it anywhere
    /// without changing a byte of what is left.
    fileprivate func fillsWholePixels(under toDevice: CGAffineTransform) -> Bool {
        guard case let .fill(path, paint, _) = self else { return false }
        switch paint {
        case .color, .semantic: return path.outlinesWholePixels(under: toDevice)
        case .linearGradient, .radialGradient, .angularGradient, .stripes, .material: return false
        }
    }
}

extension Path {
    /// Whether this path is a rectangle whose edges fall on device pixels' edges under
    /// `toDevice`.
    func outlinesWholePixels(under toDevice: CGAffineTransform) -> Bool {
        guard toDevice.b == 0, toDevice.c == 0, let rect = axisAlignedRectangle else { return false }
        func onPixelEdge(_ value: Double) -> Bool { value.isFinite && value == value.rounded() }
        return onPixelEdge(rect.minX * toDevice.a + toDevice.tx) && onPixelEdge(rect.maxX * toDevice.a + toDevice.tx)
            && onPixelEdge(rect.minY * toDevice.d + toDevice.ty) && onPixelEdge(rect.maxY * toDevice.d + toDevice.ty)
    }

    /// The rectangle this path outlines when it is one closed figure of four sides along the
    /// axes; `nil` otherwise.
    private var axisAlignedRectangle: CGRect? {
        guard elements.count == 5, case let .move(p0) = elements[0], case let .line(p1) = elements[1],
              case let .line(p2) = elements[2], case let .line(p3) = elements[3], case .closeSubpath = elements[4] else { return nil }
        func alongAnAxis(_ a: CGPoint, _ b: CGPoint) -> Bool { a.x == b.x || a.y == b.y }
        guard alongAnAxis(p0, p1), alongAnAxis(p1, p2), alongAnAxis(p2, p3), alongAnAxis(p3, p0) else { return nil }
        var bounds = PointBounds()
        for point in [p0, p1, p2, p3] { bounds.add(point) }
        return bounds.rect
    }
}
