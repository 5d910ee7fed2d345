@_spi(Reflection) import Swift

/// The dynamic properties of one struct type: the stored properties to connect, by name and
/// byte offset, as the Swift runtime lays the type out (`_forEachField`, the standard library's
/// reflection SPI, which reads the same field records as `Mirror`). Made once per type;
/// connecting a value then reads its properties in place, without a mirror, dynamic casts or
/// type names decoded again for every view of every build.
///
/// A stored property whose declared type is an ``InstallableProperty`` is connected; one whose
/// type is another struct conforming to ``DynamicProperty`` (`@Bindable`, a struct of your own)
/// is searched the same way; others are passed over. (An installable class, such as a text
/// field's focus slot, is read as a strong reference: hold it in a strong stored property.)
struct PropertyPlan {
    /// A stored property to connect.
    private struct Field {
        /// The property's name (`_count` for `@State var count`): the last part of its key.
        let name: String
        /// Where the property starts, in bytes from the start of the value.
        let offset: Int
        let kind: Kind
    }

    private enum Kind {
        case installable(any InstallableProperty.Type)
        case nested(PropertyPlan)
    }

    /// The struct type the plan reads.
    let type: Any.Type
    private var fields: [Field] = []

    /// Whether the type has no dynamic property.
    var isEmpty: Bool { fields.isEmpty }

    /// The names of the stored properties connected, in their declared order (for tests).
    var fieldNames: [String] { fields.map(\.name) }

    /// The plan of the struct type `type`.
    init(of type: Any.Type) {
        self.type = type
        _ = _forEachField(of: type) { name, offset, fieldType, metadataKind in
            let kind: Kind?
            if let installable = fieldType as? any InstallableProperty.Type {
                kind = .installable(installable)
            } else if metadataKind == .struct, fieldType is any DynamicProperty.Type {
                let nested = PropertyPlan(of: fieldType)
                kind = nested.isEmpty ? nil : .nested(nested)
            } else {
                kind = nil
            }
            if let kind { fields.append(Field(name: String(cString: name), offset: offset, kind: kind)) }
            return true
        }
    }

    /// Connects the dynamic properties of the value of this plan's type at `address` to the
    /// storage under `key`.
    func install(at address: UnsafeRawPointer, key: String, context: PropertyContext) {
        for field in fields {
            let fieldKey = String(joining: key, ".", field.name)
            switch field.kind {
            case .installable(let type): type.install(at: address + field.offset, key: fieldKey, in: context)
            case .nested(let plan): plan.install(at: address + field.offset, key: fieldKey, context: context)
            }
        }
    }
}
