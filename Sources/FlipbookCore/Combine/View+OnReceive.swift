extension View {
    /// Runs `action` with each value `publisher` gives while the view is on screen, as
    /// SwiftUI's `onReceive(_:perform:)`.
    ///
    /// The view subscribes when it appears and lets go when it leaves; built again with
    /// another publisher (another subject, or a `Hashable` one of another value), it
    /// subscribes to that one instead, before the next frame. Values come as the publisher
    /// sends them (a `@Published` property's `$property` during the intent that changed it, a
    /// subject when sent to), and the action the view was last built with runs.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never {
        modifier(OnReceive(publisher: publisher, action: action))
    }
}

/// Subscribes its view to a publisher while the view is on screen.
private struct OnReceive<P: Publisher>: ViewModifier where P.Failure == Never {
    let publisher: P
    let action: (P.Output) -> Void
    @State private var subscription = Subscription<P.Output>()

    func body(content: Content) -> some View {
        subscription.action = action
        let subscription = subscription, publisher = publisher
        return content
            .onAppear { subscription.cancellable = publisher.sink { subscription.action?($0) } }
            .onChange(of: PublisherIdentity(publisher)) {
                guard subscription.cancellable != nil else { return }
                subscription.cancellable = publisher.sink { subscription.action?($0) }
            }
            .onDisappear { subscription.cancellable = nil }
    }
}

/// What tells one publisher from another, as far as it can be told: a class's identity (a
/// subject), a `Hashable` publisher's value; nothing for others, which then count as the same.
private struct PublisherIdentity: Equatable {
    private let object: ObjectIdentifier?
    private let value: AnyHashable?

    init(_ publisher: some Publisher) {
        object = type(of: publisher) is AnyClass ? ObjectIdentifier(publisher as AnyObject) : nil
        value = publisher as? AnyHashable
    }
}

/// A view's subscription, kept with its state: the cancellable and the latest action.
private final class Subscription<Value> {
    var cancellable: AnyCancellable?
    var action: ((Value) -> Void)?
}
