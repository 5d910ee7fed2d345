/// The course's spelling of a view model before `@Observable`: a class whose `@Published`
/// properties views read through `@ObservedObject` or `@StateObject`. Flipbook rebuilds the
/// scene after every intent, so nothing needs to be published: these exist so that the
/// course's code compiles as written. (Unpublished, a change made before `withAnimation` in
/// the same intent animates with the changes inside it.) New code should use `@Observable`.
public protocol ObservableObject: AnyObject {}

/// A property of an `ObservableObject` that views read, as Combine's `@Published`.
@propertyWrapper
public struct Published<Value> {
    /// The value.
    public var wrappedValue: Value

    /// Creates the property.
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
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
