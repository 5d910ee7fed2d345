/// Something that gives values over time, as Combine's `Publisher`: a view model's
/// `$property`, a subject, or one of the operators below applied to them.
///
/// Flipbook carries the part of Combine that view models use: `sink`, `assign(to:on:)`,
/// `map`, `filter`, `compactMap`, `removeDuplicates`, `dropFirst`, `prepend`, `debounce`,
/// `receive(on:)`, `eraseToAnyPublisher()`, subjects and `Just`. Values are delivered at once,
/// on the thread that sends them: `receive(on:)` changes nothing, so runs stay deterministic;
/// `debounce` waits on the timeline's virtual clock.
public protocol Publisher<Output, Failure> {
    /// The values it gives.
    associatedtype Output
    /// The error it can end with.
    associatedtype Failure: Error

    /// Calls `receiveValue` with each value, and `receiveCompletion` when the publisher ends,
    /// until the returned cancellable is cancelled or released.
    func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
              receiveValue: @escaping (Output) -> Void) -> AnyCancellable
}

/// What subscribers receive, as Combine's `Subscribers` namespace.
public enum Subscribers {
    /// How a publisher ended.
    public enum Completion<Failure: Error> {
        /// It gave all its values.
        case finished
        /// It stopped with an error.
        case failure(Failure)
    }
}

extension Publisher where Failure == Never {
    /// Calls `receiveValue` with each value, until the returned cancellable is cancelled or
    /// released.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }

    /// Writes each value into `object`'s property at `keyPath`.
    public func assign<Root: AnyObject>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        sink { object[keyPath: keyPath] = $0 }
    }
}

/// A publisher of any kind behind one type, as Combine's `AnyPublisher`.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    private let subscribe: (@escaping (Subscribers.Completion<Failure>) -> Void, @escaping (Output) -> Void) -> AnyCancellable

    /// Wraps `publisher`.
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        subscribe = { publisher.sink(receiveCompletion: $0, receiveValue: $1) }
    }

    init(subscribe: @escaping (@escaping (Subscribers.Completion<Failure>) -> Void, @escaping (Output) -> Void) -> AnyCancellable) {
        self.subscribe = subscribe
    }

    public func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                     receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        subscribe(receiveCompletion, receiveValue)
    }
}

extension Publisher {
    /// This publisher as an ``AnyPublisher``.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}
