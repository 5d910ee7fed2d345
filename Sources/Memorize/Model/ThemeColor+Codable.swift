import Foundation

extension ThemeColor: Codable {
    /// The keys of a colour written as an object.
    private enum CodingKeys: String, CodingKey {
        case rgba
        case gradient
    }

    /// Reads `"name"`, `{"rgba": [r, g, b]}`, `{"rgba": [r, g, b, a]}` or
    /// `{"gradient": ["name", …]}`.
    ///
    /// - Throws: `DecodingError.dataCorrupted` naming the accepted forms for anything else.
    public init(from decoder: any Decoder) throws {
        if let name = try? decoder.singleValueContainer().decode(String.self) {
            self = .named(name)
            return
        }
        guard let container = try? decoder.container(keyedBy: CodingKeys.self),
              container.allKeys.count == 1
        else { throw Self.formError(decoder) }
        if container.contains(.rgba) {
            self = try Self.rgba(try container.decode([Double].self, forKey: .rgba), decoder)
        } else {
            self = .gradient(try container.decode([String].self, forKey: .gradient))
        }
    }

    /// Writes the colour in the form that ``init(from:)`` reads; alpha is always written.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .named(let name):
            var container = encoder.singleValueContainer()
            try container.encode(name)
        case let .rgba(red, green, blue, alpha):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode([red, green, blue, alpha], forKey: .rgba)
        case .gradient(let names):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(names, forKey: .gradient)
        }
    }

    /// An RGBA colour from 3 or 4 components.
    private static func rgba(_ components: [Double], _ decoder: any Decoder) throws -> ThemeColor {
        guard components.count == 3 || components.count == 4 else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath + [CodingKeys.rgba],
                debugDescription: "an RGBA colour has 3 or 4 components, not \(components.count)"
            ))
        }
        let alpha = components.count == 4 ? components[3] : 1
        return .rgba(red: components[0], green: components[1], blue: components[2], alpha: alpha)
    }

    /// The error for a value that is none of the accepted forms.
    private static func formError(_ decoder: any Decoder) -> DecodingError {
        .dataCorrupted(.init(
            codingPath: decoder.codingPath,
            debugDescription: #"a color is a name ("orange"), {"rgba": [r, g, b, a]} or {"gradient": ["red", "orange"]}"#
        ))
    }
}
