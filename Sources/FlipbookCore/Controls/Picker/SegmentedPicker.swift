/// iOS's segmented control: a 32 pt row filled (238,238,239) with corners of 9 pt, its
/// options in equal segments of 13 pt text, the selected one on a raised white segment that
/// slides to a new selection in 0.25 s.
struct SegmentedPicker: View {
    let choice: PickerChoice
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        GeometryReader { proxy in segments(width: proxy.size.width) }
            .frame(height: 32)
            .opacity(isEnabled ? 1 : 0.5)
    }

    private func segments(width: Double) -> some View {
        let count = max(1, choice.options.count), segment = width / Double(count)
        return ZStack(alignment: .leading) {
            RoundedRectangle(cornerRadius: 9).fill(ControlPalette.controlFill(colorScheme))
            thumb.frame(width: max(0, segment - 4), height: 28)
                .offset(x: 2 + segment * Double(choice.selectedIndex ?? 0))
                .opacity(choice.selectedIndex == nil ? 0 : 1)
                .animation(.easeInOut(duration: 0.25), value: choice.selectedIndex)
            HStack(spacing: 0) {
                ForEach(0..<choice.options.count) { index in option(index).frame(width: segment, height: 32) }
            }
        }
        .frame(width: width, height: 32, alignment: .leading)
    }

    /// The raised segment: white (dark (99,99,102)) with a hairline ring.
    private var thumb: some View {
        RoundedRectangle(cornerRadius: 7)
            .fill(colorScheme == .light ? Color.white : Color(red: 99 / 255, green: 99 / 255, blue: 102 / 255))
            .overlay(RoundedRectangle(cornerRadius: 7).strokeBorder(ControlPalette.knobRing, lineWidth: 0.5))
    }

    private func option(_ index: Int) -> some View {
        let isEnabled = isEnabled, choice = choice
        let isSelected = index == choice.selectedIndex
        return NodeView(node: choice.options[index].node)
            .font(.system(size: 13, weight: isSelected ? .semibold : .medium))
            .contentShape(Rectangle())
            .onTapGesture { if isEnabled { choice.select(index) } }
            .touchTarget(TargetName("segment", label: choice.options[index].title))
    }
}
