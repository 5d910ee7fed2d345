/// Something that can be stopped, as Combine's `Cancellable`.
public protocol Cancellable {
    /// Stops it.
    func cancel()
}

/// A subscription that ends when it is cancelled or released, as Combine's `AnyCancellable`:
/// keep it (`store(in: &cancellables)`) for as long as the values should come.
public final class AnyCancellable: Cancellable, Hashable {
    private var stop: (() -> Void)?

    /// A cancellable that runs `cancel` once, when cancelled or released.
    public init(_ cancel: @escaping () -> Void) { stop = cancel }

    /// A cancellable that cancels `cancellable`.
    public convenience init<C: Cancellable>(_ cancellable: C) { self.init(cancellable.cancel) }

    deinit { stop?() }

    /// Ends the subscription; later calls do nothing.
    public func cancel() {
        let stop = self.stop
        self.stop = nil
        stop?()
    }

    /// Keeps the subscription in `set`.
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

    /// Keeps the subscription in `collection`.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Cancellable {
    /// Keeps the subscription in `set`.
    public func store(in set: inout Set<AnyCancellable>) { AnyCancellable(self).store(in: &set) }
}
