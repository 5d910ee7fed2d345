/// The panel a colour well opens: a title with a close button, a 12×6 grid of 22 pt swatches
/// (a row of greys, then hues in five brightnesses), an opacity slider, and the colour chosen.
struct ColorPanel: View {
    let selection: Binding<Color>
    let supportsOpacity: Bool
    let close: () -> Void
    @Environment(\.colorScheme) private var colorScheme

    /// Columns and rows of swatches.
    static let columns = 12, rows = 6
    /// A swatch's side, in points.
    static let swatchSize = 22.0

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            header
            grid
            if supportsOpacity { opacity }
        }
        .padding(16)
        .frame(width: Double(Self.columns) * Self.swatchSize + 32)
        .background(RoundedRectangle(cornerRadius: 13).fill(colorScheme == .light ? Color.white : Color(hex: 0x1C1C1E)))
        .overlay(RoundedRectangle(cornerRadius: 13).strokeBorder(ControlPalette.separator(colorScheme), lineWidth: 0.5))
    }

    private var header: some View {
        HStack {
            Text("Colors").font(.headline)
            Spacer()
            Button(action: close) { Image(systemName: "xmark") }
                .touchTarget(TargetName("button", label: "Close"))
        }
    }

    private var grid: some View {
        VStack(spacing: 0) {
            ForEach(0..<Self.rows) { row in
                HStack(spacing: 0) {
                    ForEach(0..<Self.columns) { column in swatch(row * Self.columns + column) }
                }
            }
        }
    }

    private func swatch(_ index: Int) -> some View {
        let color = Self.swatchColor(index), selection = selection
        let isChosen = Self.sameHue(color, selection.wrappedValue)
        return Rectangle().fill(color)
            .frame(width: Self.swatchSize, height: Self.swatchSize)
            .overlay(Rectangle().strokeBorder(colorScheme.primary, lineWidth: 2).opacity(isChosen ? 1 : 0))
            .onTapGesture { selection.wrappedValue = color.opacity(selection.wrappedValue.alpha) }
            .touchTarget("swatch", index: index + 1)
    }

    private var opacity: some View {
        let selection = selection
        let alpha = Binding(get: { selection.wrappedValue.alpha },
                            set: { var color = selection.wrappedValue; color.alpha = $0; selection.wrappedValue = color })
        return VStack(alignment: .leading, spacing: 4) {
            HStack {
                Text("Opacity").font(.caption).foregroundStyle(ControlPalette.secondaryLabel(colorScheme))
                Spacer()
                Text("\(Int((alpha.wrappedValue * 100).rounded()))%").font(.caption)
            }
            Slider(value: alpha) { Text("Opacity") }
        }
    }
}

extension ColorPanel {
    /// The swatch at `index`, row by row: the first row greys from white to black, then rows
    /// of twelve hues from light to deep.
    static func swatchColor(_ index: Int) -> Color {
        let row = index / columns, column = index % columns
        if row == 0 {
            let grey = 1 - Double(column) / Double(columns - 1)
            return Color(red: grey, green: grey, blue: grey)
        }
        let brightness = [1.0, 1.0, 0.85, 0.65, 0.45][row - 1], saturation = [0.35, 1.0, 1.0, 1.0, 1.0][row - 1]
        return hue(Double(column) / Double(columns), saturation: saturation, brightness: brightness)
    }

    /// A colour of hue `hue` (0...1, red at 0), full saturation and brightness unless given.
    static func hue(_ hue: Double, saturation: Double = 1, brightness: Double = 1) -> Color {
        let sector = hue * 6, fraction = sector - sector.rounded(.down)
        let p = brightness * (1 - saturation), q = brightness * (1 - saturation * fraction)
        let t = brightness * (1 - saturation * (1 - fraction))
        let (r, g, b): (Double, Double, Double) = switch Int(sector) % 6 {
        case 0: (brightness, t, p)
        case 1: (q, brightness, p)
        case 2: (p, brightness, t)
        case 3: (p, q, brightness)
        case 4: (t, p, brightness)
        default: (brightness, p, q)
        }
        return Color(red: r, green: g, blue: b)
    }

    /// Whether two colours are the same but for their opacity.
    static func sameHue(_ a: Color, _ b: Color) -> Bool {
        abs(a.red - b.red) < 0.002 && abs(a.green - b.green) < 0.002 && abs(a.blue - b.blue) < 0.002
    }
}
