/// A reference to a value owned elsewhere, as SwiftUI's `@Binding`: a child view reads and
/// writes its parent's `@State` through it.
///
///     struct Toggle: View {
///         @Binding var isOn: Bool
///         var body: some View { Text(isOn ? "On" : "Off").onTapGesture { isOn.toggle() } }
///     }
///     …
///     Toggle(isOn: $isOn)
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let getValue: () -> Value
    private let setValue: (Value) -> Void

    /// A binding that reads with `get` and writes with `set`.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getValue = get
        setValue = set
    }

    /// A binding to a value that never changes; writes are ignored.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// Creates a binding from another one (`@Binding var x: Int` in an initializer: `_x = x`).
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// The value now. Reading it is an effect (see `SceneEffects`): what it reads is stored
    /// elsewhere, where an equatable view cannot see it change.
    public var wrappedValue: Value {
        get {
            SceneEffects.note()
            return getValue()
        }
        nonmutating set { setValue(newValue) }
    }

    /// The binding itself, for passing on: `$value`.
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value: `$theme.name`.
    public subscript<Property>(dynamicMember keyPath: WritableKeyPath<Value, Property>) -> Binding<Property> {
        Binding<Property>(get: { self.wrappedValue[keyPath: keyPath] },
                          set: { self.wrappedValue[keyPath: keyPath] = $0 })
    }

    /// A binding whose writes animate with `animation`, as if made inside `withAnimation`.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        Binding(get: getValue, set: { value in withAnimation(animation) { self.setValue(value) } })
    }
}

extension Binding: DynamicProperty {}
