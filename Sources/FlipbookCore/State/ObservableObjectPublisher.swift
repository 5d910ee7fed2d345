import Foundation

/// What an `ObservableObject`'s `objectWillChange` is, as Combine's: it publishes before each
/// change of the object's `@Published` properties, and `send()` tells the views that read the
/// object that it is about to change, as a write of a `@Published` property does.
///
/// Subscribers (`model.objectWillChange.sink { … }`) are called on the thread that changes the
/// object, at once, before the new value is stored: read the property in the closure and it
/// still has its old value, as in Combine.
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
    public typealias Output = Void
    public typealias Failure = Never

    private let lock = NSLock()
    private let subscribers = SubscriberList<Void, Never>()

    /// Creates a publisher.
    public init() {}

    /// Tells the views and the subscribers that the object is about to change.
    public func send() {
        PublishedWrites.note()
        notifySubscribers()
    }

    public func sink(receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void,
                     receiveValue: @escaping (Void) -> Void) -> AnyCancellable {
        let added = lock.withLock { subscribers.add(completion: receiveCompletion, value: receiveValue) }
        return AnyCancellable { [lock] in lock.withLock { added.cancel() } }
    }

    /// Calls the subscribers, outside the lock (a subscriber may subscribe or cancel).
    func notifySubscribers() {
        let list = lock.withLock { subscribers.snapshot() }
        list.forEach { $0(()) }
    }
}

/// The `objectWillChange` publisher of each object that uses the default one, made when first
/// asked for and kept while the object lives.
enum ObjectWillChangePublishers {
    private final class Entry {
        weak var object: AnyObject?
        let publisher = ObservableObjectPublisher()
        init(object: AnyObject) { self.object = object }
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var entries: [ObjectIdentifier: Entry] = [:]
    nonisolated(unsafe) private static var liveCountAtLastSweep = 0

    /// The publisher of `object`, made if it has none.
    static func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        lock.withLock {
            let key = ObjectIdentifier(object)
            // An identifier can be reused once its object is gone: the entry must hold this object.
            if let entry = entries[key], entry.object === object { return entry.publisher }
            sweepIfGrown()
            let entry = Entry(object: object)
            entries[key] = entry
            return entry.publisher
        }
    }

    /// Drops the entries of objects that are gone, when the table has doubled since the last sweep.
    private static func sweepIfGrown() {
        guard entries.count >= max(64, 2 * liveCountAtLastSweep) else { return }
        entries = entries.filter { $0.value.object != nil }
        liveCountAtLastSweep = entries.count
    }
}

extension ObservableObject {
    /// The publisher that tells views and subscribers the object is about to change, as
    /// Combine's `objectWillChange`: it publishes before every change of a `@Published`
    /// property, and `objectWillChange.send()` announces a change that no `@Published`
    /// property sees. The same publisher for the object's whole life.
    public var objectWillChange: ObservableObjectPublisher { ObjectWillChangePublishers.publisher(for: self) }
}
