import Foundation

/// A stored property of a view that the engine connects to storage before it asks for the
/// view's body, as SwiftUI's `DynamicProperty`: `@State`, `@Environment`, `@GestureState`,
/// `@Bindable`, and structs of your own made of them.
///
/// As in SwiftUI, a property's declared type decides: a struct view's stored property whose
/// type is a dynamic property is connected, and so are those inside it when it is a struct;
/// one declared as an optional, an existential (`Any`) or a class of your own is not.
public protocol DynamicProperty {}

/// A dynamic property the engine connects itself; other dynamic properties (structs) are
/// searched for properties of this kind inside them.
protocol InstallableProperty: DynamicProperty {
    /// Connects the property to the storage of `key` in `context`.
    func install(key: String, in context: PropertyContext)
}

extension InstallableProperty {
    /// Connects the property stored at `address` (a value of this type).
    static func install(at address: UnsafeRawPointer, key: String, in context: PropertyContext) {
        address.assumingMemoryBound(to: Self.self).pointee.install(key: key, in: context)
    }
}

/// Where a view's properties get their storage and values: the scene's graph, and the
/// environment at the view's place in the tree.
struct PropertyContext {
    let graph: ViewGraph
    let environment: EnvironmentValues
}

/// Connects the dynamic properties of views and modifiers. A struct's are found once for its
/// type, by its stored properties' declared types and byte offsets (``PropertyPlan``), and a
/// view is then connected by reading those properties in place; the rare view that is not a
/// struct is reflected on each time.
enum DynamicProperties {
    /// How a type's dynamic properties are found.
    private enum Finding {
        case none
        case planned(PropertyPlan)
        case reflected
        /// A value that carries the view whose properties are connected (``DynamicPropertyContainer``).
        case container
    }

    private nonisolated(unsafe) static var findings: [ObjectIdentifier: Finding] = [:]
    private static let lock = NSLock()

    /// Connects every dynamic property of `value` to the storage under `key`.
    static func install(in value: Any, key: String, context: PropertyContext) {
        switch finding(for: value) {
        case .none:
            return
        case .container:
            guard let container = value as? any DynamicPropertyContainer else { return }
            install(in: container.containedValue, key: key, context: context)
        case .planned(let plan):
            // The view itself, opened out of its existential box, is what the plan's offsets
            // are into.
            func installPlanned<View>(_ view: View) {
                precondition(View.self == plan.type, "a plan for \(plan.type) read as \(View.self)")
                withUnsafePointer(to: view) { plan.install(at: UnsafeRawPointer($0), key: key, context: context) }
            }
            _openExistential(value, do: installPlanned)
            SceneEffects.note()
        case .reflected:
            if installChildren(of: value, key: key, context: context) { SceneEffects.note() }
        }
    }

    /// How the dynamic properties of `value`'s type are found, worked out the first time the
    /// type is met.
    private static func finding(for value: Any) -> Finding {
        let type = ObjectIdentifier(Swift.type(of: value))
        if let finding = lock.withLock({ findings[type] }) { return finding }
        let finding: Finding
        if value is any DynamicPropertyContainer {
            finding = .container
        } else if Mirror(reflecting: value).displayStyle == .struct {
            let plan = PropertyPlan(of: Swift.type(of: value))
            finding = plan.isEmpty ? .none : .planned(plan)
        } else {
            finding = .reflected
        }
        lock.withLock { findings[type] = finding }
        return finding
    }

    /// Installs the dynamic properties among `value`'s stored properties, found by reflection;
    /// whether there were any.
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
