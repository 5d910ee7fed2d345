/// Which control has the keyboard, as SwiftUI's `@FocusState`: a `Bool` for one field, or an
/// optional value that names the focused field among several.
///
///     @FocusState private var isNameFocused: Bool
///     …
///     TextField("Name", text: $name).focused($isNameFocused)
///
/// Setting the value moves the focus (to the field bound to it, or away with `false`/`nil`);
/// tapping a field or submitting it changes the value, as on iOS.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    private let storage: StateStorage<Value>

    /// A focus state for one field: `true` while it has the focus.
    public init() where Value == Bool { storage = StateStorage(initial: false) }

    /// A focus state naming the focused field among several; `nil` when none has the focus.
    public init<Field: Hashable>() where Value == Field? { storage = StateStorage(initial: nil) }

    /// The focus now.
    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }

    /// The focus state, for `.focused(_:)` and `.focused(_:equals:)`: `$isNameFocused`.
    public var projectedValue: Binding {
        let storage = storage
        return Binding(get: { storage.value }, set: { storage.value = $0 })
    }

    /// A reference to a focus state, as SwiftUI's `FocusState.Binding`.
    @propertyWrapper
    public struct Binding {
        let get: () -> Value
        let set: (Value) -> Void

        /// The focus now.
        public var wrappedValue: Value {
            get { get() }
            nonmutating set { set(newValue) }
        }

        /// The binding itself.
        public var projectedValue: Binding { self }
    }
}

extension FocusState: InstallableProperty {
    func install(key: String, in context: PropertyContext) {
        let initial = storage.initial
        storage.cell = context.graph.cell(at: key) { initial }
    }
}
