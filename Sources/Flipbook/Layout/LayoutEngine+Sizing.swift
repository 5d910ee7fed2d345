/// SwiftUI's two-pass layout: a parent proposes a size, the child answers with the size it
/// takes, and the parent places it.
struct LayoutEngine {
    /// The size `node` takes when offered `proposal`.
    func size(of node: ViewNode, proposal: ProposedSize, environment: EnvironmentValues) -> Size {
        let environment = environment.applying(node.attributes.environment)
        switch node.kind {
        case .group, .stack:
            return stackSize(of: node, proposal: proposal, environment: environment)
        case .shape, .color, .geometryReader, .position, .grid:
            return proposal.replacingUnspecified(with: 10)
        case let .text(string):
            return TextMeasurer.size(of: string, style: textStyle(environment), width: proposal.width)
        case .symbol:
            return Size(width: environment.font.size * 1.2, height: environment.font.size * 1.2)
        case let .spacer(minLength):
            return Size(width: minLength, height: minLength)
        case let .padding(insets):
            return paddedSize(of: node.children[0], insets: insets, proposal: proposal, environment: environment)
        case let .frame(frame):
            return framedSize(of: node.children[0], frame: frame, proposal: proposal, environment: environment)
        case let .aspectRatio(ratio, mode):
            return aspectSize(of: node.children[0], ratio: ratio, mode: mode, proposal: proposal, environment: environment)
        case .overlay, .background:
            return size(of: node.children[0], proposal: proposal, environment: environment)
        case let .custom(modifier):
            return size(of: modifier.resolve(content: node.children[0]), proposal: proposal, environment: environment)
        case .modifierContent:
            return .zero
        case .view:
            // Bodies are evaluated before layout; one left here is measured without state.
            return size(of: ViewResolver.detached.resolve(node, key: "detached", environment: environment), proposal: proposal, environment: environment)
        }
    }

    func textStyle(_ environment: EnvironmentValues) -> TextStyle {
        TextStyle(font: environment.font, color: environment.foregroundColor, alignment: .center)
    }

    private func paddedSize(of child: ViewNode, insets: EdgeInsets, proposal: ProposedSize, environment: EnvironmentValues) -> Size {
        let horizontal = insets.leading + insets.trailing, vertical = insets.top + insets.bottom
        let inner = ProposedSize(width: proposal.width.map { max(0, $0 - horizontal) },
                                 height: proposal.height.map { max(0, $0 - vertical) })
        let size = self.size(of: child, proposal: inner, environment: environment)
        return Size(width: size.width + horizontal, height: size.height + vertical)
    }

    private func framedSize(of child: ViewNode, frame: FrameLayout, proposal: ProposedSize, environment: EnvironmentValues) -> Size {
        let inner = ProposedSize(
            width: frame.width ?? clamp(proposal.width, frame.minWidth, frame.maxWidth),
            height: frame.height ?? clamp(proposal.height, frame.minHeight, frame.maxHeight))
        let childSize = size(of: child, proposal: inner, environment: environment)
        func resolve(_ fixed: Double?, _ minimum: Double?, _ maximum: Double?, _ offered: Double?, _ own: Double) -> Double {
            if let fixed { return fixed }
            switch (minimum, maximum) {
            case let (low?, high?): return clamp(offered ?? own, low, high) ?? own
            case let (nil, high?): return offered.map { $0 > own ? min($0, high) : own } ?? min(own, high)
            case let (low?, nil): return offered.map { $0 < own ? max($0, low) : own } ?? max(own, low)
            case (nil, nil): return own
            }
        }
        return Size(width: resolve(frame.width, frame.minWidth, frame.maxWidth, proposal.width, childSize.width),
                    height: resolve(frame.height, frame.minHeight, frame.maxHeight, proposal.height, childSize.height))
    }

    private func clamp(_ value: Double?, _ minimum: Double?, _ maximum: Double?) -> Double? {
        guard var value else { return nil }
        if let minimum { value = max(value, minimum) }
        if let maximum { value = min(value, maximum) }
        return value
    }

    private func aspectSize(of child: ViewNode, ratio: Double?, mode: ContentMode, proposal: ProposedSize, environment: EnvironmentValues) -> Size {
        let ideal = size(of: child, proposal: ProposedSize(width: nil, height: nil), environment: environment)
        let ratio = ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
        let space = proposal.replacingUnspecified(with: .infinity)
        if space.width == .infinity && space.height == .infinity { return Size(width: ideal.width, height: ideal.width / ratio) }
        if space.width == .infinity { return Size(width: space.height * ratio, height: space.height) }
        if space.height == .infinity { return Size(width: space.width, height: space.width / ratio) }
        let byWidth = Size(width: space.width, height: space.width / ratio)
        let byHeight = Size(width: space.height * ratio, height: space.height)
        let fitsByWidth = byWidth.height <= space.height
        return (mode == .fit) == fitsByWidth ? byWidth : byHeight
    }
}
