import Flipbook

/// One quantity of a trace plot: its title with the unit, the grid, the tick labels of both
/// axes and one line per view.
struct PlotPanel: View {
    let quantity: TraceQuantity
    let series: [PlotSeries]
    let times: PlotScale
    let values: PlotScale
    /// The plotting area within the panel, in points.
    let area: CGRect
    let size: CGSize

    var body: some View {
        ZStack(alignment: .topLeading) {
            label(title, width: 300, alignment: .leading, font: .system(size: 14, weight: .semibold))
                .position(x: area.minX + 150, y: area.minY - 15)
            PlotGrid(xTicks: times.ticks.map(times.unit), yTicks: values.ticks.map(values.unit))
                .stroke(TracePlotView.grid, lineWidth: 1)
                .frame(width: area.width, height: area.height).position(x: area.midX, y: area.midY)
            Rectangle().stroke(TracePlotView.ink, lineWidth: 1)
                .frame(width: area.width, height: area.height).position(x: area.midX, y: area.midY)
            ForEach(Array(values.ticks.enumerated()), id: \.offset) { _, tick in
                label(values.label(tick), width: 64, alignment: .trailing)
                    .position(x: area.minX - 38, y: area.maxY - values.unit(tick) * area.height)
            }
            ForEach(Array(times.ticks.enumerated()), id: \.offset) { _, tick in
                label(times.label(tick), width: 60, alignment: .center)
                    .position(x: area.minX + times.unit(tick) * area.width, y: area.maxY + 12)
            }
            label("time (s)", width: 120, alignment: .center).position(x: area.midX, y: area.maxY + 32)
            ForEach(Array(series.enumerated()), id: \.offset) { index, line in
                PlotLines(lines: points(of: line)).stroke(TracePlotView.color(index), lineWidth: 2)
                    .frame(width: area.width, height: area.height).position(x: area.midX, y: area.midY)
            }
        }
        .frame(width: size.width, height: size.height)
    }

    /// `x (pt)`, `opacity`.
    private var title: String {
        quantity.unit.isEmpty ? quantity.rawValue : "\(quantity.rawValue) (\(quantity.unit))"
    }

    private func points(of line: PlotSeries) -> [[CGPoint]] {
        line.runs.map { run in run.map { CGPoint(x: times.unit($0.time), y: values.unit($0.value)) } }
    }

    private func label(_ text: String, width: Double, alignment: Alignment, font: Font = .system(size: 12)) -> some View {
        Text(text).font(font).foregroundColor(TracePlotView.ink).frame(width: width, height: 18, alignment: alignment)
    }
}
