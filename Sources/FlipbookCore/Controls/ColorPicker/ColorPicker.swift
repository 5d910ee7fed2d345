/// A colour well that edits a colour, as SwiftUI's `ColorPicker`: the title, then a 28 pt well
/// (a ring of hues around the colour). Tapped, it presents a sheet, sliding up over the
/// shrunk screen as iOS's colour picker does, with a grid of swatches and, when opacity is
/// supported, an opacity slider; both write the `Binding<Color>` while the sheet is up. It
/// works anywhere a sheet does: in a `Form` row, in a sheet.
/// Touch scripts find the well as `color-well "TITLE"`, the swatches as `swatch N`
/// (1-based, row by row: 1 is white, 12 black), the slider as `slider "Opacity"` and the
/// sheet's close button as `button "Close"`.
public struct ColorPicker<Label: View>: View {
    let selection: Binding<Color>
    let supportsOpacity: Bool
    let label: Label
    let title: String?
    @State private var isOpen = false
    @Environment(\.isEnabled) private var isEnabled

    /// Creates a colour picker with a custom label.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.supportsOpacity = supportsOpacity
        self.label = label()
        title = nil
    }

    public var body: some View {
        let isOpen = $isOpen, isEnabled = isEnabled
        return HStack {
            label
            Spacer(minLength: 8)
            ColorWell(color: selection.wrappedValue)
                .frame(width: 28, height: 28)
                .contentShape(Rectangle())
                .onTapGesture { if isEnabled { withAnimation(NavigationLinkTiming.animation) { isOpen.wrappedValue = true } } }
                .touchTarget(TargetName("color-well", label: title))
        }
        .opacity(isEnabled ? 1 : 0.5)
        .sheet(isPresented: isOpen) {
            // UIKit's colour picker fills its sheet from the top.
            ColorPanel(selection: selection, supportsOpacity: supportsOpacity)
                .frame(maxHeight: .infinity, alignment: .top)
        }
    }
}

extension ColorPicker where Label == Text {
    /// Creates a colour picker titled `title`.
    public init(_ title: String, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.selection = selection
        self.supportsOpacity = supportsOpacity
        self.label = Text(title)
        self.title = title
    }
}

/// The well: twelve arcs of hue around a disc of the colour (on a checkerboard when the colour
/// is see-through).
struct ColorWell: View {
    let color: Color

    var body: some View {
        ZStack {
            ForEach(0..<12) { index in
                HueArc(index: index).stroke(ColorPanel.hue(Double(index) / 12), lineWidth: 3)
            }
            Circle().fill(Color.white).frame(width: 18, height: 18)
            Circle().fill(Color(hex: 0xC7C7CC)).frame(width: 18, height: 18).opacity(color.alpha < 1 ? 0.5 : 0)
            Circle().fill(color).frame(width: 18, height: 18)
        }
    }
}

/// One twelfth of the well's ring, starting at 12 o'clock and going clockwise.
struct HueArc: Shape {
    let index: Int

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let start = Angle.degrees(Double(index) * 30 - 90), end = Angle.degrees(Double(index + 1) * 30 - 90 + 0.5)
        path.addArc(center: rect.center, radius: min(rect.width, rect.height) / 2 - 1.5,
                    startAngle: start, endAngle: end, clockwise: false)
        return path
    }
}
