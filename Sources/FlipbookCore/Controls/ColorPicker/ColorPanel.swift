/// What a colour well presents in a sheet, as iOS's colour picker: "Colors" over a 12×10 grid
/// of square swatches with rounded outer corners (a row of greys, then hues from deep to pale),
/// the opacity as a slider and a percentage, and the colour chosen. A swatch keeps the
/// opacity; the slider keeps the colour; both write the `Binding<Color>` at once. The close
/// button (or a downward swipe) dismisses the sheet.
struct ColorPanel: View {
    let selection: Binding<Color>
    let supportsOpacity: Bool
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.dismiss) private var dismiss

    /// Columns and rows of swatches.
    static let columns = 12, rows = 10
    /// The space between the sheet's edges and its content, in points.
    static let margin = 16.0

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            header
            VStack(alignment: .leading, spacing: 24) {
                grid
                if supportsOpacity { opacity }
                ColorSample(color: selection.wrappedValue).frame(width: 52, height: 52)
            }
            .padding(EdgeInsets(top: 8, leading: Self.margin, bottom: Self.margin, trailing: Self.margin))
        }
    }

    /// "Colors" centred in a sheet's 56-point bar, the round close button at its trailing edge.
    private var header: some View {
        let dismiss = dismiss, scheme = colorScheme
        return ZStack {
            Text("Colors").font(.headline)
            HStack {
                Spacer()
                Button(action: { dismiss() }) {
                    ZStack {
                        Circle().fill(ControlPalette.controlFill(scheme)).frame(width: 30, height: 30)
                        Image(systemName: "xmark").font(.system(size: 15)).foregroundStyle(ControlPalette.secondaryLabel(scheme))
                    }
                }
                .touchTarget(TargetName("button", label: "Close"))
            }
        }
        .padding(EdgeInsets(top: 0, leading: Self.margin, bottom: 0, trailing: Self.margin))
        .frame(height: NavigationMetrics.sheetBar)
    }

    /// The swatches in square cells as wide as the sheet allows, the grid's corners rounded
    /// and outlined by a hairline (so the white swatch shows on the white sheet).
    private var grid: some View {
        GeometryReader { proxy in self.swatches(side: proxy.size.width / Double(Self.columns)) }
            .aspectRatio(Double(Self.columns) / Double(Self.rows), contentMode: .fit)
            .clipShape(RoundedRectangle(cornerRadius: 8))
            .overlay(RoundedRectangle(cornerRadius: 8).strokeBorder(ControlPalette.separator(colorScheme), lineWidth: 0.5))
    }

    private func swatches(side: Double) -> some View {
        VStack(spacing: 0) {
            ForEach(0..<Self.rows) { row in
                HStack(spacing: 0) {
                    ForEach(0..<Self.columns) { column in swatch(row * Self.columns + column, side: side) }
                }
            }
        }
    }

    /// The swatch at `index`, ringed when it is the colour chosen; a tap chooses it.
    private func swatch(_ index: Int, side: Double) -> some View {
        let color = Self.swatchColor(index), selection = selection
        let isChosen = Self.sameHue(color, selection.wrappedValue)
        return Rectangle().fill(color)
            .frame(width: side, height: side)
            .overlay(RoundedRectangle(cornerRadius: 4).strokeBorder(colorScheme.background, lineWidth: 4)
                .overlay(RoundedRectangle(cornerRadius: 4).strokeBorder(colorScheme.primary, lineWidth: 1.5))
                .opacity(isChosen ? 1 : 0))
            .onTapGesture { selection.wrappedValue = color.opacity(selection.wrappedValue.alpha) }
            .touchTarget("swatch", index: index + 1)
    }

    /// "OPACITY", a slider filled in the colour chosen, and the opacity in percent.
    private var opacity: some View {
        let selection = selection, scheme = colorScheme
        let alpha = Binding(get: { selection.wrappedValue.alpha },
                            set: { var color = selection.wrappedValue; color.alpha = $0; selection.wrappedValue = color })
        return VStack(alignment: .leading, spacing: 8) {
            Text("OPACITY").font(.system(size: 13)).foregroundStyle(ControlPalette.secondaryLabel(scheme))
            HStack(spacing: 12) {
                Slider(value: alpha) { Text("Opacity") }.tint(selection.wrappedValue.opacity(1))
                Text("\(Int((alpha.wrappedValue * 100).rounded()))%")
                    .frame(width: 64, height: 36)
                    .background(RoundedRectangle(cornerRadius: 8).fill(ControlPalette.controlFill(scheme)))
            }
        }
    }
}

/// A colour in a rounded square, on a checkerboard that shows through when it is see-through.
struct ColorSample: View {
    let color: Color

    var body: some View {
        ZStack {
            Rectangle().fill(Color.white)
            Checkerboard(squares: 6).fill(Color(hex: 0xC7C7CC))
            Rectangle().fill(color)
        }
        .clipShape(RoundedRectangle(cornerRadius: 8))
    }
}

/// Every other square of a `squares`×`squares` board, from the top-left one.
struct Checkerboard: Shape {
    let squares: Int

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let width = rect.width / Double(squares), height = rect.height / Double(squares)
        for row in 0..<squares {
            for column in stride(from: row % 2, to: squares, by: 2) {
                path.addRect(CGRect(x: rect.minX + Double(column) * width, y: rect.minY + Double(row) * height,
                                  width: width, height: height))
            }
        }
        return path
    }
}
