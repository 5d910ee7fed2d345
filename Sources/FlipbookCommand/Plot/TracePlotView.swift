import Flipbook

/// A plot of a trace, drawn with Flipbook's own views: a legend with one colour per view, then
/// one panel per quantity with the values over time, grid lines, tick labels in seconds and in
/// the quantity's unit.
struct TracePlotView: View {
    let frames: [FrameTrace]
    let ids: [String]
    let quantities: [TraceQuantity]
    /// The plot's size, in points.
    let size: CGSize

    static let background = Color(hex: 0xFFFFFF)
    static let ink = Color(hex: 0x1C1C1E)
    static let grid = Color(hex: 0xD1D1D6)
    /// One colour per view, in the order of `--id`, repeating after ten.
    static let palette: [Color] = [Color(hex: 0x007AFF), Color(hex: 0xFF3B30), Color(hex: 0x34C759), Color(hex: 0xFF9500),
                                   Color(hex: 0xAF52DE), Color(hex: 0x00C7BE), Color(hex: 0xA2845E), Color(hex: 0xFF2D55),
                                   Color(hex: 0x5856D6), Color(hex: 0x8E8E93)]

    var body: some View {
        ZStack(alignment: .topLeading) {
            legend.position(x: size.width / 2, y: Layout.legendHeight / 2)
            ForEach(Array(quantities.enumerated()), id: \.element) { index, quantity in
                panel(quantity).frame(width: size.width, height: panelHeight)
                    .position(x: size.width / 2, y: Layout.legendHeight + panelHeight * (Double(index) + 0.5))
            }
        }
        .frame(width: size.width, height: size.height)
    }

    private var panelHeight: Double { (size.height - Layout.legendHeight) / Double(max(1, quantities.count)) }

    private var times: PlotScale {
        PlotScale(covering: [frames.first?.time ?? 0, frames.last?.time ?? 1], ticks: 8)
    }

    private var legend: some View {
        HStack(spacing: 18) {
            ForEach(Array(ids.enumerated()), id: \.element) { index, id in
                HStack(spacing: 6) {
                    RoundedRectangle(cornerRadius: 2).fill(Self.color(index)).frame(width: 18, height: 4)
                    Text(id).font(.system(size: 13)).foregroundColor(Self.ink)
                }
            }
        }
        .frame(width: size.width, height: Layout.legendHeight)
    }

    private func panel(_ quantity: TraceQuantity) -> some View {
        let series = ids.map { PlotSeries(id: $0, quantity: quantity, frames: frames) }
        let values = PlotScale(covering: series.flatMap(\.values))
        let area = CGRect(x: Layout.left, y: Layout.top, width: size.width - Layout.left - Layout.right,
                        height: panelHeight - Layout.top - Layout.bottom)
        return PlotPanel(quantity: quantity, series: series, times: times, values: values, area: area,
                         size: CGSize(width: size.width, height: panelHeight))
    }

    /// The colour of the `index`th view.
    static func color(_ index: Int) -> Color { palette[index % palette.count] }

    enum Layout {
        static let legendHeight = 34.0
        static let left = 72.0
        static let right = 24.0
        static let top = 30.0
        static let bottom = 44.0
    }
}
