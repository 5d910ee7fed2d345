extension Player {
    /// The screen once its opening animations are over: the frame at time 0, then frames half
    /// a second apart until nothing moves, at most `limit` seconds in (an animation that
    /// repeats forever never rests; its frame at the limit is drawn).
    package func restingFrame(limit: Double = 10) -> DisplayList {
        var time = 0.0
        var frame = self.frame(at: time)
        while !presenter.isAtRest, time < limit {
            time += 0.5
            frame = self.frame(at: time)
        }
        return frame
    }
}
