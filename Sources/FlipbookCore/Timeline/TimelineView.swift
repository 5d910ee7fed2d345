import Foundation

/// A view built afresh at the moments of a schedule, as SwiftUI's `TimelineView`, on the
/// timeline's virtual clock: `context.date` is the latest moment of the schedule not after the
/// clock's time, as a date `clockTime` seconds after 1 January 2001 (so a run's dates are the
/// same on every machine).
///
///     TimelineView(.animation) { context in
///         Pie(endAngle: .degrees(context.date.timeIntervalSinceReferenceDate * 90))
///     }
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    let schedule: Schedule
    let content: (Context) -> Content
    @Environment(\.clockTime) private var time

    /// Creates a view that `content` builds at each moment of `schedule`.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    public var body: some View {
        let now = Date(timeIntervalSinceReferenceDate: time)
        let moment = (schedule as? any CountedSchedule)?.latestEntry(atOrBefore: now) ?? schedule.walkedEntry(atOrBefore: now)
        return content(Context(date: moment ?? now, cadence: .live))
    }

    /// What the content is built with.
    public typealias Context = TimelineViewDefaultContext
}

/// What a `TimelineView`'s content is built with, as SwiftUI's `TimelineView.Context`.
public struct TimelineViewDefaultContext {
    /// How often the view is built.
    public enum Cadence: Comparable, Sendable {
        /// Every frame.
        case live
        /// About once a second.
        case seconds
        /// About once a minute.
        case minutes
    }

    /// The moment the view is built for.
    public let date: Date
    /// How often the view is built.
    public let cadence: Cadence
}

/// The moments a `TimelineView` is built at, as SwiftUI's `TimelineSchedule`.
public protocol TimelineSchedule {
    /// The moments from `startDate` on.
    associatedtype Entries: Sequence where Entries.Element == Date
    /// Whether the view shows at full rate.
    typealias Mode = TimelineScheduleMode
    /// The moments of the schedule from `startDate` on, in order.
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// Whether a schedule's view shows at full rate or lowered (always `.normal` here).
public enum TimelineScheduleMode: Sendable {
    /// At the schedule's own rate.
    case normal
    /// At a lowered rate, as iOS does for an inactive screen.
    case lowFrequency
}

extension TimelineSchedule {
    /// The latest moment not after `date`, found by walking the entries from the run's start.
    func walkedEntry(atOrBefore date: Date) -> Date? {
        var latest: Date?
        for entry in entries(from: Date(timeIntervalSinceReferenceDate: 0), mode: .normal).prefix(Self.walkLimit) {
            guard entry <= date, latest.map({ entry > $0 }) ?? true else { break }
            latest = entry
        }
        return latest
    }

    /// The most entries of a schedule of one's own walked for one build.
    static var walkLimit: Int { 100_000 }
}

/// A schedule of Flipbook's that finds its latest moment without walking its entries.
protocol CountedSchedule {
    /// The latest moment of the schedule not after `date`, if any.
    func latestEntry(atOrBefore date: Date) -> Date?
}

/// Every frame, as SwiftUI's `AnimationTimelineSchedule` (`.animation`).
public struct AnimationTimelineSchedule: TimelineSchedule, CountedSchedule {
    let minimumInterval: Double?
    let paused: Bool

    /// A schedule of every frame, or at most one moment each `minimumInterval` seconds.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    /// The frames from `startDate` on, `minimumInterval` (or a 120th of a second) apart.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
        PeriodicTimelineSchedule.Entries(start: startDate, interval: step)
    }

    /// The entries' spacing: `minimumInterval` when it is a positive number, else a 120th of a second.
    private var step: TimeInterval {
        guard let minimumInterval, minimumInterval.isFinite, minimumInterval > 0 else { return 1.0 / 120 }
        return max(minimumInterval, 1e-3)
    }

    /// Each frame's own moment, or the last step of `minimumInterval` before it; the first when paused.
    func latestEntry(atOrBefore date: Date) -> Date? {
        if paused { return Date(timeIntervalSinceReferenceDate: 0) }
        guard let minimumInterval, minimumInterval.isFinite, minimumInterval > 0 else { return date }
        return PeriodicTimelineSchedule(from: Date(timeIntervalSinceReferenceDate: 0), by: step).latestEntry(atOrBefore: date)
    }
}

/// Moments `interval` seconds apart from a start, as SwiftUI's `PeriodicTimelineSchedule`.
public struct PeriodicTimelineSchedule: TimelineSchedule, CountedSchedule {
    let start: Date
    let interval: TimeInterval

    /// A schedule from `startDate`, every `interval` seconds.
    public init(from startDate: Date, by interval: TimeInterval) {
        start = startDate
        self.interval = interval
    }

    /// The moments of a periodic schedule.
    public struct Entries: Sequence, IteratorProtocol {
        var upcoming: Date
        let interval: TimeInterval

        init(start: Date, interval: TimeInterval) {
            upcoming = start
            self.interval = interval
        }

        /// The next moment.
        public mutating func next() -> Date? {
            defer { upcoming = upcoming.addingTimeInterval(interval) }
            return upcoming
        }
    }

    /// The steps from the later of the schedule's start and `startDate` on.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(start: max(start, startDate), interval: interval)
    }

    /// The last step at or before `date`, counted rather than walked; the start itself while
    /// `date` is before it (a start taken from `Date()` lies after every date of a run).
    func latestEntry(atOrBefore date: Date) -> Date? {
        guard date >= start else { return start }
        guard interval > 0, interval.isFinite else { return start }
        let steps = (date.timeIntervalSince(start) / interval).rounded(.down)
        return start.addingTimeInterval(steps * interval)
    }
}

/// The start of each minute, as SwiftUI's `EveryMinuteTimelineSchedule`.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, CountedSchedule {
    /// A schedule of the start of every minute.
    public init() {}

    /// The starts of the minutes from `startDate` on.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
        let minute = (startDate.timeIntervalSinceReferenceDate / 60).rounded(.up) * 60
        return PeriodicTimelineSchedule.Entries(start: Date(timeIntervalSinceReferenceDate: minute), interval: 60)
    }

    func latestEntry(atOrBefore date: Date) -> Date? {
        PeriodicTimelineSchedule(from: Date(timeIntervalSinceReferenceDate: 0), by: 60).latestEntry(atOrBefore: date)
    }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// Every frame.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// Every frame, at most one each `minimumInterval` seconds; frozen when `paused`.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Every `interval` seconds from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// The start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}
