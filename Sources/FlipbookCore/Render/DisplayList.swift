/// Everything one frame draws, fixed: it can be drawn on any thread, at any time.
public struct DisplayList: Sendable {
    /// The screen size, in points.
    public let size: CGSize
    package let root: DisplayNode?
    /// Shared by the display lists of consecutive frames that draw exactly the same thing (a
    /// scene at rest), so a sequence can write the frame it already encoded again.
    package let content: DisplayContent

    package init(size: CGSize, root: DisplayNode?, content: DisplayContent = DisplayContent()) {
        self.size = size
        self.root = root
        self.content = content
    }

    /// Whether this list draws the same frame as `other`: the two share their content.
    public func drawsSameFrame(as other: DisplayList) -> Bool { content === other.content }
}

/// The identity of what a display list draws: lists that draw the same frame share one.
package final class DisplayContent: Sendable {
    package init() {}
}
