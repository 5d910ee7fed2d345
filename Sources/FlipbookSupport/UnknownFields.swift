/// The fields of a JSON object that a type does not know, kept so that saving writes them
/// back: a file edited by a newer version keeps that version's fields through an older
/// version's change.
///
/// ```swift
/// public init(from decoder: any Decoder) throws {
///     …
///     unknownFields = try UnknownFields(from: decoder, known: CodingKeys.allCases.map(\.stringValue))
/// }
/// public func encode(to encoder: any Encoder) throws {
///     …
///     try unknownFields.encode(to: encoder)
/// }
/// ```
public struct UnknownFields: Hashable, Sendable {
    /// The fields by name.
    public private(set) var fields: [String: JSONValue] = [:]

    /// None.
    public init() {}

    /// The fields of the object `decoder` reads whose names are not in `known`.
    ///
    /// - Throws: `DecodingError` when `decoder` does not hold an object.
    public init(from decoder: any Decoder, known: some Sequence<String>) throws {
        let container = try decoder.container(keyedBy: FieldName.self)
        let known = Set(known)
        for key in container.allKeys where !known.contains(key.stringValue) {
            fields[key.stringValue] = try container.decode(JSONValue.self, forKey: key)
        }
    }

    /// Adds the fields to the object `encoder` writes.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: FieldName.self)
        for (name, value) in fields { try container.encode(value, forKey: FieldName(name)) }
    }

    /// A field's name as a coding key.
    private struct FieldName: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
