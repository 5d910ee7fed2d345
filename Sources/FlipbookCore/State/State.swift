/// A value a view owns, as SwiftUI's `@State`: kept by the view's identity while the view is
/// on screen, through every rebuild of its body; a view that leaves and comes back starts
/// again from the initial value. Changing it re-renders the scene; a change inside
/// `withAnimation` animates.
///
///     struct Counter: View {
///         @State private var count = 0
///         var body: some View {
///             Button("Count: \(count)") { withAnimation { count += 1 } }
///         }
///     }
@propertyWrapper
public struct State<Value>: DynamicProperty {
    private let storage: StateStorage<Value>

    /// Creates the state with its initial value.
    public init(wrappedValue value: Value) { storage = StateStorage(initial: value) }

    /// Creates the state with its initial value.
    public init(initialValue value: Value) { self.init(wrappedValue: value) }

    /// The value now.
    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }

    /// A binding to the value, for a child view: `$count`.
    public var projectedValue: Binding<Value> {
        let storage = storage
        return Binding(get: { storage.value }, set: { storage.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Creates optional state that starts as `nil`.
    public init() { self.init(wrappedValue: nil) }
}

extension State: InstallableProperty {
    func install(key: String, in context: PropertyContext) {
        let initial = storage.initial
        storage.cell = context.graph.cell(at: key) { initial }
    }
}

/// The storage of one `State` value: the scene's cell once installed, a local value before.
final class StateStorage<Value> {
    let initial: Value
    var cell: StateCell<Value>?
    private var local: Value

    init(initial: Value) {
        self.initial = initial
        local = initial
    }

    var value: Value {
        get { cell?.value ?? local }
        set {
            if let cell { cell.value = newValue } else { local = newValue }
        }
    }
}
