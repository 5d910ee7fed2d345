import Foundation

extension Publisher {
    /// Each value changed by `transform`.
    public func map<T>(_ transform: @escaping (Output) -> T) -> AnyPublisher<T, Failure> {
        AnyPublisher { completion, value in sink(receiveCompletion: completion) { value(transform($0)) } }
    }

    /// The values that pass `isIncluded`.
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> {
        AnyPublisher { completion, value in sink(receiveCompletion: completion) { if isIncluded($0) { value($0) } } }
    }

    /// The values `transform` gives that are not `nil`.
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> AnyPublisher<T, Failure> {
        AnyPublisher { completion, value in sink(receiveCompletion: completion) { if let made = transform($0) { value(made) } } }
    }

    /// The values after the first `count`.
    public func dropFirst(_ count: Int = 1) -> AnyPublisher<Output, Failure> {
        AnyPublisher { completion, value in
            var dropped = 0
            return sink(receiveCompletion: completion) { output in
                guard dropped >= count else { return dropped += 1 }
                value(output)
            }
        }
    }

    /// `values` first, then this publisher's.
    public func prepend(_ values: Output...) -> AnyPublisher<Output, Failure> {
        AnyPublisher { completion, value in
            values.forEach(value)
            return sink(receiveCompletion: completion, receiveValue: value)
        }
    }

    /// The values, delivered at once: Flipbook's runs are deterministic, so the scheduler
    /// changes nothing.
    public func receive<S: Scheduler>(on scheduler: S) -> AnyPublisher<Output, Failure> { eraseToAnyPublisher() }

    /// The values, subscribed to at once (see ``receive(on:)``).
    public func subscribe<S: Scheduler>(on scheduler: S) -> AnyPublisher<Output, Failure> { eraseToAnyPublisher() }
}

extension Publisher where Output: Equatable {
    /// The values, each only when it differs from the one before.
    public func removeDuplicates() -> AnyPublisher<Output, Failure> {
        AnyPublisher { completion, value in
            var last: Output?
            return sink(receiveCompletion: completion) { output in
                guard output != last else { return }
                last = output
                value(output)
            }
        }
    }
}

/// Where a publisher delivers its values, as Combine's `Scheduler`: accepted, and the values
/// are delivered at once (see ``Publisher``); time is the timeline's virtual clock (see
/// ``Publisher/debounce(for:scheduler:options:)``).
public protocol Scheduler {
    /// Options a scheduler takes; Flipbook's schedulers take none.
    associatedtype SchedulerOptions = Never
}

extension DispatchQueue: Scheduler {}
extension RunLoop: Scheduler {}
extension OperationQueue: Scheduler {}
