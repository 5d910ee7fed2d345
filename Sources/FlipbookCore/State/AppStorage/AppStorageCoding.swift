import FlipbookSupport
import Foundation

/// How the value of an `@AppStorage` property is written as JSON and read back. Reading is
/// lenient where the JSON reader cannot tell (`2` for a `Double`, `1` for `true`); a value of
/// another type reads as missing, and the property's default shows.
struct AppStorageCoding<Value> {
    /// The JSON of a value; `nil` removes the key (an optional's `nil`).
    let encode: (Value) -> JSONValue?
    /// The value of stored JSON, `nil` when it is not one.
    let decode: (JSONValue) -> Value?

    /// The coding of optionals of this type: `nil` is no value.
    var optional: AppStorageCoding<Value?> {
        AppStorageCoding<Value?>(encode: { $0.flatMap(encode) }, decode: { decode($0).map(Optional.some) })
    }

    /// The coding of values whose raw values this codes.
    func raw<Represented: RawRepresentable>(_ type: Represented.Type) -> AppStorageCoding<Represented>
    where Represented.RawValue == Value {
        AppStorageCoding<Represented>(encode: { encode($0.rawValue) }, decode: { decode($0).flatMap(Represented.init) })
    }
}

extension AppStorageCoding where Value == Bool {
    static var bool: Self {
        Self(encode: { .bool($0) }) { json in
            switch json {
            case .bool(let truth): truth
            case .integer(let whole) where whole == 0 || whole == 1: whole == 1
            default: nil
            }
        }
    }
}

extension AppStorageCoding where Value == Int {
    static var int: Self {
        Self(encode: { .integer($0) }) { json in
            switch json {
            case .integer(let whole): whole
            case .number(let number): Int(exactly: number)
            default: nil
            }
        }
    }
}

extension AppStorageCoding where Value == Double {
    static var double: Self {
        Self(encode: { .number($0) }) { json in
            switch json {
            case .number(let number): number
            case .integer(let whole): Double(whole)
            default: nil
            }
        }
    }
}

extension AppStorageCoding where Value == String {
    static var string: Self {
        Self(encode: { .string($0) }) { json in
            if case .string(let string) = json { string } else { nil }
        }
    }
}

extension AppStorageCoding where Value == URL {
    /// A URL as its absolute string.
    static var url: Self {
        Self(encode: { .string($0.absoluteString) }) { AppStorageCoding<String>.string.decode($0).flatMap(URL.init(string:)) }
    }
}

extension AppStorageCoding where Value == Data {
    /// Bytes as Base64 text.
    static var data: Self {
        Self(encode: { .string($0.base64EncodedString()) }) {
            AppStorageCoding<String>.string.decode($0).flatMap { Data(base64Encoded: $0) }
        }
    }
}
