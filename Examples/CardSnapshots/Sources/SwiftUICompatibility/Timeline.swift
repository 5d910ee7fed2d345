import Flipbook

/// A bar that grows with the time, redrawn every frame, as the 2023 lectures' bonus pie is.
public struct GrowingBar: View {
    let start: Date

    public init(start: Date) { self.start = start }

    public var body: some View {
        TimelineView(.animation) { context in
            let elapsed = context.date.timeIntervalSince(start)
            Color.green
                .frame(width: CGFloat(max(0, elapsed)) * 50, height: 20)
                .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}

/// A bar that grows a step each second.
public struct TickingBar: View {
    let start: Date

    public init(start: Date) { self.start = start }

    public var body: some View {
        TimelineView(.periodic(from: start, by: 1)) { context in
            Color.blue
                .frame(width: CGFloat(context.date.timeIntervalSince(start)) * 50, height: 20)
                .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}
