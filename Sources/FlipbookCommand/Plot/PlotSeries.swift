import Flipbook

/// One line of a plot: a view's value over time, in runs of consecutive frames where it is on
/// screen (a gap where it is not).
struct PlotSeries {
    /// The view's id.
    let id: String
    /// Runs of (time in seconds, value).
    let runs: [[(time: Double, value: Double)]]

    /// The series of view `id`'s `quantity` in `frames`.
    init(id: String, quantity: TraceQuantity, frames: [FrameTrace]) {
        self.id = id
        var runs: [[(time: Double, value: Double)]] = []
        var current: [(time: Double, value: Double)] = []
        for frame in frames {
            if let view = frame.view(id) {
                current.append((frame.time, view.value(of: quantity)))
            } else if !current.isEmpty {
                runs.append(current)
                current = []
            }
        }
        if !current.isEmpty { runs.append(current) }
        self.runs = runs
    }

    /// Every value of the series.
    var values: [Double] { runs.flatMap { $0.map(\.value) } }
}
