import Foundation

/// The course's spelling of a view model before `@Observable`: a class whose `@Published`
/// properties views read through `@ObservedObject` or `@StateObject`. A change to a
/// `@Published` property shows with the next pass, wherever it is made; one to a property
/// that is not published shows when the views are next built (after every intent, unless the
/// player ``Player/updatesOnlyForTrackedChanges``, as SwiftUI does). New code should use
/// `@Observable`.
public protocol ObservableObject: AnyObject {
    /// Publishes before the object changes; a default one is provided (see the extension).
    var objectWillChange: ObservableObjectPublisher { get }
}

/// A property of an `ObservableObject` that views read, as Combine's `@Published`: every
/// change tells the players that their views may no longer stand for their state.
@propertyWrapper
public struct Published<Value> {
    private var value: Value
    /// What `$property` publishes through; made when first asked for.
    private var subject: CurrentValueSubject<Value, Never>?

    /// The value. Reading it is an effect (see `SceneEffects`): an equatable view that reads
    /// it is built every time, as the views that read it are after each change.
    public var wrappedValue: Value {
        get {
            SceneEffects.note()
            return value
        }
        set {
            subject?.send(newValue)
            value = newValue
            PublishedWrites.note()
        }
        _modify {
            yield &value
            subject?.send(value)
            PublishedWrites.note()
        }
    }

    /// The value of the property in `object`, as Combine's enclosing-instance access: a write
    /// tells `object`'s `objectWillChange` subscribers first, then stores the value.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].wrappedValue }
        set {
            announceChange(of: object)
            object[keyPath: storageKeyPath].wrappedValue = newValue
        }
        _modify {
            announceChange(of: object)
            yield &object[keyPath: storageKeyPath].wrappedValue
        }
    }

    /// Calls the subscribers of `object`'s `objectWillChange`, when it is an observable object.
    private static func announceChange(of object: AnyObject) {
        (object as? any ObservableObject)?.objectWillChange.notifySubscribers()
    }

    /// Creates the property.
    public init(wrappedValue: Value) { value = wrappedValue }

    /// Creates the property, as Combine's older spelling.
    public init(initialValue: Value) { value = initialValue }

    /// The property's values as a publisher, inside its object: `$property.sink { … }` gets
    /// the value now and each new one as it is set.
    public var projectedValue: Publisher {
        mutating get {
            if let subject { return Publisher(subject: subject) }
            let made = CurrentValueSubject<Value, Never>(value)
            subject = made
            return Publisher(subject: made)
        }
    }

    /// The publisher of a `@Published` property, as Combine's `Published.Publisher`.
    public struct Publisher: FlipbookCore.Publisher {
        public typealias Output = Value
        public typealias Failure = Never

        let subject: CurrentValueSubject<Value, Never>

        public func sink(receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void,
                         receiveValue: @escaping (Value) -> Void) -> AnyCancellable {
            subject.sink(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        }
    }
}

/// An `ObservableObject` passed into a view, as SwiftUI's `@ObservedObject`; `$model.property`
/// is a binding.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// The object.
    public var wrappedValue: ObjectType

    /// Wraps `object`.
    public init(wrappedValue object: ObjectType) { wrappedValue = object }

    /// Bindings to the object's properties.
    public var projectedValue: Bindable<ObjectType> { Bindable(wrappedValue) }
}

/// An `ObservableObject` a view creates and owns, as SwiftUI's `@StateObject`: made once, when
/// the view first appears, and kept by the view's identity like `@State`.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    private let storage: StateObjectStorage<ObjectType>

    /// Creates the object when the view first appears, not on every rebuild.
    public init(wrappedValue make: @autoclosure @escaping () -> ObjectType) {
        storage = StateObjectStorage(make: make)
    }

    /// The object.
    public var wrappedValue: ObjectType { storage.object }

    /// Bindings to the object's properties.
    public var projectedValue: Bindable<ObjectType> { Bindable(storage.object) }
}

extension StateObject: InstallableProperty {
    func install(key: String, in context: PropertyContext) {
        storage.cell = context.graph.cell(at: key, initial: storage.make)
    }
}

/// The storage of one `StateObject`: the scene's cell once installed, made on first use before.
final class StateObjectStorage<ObjectType> {
    let make: () -> ObjectType
    var cell: StateCell<ObjectType>?

    init(make: @escaping () -> ObjectType) { self.make = make }

    var object: ObjectType {
        if let cell { return cell.value }
        let made = StateCell(make())
        cell = made
        return made.value
    }
}

/// Counts the changes of `@Published` properties. A `@Published` property does not know the
/// object it is in, nor which views read it, so any change counts for every view, as an
/// `ObservableObject` tells every view that observes it: made in an intent, as a write of
/// the running player's state; made outside intents, on the thread that made it, and every
/// player driven on that thread builds its views again at its next pass. (SwiftUI wants
/// published changes on the main thread, where it updates the views.)
enum PublishedWrites {
    /// Notes one change.
    static func note() {
        if let player = Player.current {
            MainActor.assumeIsolated { player.graph.writes.count &+= 1 }
        } else {
            threadCount.value(makingIfMissing: Count.init).writes &+= 1
        }
    }

    /// The changes made outside intents on this thread so far.
    static var outsideIntents: Int { threadCount.value?.writes ?? 0 }

    private final class Count {
        var writes = 0
    }

    private static let threadCount = PerThread<Count>()
}
