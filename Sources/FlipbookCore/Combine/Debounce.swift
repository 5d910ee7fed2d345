extension Publisher {
    /// Publishes a value only once `dueTime` has passed without another, as Combine's
    /// `debounce(for:scheduler:options:)`: a search field's text, say, after the typing stops.
    ///
    /// Time is the virtual clock of the player whose intent sends the value (a tap, a
    /// keystroke of a touch script, a lifecycle action): the value is delivered as an intent
    /// of its own `dueTime` seconds later on that clock, unless a newer value came first, so a
    /// run gives the same values at the same frames every time. A value sent outside any
    /// running player (a unit test of a view model, say) has no clock to wait on and is
    /// delivered at once. The scheduler is accepted and not used. When the publisher ends,
    /// its completion passes at once and a value still waiting is dropped.
    ///
    /// - Parameters:
    ///   - dueTime: How long, in seconds of the virtual clock, to wait for a quiet moment:
    ///     `.milliseconds(300)`, `.seconds(0.5)` or `0.5`.
    ///   - scheduler: Where Combine would deliver the values (`DispatchQueue.main`, `RunLoop.main`).
    ///   - options: Scheduler options; Flipbook's schedulers take none.
    /// - Returns: A publisher of the values that were followed by `dueTime` of quiet.
    public func debounce<S: Scheduler>(for dueTime: SchedulerStride, scheduler: S,
                                       options: S.SchedulerOptions? = nil) -> AnyPublisher<Output, Failure> {
        AnyPublisher { completion, value in
            let latest = DebounceState()
            let upstream = sink(receiveCompletion: { ending in
                latest.number += 1
                completion(ending)
            }, receiveValue: { output in
                latest.number += 1
                let number = latest.number
                after(dueTime.seconds) {
                    if latest.number == number, !latest.isCancelled { value(output) }
                }
            })
            return AnyCancellable {
                latest.isCancelled = true
                upstream.cancel()
            }
        }
    }
}

/// The number of the latest value a debounce received, which alone may be delivered, and
/// whether its subscription was cancelled.
private final class DebounceState {
    var number = 0
    var isCancelled = false
}

/// A span of time a scheduler waits, as Combine's `SchedulerTimeType.Stride`: a literal is
/// seconds (`0.5`), or `.seconds(_:)`, `.milliseconds(_:)`, `.microseconds(_:)`,
/// `.nanoseconds(_:)`.
public struct SchedulerStride: Hashable, Comparable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// The span, in seconds.
    public var seconds: Double

    /// A span of `seconds` seconds.
    public init(seconds: Double) { self.seconds = seconds }

    /// A span of `value` seconds.
    public init(floatLiteral value: Double) { seconds = value }

    /// A span of `value` seconds.
    public init(integerLiteral value: Int) { seconds = Double(value) }

    /// A span of `value` seconds.
    public static func seconds(_ value: Double) -> SchedulerStride { SchedulerStride(seconds: value) }

    /// A span of `value` seconds.
    public static func seconds(_ value: Int) -> SchedulerStride { SchedulerStride(seconds: Double(value)) }

    /// A span of `value` thousandths of a second.
    public static func milliseconds(_ value: Int) -> SchedulerStride { SchedulerStride(seconds: Double(value) / 1e3) }

    /// A span of `value` millionths of a second.
    public static func microseconds(_ value: Int) -> SchedulerStride { SchedulerStride(seconds: Double(value) / 1e6) }

    /// A span of `value` billionths of a second.
    public static func nanoseconds(_ value: Int) -> SchedulerStride { SchedulerStride(seconds: Double(value) / 1e9) }

    public static func < (lhs: SchedulerStride, rhs: SchedulerStride) -> Bool { lhs.seconds < rhs.seconds }
}
