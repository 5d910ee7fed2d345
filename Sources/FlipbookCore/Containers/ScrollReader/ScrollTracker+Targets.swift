extension ScrollTracker {
    /// The frame, in the content's coordinates (points from its top-left corner), of the first
    /// view, depth first, whose `.id(_:)` or `ForEach` element id is `id`, as last laid out.
    func frame(of id: AnyHashable) -> CGRect? {
        guard let content else { return nil }
        for child in content.children {
            if let found = child.frame(ofViewWithID: id) { return found }
        }
        return nil
    }

    /// The offset that shows `target` (in the content's coordinates) at `anchor`, or, without
    /// one, the nearest to `current` that shows it whole; within the content's ends.
    func offset(showing target: CGRect, anchor: UnitPoint?, current: CGSize, axes: Axis.Set) -> CGSize {
        let top = target.minY + contentInset
        let wanted = CGSize(
            width: Self.offset(from: target.minX, length: target.width, viewport: viewportSize.width, anchor: anchor?.x, current: current.width),
            height: Self.offset(from: top, length: target.height, viewport: viewportSize.height, anchor: anchor?.y, current: current.height))
        return ScrollMotion.clamped(wanted, maximum: maximumOffset, axes: axes)
    }

    /// Along one axis: the offset putting the target's `anchor` point on the viewport's, or the
    /// least move from `current` that shows `start`…`start + length`.
    private static func offset(from start: CGFloat, length: CGFloat, viewport: CGFloat, anchor: CGFloat?, current: CGFloat) -> CGFloat {
        if let anchor { return start + anchor * length - anchor * viewport }
        if start < current { return start }
        if start + length > current + viewport { return min(start, start + length - viewport) }
        return current
    }
}

extension LaidOutNode {
    /// The frame, in the parent's coordinates, of the first view, depth first, with identity `id`.
    func frame(ofViewWithID id: AnyHashable) -> CGRect? {
        if attributes.id == id || attributes.elementID == id { return frame }
        for child in children {
            if let found = child.frame(ofViewWithID: id) {
                return CGRect(x: frame.minX + found.minX, y: frame.minY + found.minY, width: found.width, height: found.height)
            }
        }
        return nil
    }
}
