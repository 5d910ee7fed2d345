/// What an `ObservableObject`'s `objectWillChange` is, as Combine's: `send()` tells the views
/// that read the object that it is about to change, as a write of a `@Published` property does.
public final class ObservableObjectPublisher: Sendable {
    /// Creates a publisher.
    public init() {}

    /// Tells the views that the object is about to change.
    public func send() { PublishedWrites.note() }
}

extension ObservableObject {
    /// The publisher that tells views the object is about to change, as Combine's
    /// `objectWillChange`: `objectWillChange.send()` before a change that no `@Published`
    /// property sees.
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}
