import FlipbookCore
import FlipbookRenderer

extension TargetName {
    /// The descriptions of `names` in order, with a run of numbered names of one kind that
    /// follow each other (`swatch 1`, `swatch 2`, … `swatch 120`) written once as
    /// `swatch 1…120`, so an error's list of what is on screen shows every kind.
    ///
    /// - Parameter names: What is on screen, in order.
    /// - Returns: One description for each name or run.
    static func runs(of names: [TargetName]) -> [String] {
        var runs: [(name: TargetName, last: Int?)] = []
        for name in names {
            if let index = name.index, let previous = runs.last, previous.name.kind == name.kind,
               let last = previous.last ?? previous.name.index, index == last + 1 {
                runs[runs.count - 1].last = index
            } else {
                runs.append((name, nil))
            }
        }
        return runs.map { run in run.last.map { "\(run.name)…\($0)" } ?? run.name.description }
    }
}
