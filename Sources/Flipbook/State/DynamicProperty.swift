import Foundation

/// A stored property of a view that the engine connects to storage before it asks for the
/// view's body, as SwiftUI's `DynamicProperty`: `@State`, `@Environment`, `@GestureState`,
/// `@Bindable`, and structs of your own made of them.
public protocol DynamicProperty {}

/// A dynamic property the engine connects itself; other dynamic properties are searched for
/// properties of this kind inside them.
protocol InstallableProperty: DynamicProperty {
    /// Connects the property to the storage of `key` in `context`.
    func install(key: String, in context: PropertyContext)
}

/// Where a view's properties get their storage and values: the scene's graph, and the
/// environment at the view's place in the tree.
struct PropertyContext {
    let graph: ViewGraph
    let environment: EnvironmentValues
}

/// Connects the dynamic properties of views and modifiers, found by reflection; the types
/// without any are remembered so they cost one lookup.
enum DynamicProperties {
    private nonisolated(unsafe) static var typesWithout = Set<ObjectIdentifier>()
    private static let lock = NSLock()

    /// Connects every dynamic property of `value` to the storage under `key`.
    static func install(in value: Any, key: String, context: PropertyContext) {
        if let container = value as? any DynamicPropertyContainer {
            return install(in: container.containedValue, key: key, context: context)
        }
        let type = ObjectIdentifier(Swift.type(of: value))
        if lock.withLock({ typesWithout.contains(type) }) { return }
        if installChildren(of: value, key: key, context: context) {
            SceneEffects.note()
        } else {
            _ = lock.withLock { typesWithout.insert(type) }
        }
    }

    /// Installs the dynamic properties among `value`'s stored properties; whether there were any.
    private static func installChildren(of value: Any, key: String, context: PropertyContext) -> Bool {
        var found = false
        for (offset, child) in Mirror(reflecting: value).children.enumerated() {
            // The key is made only for a dynamic property: most stored properties are not.
            func childKey() -> String { String(joining: key, ".", child.label ?? String(offset)) }
            if let property = child.value as? any InstallableProperty {
                property.install(key: childKey(), in: context)
                found = true
            } else if child.value is any DynamicProperty {
                found = installChildren(of: child.value, key: childKey(), context: context) || found
            }
        }
        return found
    }
}
