@_exported import Observation

/// Bindings to the properties of an observable object, as SwiftUI's `@Bindable`:
///
///     @Observable final class ThemeEditorModel { var name = "" }
///
///     struct NameField: View {
///         @Bindable var model: ThemeEditorModel
///         var body: some View { TextField("Name", text: $model.name) }
///     }
///
/// `import Flipbook` brings `@Observable` with it, as `import SwiftUI` does. Flipbook rebuilds
/// the scene after every intent, so views see an object's changes without subscribing.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject> {
    /// The object.
    public var wrappedValue: Value

    /// Wraps `object`.
    public init(wrappedValue object: Value) { wrappedValue = object }

    /// Wraps `object`.
    public init(_ object: Value) { wrappedValue = object }

    /// The wrapper itself, whose members are bindings: `$model.name`.
    public var projectedValue: Bindable<Value> { self }

    /// A binding to a property of the object.
    public subscript<Property>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Property>) -> Binding<Property> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

extension Bindable: DynamicProperty {}
