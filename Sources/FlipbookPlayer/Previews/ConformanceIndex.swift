import CSystem

/// The types of the running program that conform to a protocol, found in the Swift runtime's
/// own records of conformances (the `swift5_protocol_conformances` section of every loaded
/// image), as a test runner finds its tests: nothing has to register them.
enum ConformanceIndex {
    /// The types declared in module `typeModule` that conform to `protocolModule.protocolName`.
    /// Generic types are left out: they have no metadata without their arguments.
    static func types(conformingTo protocolName: String, of protocolModule: String, in typeModule: String) -> [Any.Type] {
        conformanceRecords().compactMap { record in
            guard let descriptor = relative(record),
                  let proto = indirectable(descriptor),
                  name(of: proto) == protocolName, moduleName(of: proto) == protocolModule,
                  let type = typeDescriptor(of: descriptor), moduleName(of: type) == typeModule else { return nil }
            return metadata(of: type)
        }
    }

    /// Every conformance record of every loaded image: a 32-bit offset to its descriptor each.
    private static func conformanceRecords() -> [UnsafeRawPointer] {
        let records = RecordList()
        flipbook_enumerate_metadata_sections({ sections, context in
            guard let sections, let context else { return true }
            let list = Unmanaged<RecordList>.fromOpaque(context).takeUnretainedValue()
            let range = sections.pointee.protocolConformances
            guard let start = UnsafeRawPointer(bitPattern: range.start) else { return true }
            list.records += stride(from: 0, to: range.length, by: 4).map { start + $0 }
            return true
        }, Unmanaged.passUnretained(records).toOpaque())
        return withExtendedLifetime(records) { records.records }
    }

    /// The type context descriptor a conformance descriptor names, when it names one directly
    /// or through one indirection (not an Objective-C class).
    private static func typeDescriptor(of conformance: UnsafeRawPointer) -> UnsafeRawPointer? {
        let flags = conformance.load(fromByteOffset: 12, as: UInt32.self)
        switch (flags >> 3) & 0x7 {
        case 0: return relative(conformance + 4)
        case 1: return relative(conformance + 4)?.load(as: UnsafeRawPointer?.self)
        default: return nil
        }
    }

    /// The metadata of the type `descriptor` describes: a class, struct or enum that is not
    /// generic.
    private static func metadata(of descriptor: UnsafeRawPointer) -> Any.Type? {
        let flags = descriptor.load(as: UInt32.self)
        let kind = flags & 0x1F, isGeneric = flags & 0x80 != 0
        guard (16...18).contains(kind), !isGeneric, let accessor = relative(descriptor + 12),
              let metadata = flipbook_call_metadata_accessor(accessor) else { return nil }
        return unsafeBitCast(metadata, to: Any.Type.self)
    }

    /// The name of the module a context descriptor is declared in: its parents' up to the
    /// module's.
    private static func moduleName(of descriptor: UnsafeRawPointer) -> String? {
        var context = descriptor
        for _ in 0..<64 {
            guard context.load(as: UInt32.self) & 0x1F != 0 else { return name(of: context) }
            guard let parent = indirectable(context + 4) else { return nil }
            context = parent
        }
        return nil
    }

    /// A named context descriptor's name (a module, a protocol, a type).
    private static func name(of descriptor: UnsafeRawPointer) -> String? {
        relative(descriptor + 8).map { String(cString: $0.assumingMemoryBound(to: CChar.self)) }
    }

    /// The address a 32-bit self-relative offset at `field` points to; `nil` for no offset.
    private static func relative(_ field: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = field.load(as: Int32.self)
        return offset == 0 ? nil : field + Int(offset)
    }

    /// As `relative(_:)`, where an odd offset points to a slot that holds the address.
    private static func indirectable(_ field: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = field.load(as: Int32.self)
        guard offset & 1 != 0 else { return relative(field) }
        return (field + Int(offset & ~1)).load(as: UnsafeRawPointer?.self)
    }
}

/// The records collected across the runtime's callback.
private final class RecordList {
    var records: [UnsafeRawPointer] = []
}
