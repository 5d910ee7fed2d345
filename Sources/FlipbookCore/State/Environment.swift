/// Reads a value of the environment, as SwiftUI's `@Environment`:
///
///     @Environment(\.colorScheme) private var colorScheme
///     @Environment(\.dismiss) private var dismiss
///
/// The value is the one at the view's place in the tree, set by `.environment(_:_:)` on a view
/// above it, or the key's default.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let keyPath: KeyPath<EnvironmentValues, Value>
    private let box = EnvironmentBox()

    /// Reads the value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

    /// The value at the view's place in the tree.
    public var wrappedValue: Value { (box.values ?? EnvironmentValues())[keyPath: keyPath] }
}

extension Environment: InstallableProperty {
    func install(key: String, in context: PropertyContext) { box.values = context.environment }
}

/// The environment a view was given, shared by every copy of its `Environment` property.
final class EnvironmentBox {
    var values: EnvironmentValues?
}
