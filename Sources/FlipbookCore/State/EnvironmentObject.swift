/// An `ObservableObject` that a view above puts into the environment with
/// `.environmentObject(_:)`, read by its type, as SwiftUI's `@EnvironmentObject`:
///
///     @EnvironmentObject var store: ThemeStore
///
/// Reading it where no view above supplied one stops the program, as SwiftUI does.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    private let box = EnvironmentBox()

    /// Reads the object of this type that a view above supplied.
    public init() {}

    /// The object.
    public var wrappedValue: ObjectType {
        guard let object = box.values?[EnvironmentObjectKey<ObjectType>.self] else {
            preconditionFailure("No ObservableObject of type \(ObjectType.self) found: a view above must supply one with .environmentObject(_:)")
        }
        return object
    }

    /// Bindings to the object's properties: `$store.name`.
    public var projectedValue: Bindable<ObjectType> { Bindable(wrappedValue) }
}

extension EnvironmentObject: InstallableProperty {
    func install(key: String, in context: PropertyContext) { box.values = context.environment }
}

/// Where the environment keeps the object of one type.
private struct EnvironmentObjectKey<ObjectType: AnyObject>: EnvironmentKey {
    static var defaultValue: ObjectType? { nil }
}

extension View {
    /// Puts `object` into the environment of the view and everything inside it, for
    /// `@EnvironmentObject` properties of its type.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modifyingAttributes { $0.environment.addOuter { $0[EnvironmentObjectKey<T>.self] = object } }
    }
}
