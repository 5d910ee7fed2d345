/// A node's attributes behind one reference, copied only when written while shared. Views and
/// laid-out nodes are copied many times a pass (stacks flatten their children, layout measures
/// them, the presenter walks them) while their attributes, a few hundred bytes with a dozen
/// references, rarely change: a copy of a node now retains one object instead of each of them.
///
/// The attributes are the buffer's header, read and written through its pointer: a class's
/// stored property would be checked for exclusive access at run time on every read, which
/// cost more than the copies saved.
final class NodeAttributeStorage: ManagedBuffer<NodeAttributes, Void> {
    /// New storage holding `value`.
    static func holding(_ value: NodeAttributes) -> NodeAttributeStorage {
        unsafeDowncast(create(minimumCapacity: 0) { _ in value }, to: NodeAttributeStorage.self)
    }

    /// The attributes of a node that sets none, shared by every such node until one is set.
    nonisolated(unsafe) static let empty = holding(NodeAttributes())

    /// The attributes, for reading.
    var value: NodeAttributes {
        _read { yield withUnsafeMutablePointerToHeader { UnsafePointer($0) }.pointee }
    }
}

extension ViewNode {
    /// What modifiers such as `.opacity` and `.id` set on the node.
    var attributes: NodeAttributes {
        _read { yield attributeStorage.value }
        _modify {
            if !isKnownUniquelyReferenced(&attributeStorage) { attributeStorage = .holding(attributeStorage.value) }
            let pointer = attributeStorage.withUnsafeMutablePointerToHeader { $0 }
            yield &pointer.pointee
        }
    }
}

extension LaidOutNode {
    /// What modifiers set on the node the layout placed here.
    var attributes: NodeAttributes {
        _read { yield attributeStorage.value }
        _modify {
            if !isKnownUniquelyReferenced(&attributeStorage) { attributeStorage = .holding(attributeStorage.value) }
            let pointer = attributeStorage.withUnsafeMutablePointerToHeader { $0 }
            yield &pointer.pointee
        }
    }
}
