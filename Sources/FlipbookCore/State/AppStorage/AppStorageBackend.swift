import FlipbookSupport
import Foundation

/// Where an `@AppStorage` property reads and writes its value: an ``AppStorageStore`` or a
/// `UserDefaults` passed to it.
protocol AppStorageBackend: AnyObject {
    /// The value stored under `key`, as JSON.
    func appStorageValue(forKey key: String) -> JSONValue?
    /// Stores `value` under `key`; `nil` removes the key.
    func setAppStorageValue(_ value: JSONValue?, forKey key: String)
}

extension AppStorageStore: AppStorageBackend {
    func appStorageValue(forKey key: String) -> JSONValue? { value(forKey: key) }

    func setAppStorageValue(_ value: JSONValue?, forKey key: String) { setValue(value, forKey: key) }
}

/// A `UserDefaults` passed as `store:` is used as it is, with its own persistence: numbers,
/// truth values and strings as its own types (data and URLs as strings, as in the files).
extension UserDefaults: AppStorageBackend {
    func appStorageValue(forKey key: String) -> JSONValue? {
        switch object(forKey: key) {
        case let string as String: .string(string)
        case let whole as Int: .integer(whole)
        case let number as Double: .number(number)
        case let truth as Bool: .bool(truth)
        default: nil
        }
    }

    func setAppStorageValue(_ value: JSONValue?, forKey key: String) {
        switch value {
        case .bool(let truth): set(truth, forKey: key)
        case .integer(let whole): set(whole, forKey: key)
        case .number(let number): set(number, forKey: key)
        case .string(let string): set(string, forKey: key)
        case .null, .array, .object, nil: removeObject(forKey: key)
        }
    }
}
