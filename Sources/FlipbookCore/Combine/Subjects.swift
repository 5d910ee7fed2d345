/// A publisher that code sends values through, as Combine's `Subject`.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Gives `value` to the subscribers.
    func send(_ value: Output)
    /// Ends the subject: its subscribers receive `completion`, and nothing after.
    func send(completion: Subscribers.Completion<Failure>)
}

extension Subject where Output == Void {
    /// Gives the subscribers a signal.
    public func send() { send(()) }
}

/// The subscribers of a subject, each a pair of closures under a number.
final class SubscriberList<Output, Failure: Error> {
    private var subscribers: [Int: (completion: (Subscribers.Completion<Failure>) -> Void, value: (Output) -> Void)] = [:]
    private var nextNumber = 0
    private(set) var completion: Subscribers.Completion<Failure>?

    func add(completion: @escaping (Subscribers.Completion<Failure>) -> Void, value: @escaping (Output) -> Void) -> AnyCancellable {
        if let ended = self.completion {
            completion(ended)
            return AnyCancellable {}
        }
        let number = nextNumber
        nextNumber += 1
        subscribers[number] = (completion, value)
        return AnyCancellable { [weak self] in self?.subscribers[number] = nil }
    }

    func send(_ value: Output) {
        guard completion == nil else { return }
        for number in subscribers.keys.sorted() { subscribers[number]?.value(value) }
    }

    /// The subscribers' value closures, in the order they subscribed.
    func snapshot() -> [(Output) -> Void] {
        guard completion == nil else { return [] }
        return subscribers.keys.sorted().compactMap { subscribers[$0]?.value }
    }

    func finish(_ completion: Subscribers.Completion<Failure>) {
        guard self.completion == nil else { return }
        self.completion = completion
        let ending = subscribers.keys.sorted().compactMap { subscribers[$0]?.completion }
        subscribers = [:]
        ending.forEach { $0(completion) }
    }
}

/// A subject that gives each value to the subscribers of the moment, as Combine's.
public final class PassthroughSubject<Output, Failure: Error>: Subject {
    private let subscribers = SubscriberList<Output, Failure>()

    /// Creates a subject.
    public init() {}

    public func send(_ value: Output) { subscribers.send(value) }

    public func send(completion: Subscribers.Completion<Failure>) { subscribers.finish(completion) }

    public func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                     receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        subscribers.add(completion: receiveCompletion, value: receiveValue)
    }
}

/// A subject that holds a value and gives it to each new subscriber first, as Combine's.
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
    private let subscribers = SubscriberList<Output, Failure>()

    /// The value now; setting it sends it.
    public var value: Output {
        didSet { subscribers.send(value) }
    }

    /// A subject holding `value`.
    public init(_ value: Output) { self.value = value }

    public func send(_ value: Output) { self.value = value }

    public func send(completion: Subscribers.Completion<Failure>) { subscribers.finish(completion) }

    public func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                     receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        guard subscribers.completion == nil else { return subscribers.add(completion: receiveCompletion, value: receiveValue) }
        receiveValue(value)
        return subscribers.add(completion: receiveCompletion, value: receiveValue)
    }
}

/// A publisher of one value, then the end, as Combine's `Just`.
public struct Just<Output>: Publisher {
    public typealias Failure = Never

    /// The value it gives.
    public let output: Output

    /// A publisher of `output`.
    public init(_ output: Output) { self.output = output }

    public func sink(receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void,
                     receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        receiveValue(output)
        receiveCompletion(.finished)
        return AnyCancellable {}
    }
}
