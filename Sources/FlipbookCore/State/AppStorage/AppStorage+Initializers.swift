import Foundation

// The initializers of SwiftUI's `AppStorage`, one per type of value. In each, `key` is the
// key of the value in the store, and `store` a `UserDefaults` to use instead of the store
// the environment names (see `AppStorage`).

// MARK: - Values with a default

extension AppStorage where Value == Bool {
    /// A property that reads and writes a truth value stored under `key`.
    ///
    /// - Parameters:
    ///   - wrappedValue: The value while the key holds none.
    ///   - key: The key of the value in the store.
    ///   - store: The user defaults to use; `nil` uses the store the environment names.
    public init(wrappedValue: Bool, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, coding: .bool, store: store)
    }
}

extension AppStorage where Value == Int {
    /// A property that reads and writes a whole number stored under `key`.
    ///
    /// - Parameters:
    ///   - wrappedValue: The value while the key holds none.
    ///   - key: The key of the value in the store.
    ///   - store: The user defaults to use; `nil` uses the store the environment names.
    public init(wrappedValue: Int, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, coding: .int, store: store)
    }
}

extension AppStorage where Value == Double {
    /// A property that reads and writes a number stored under `key`.
    ///
    /// - Parameters:
    ///   - wrappedValue: The value while the key holds none.
    ///   - key: The key of the value in the store.
    ///   - store: The user defaults to use; `nil` uses the store the environment names.
    public init(wrappedValue: Double, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, coding: .double, store: store)
    }
}

extension AppStorage where Value == String {
    /// A property that reads and writes a string stored under `key`.
    ///
    /// - Parameters:
    ///   - wrappedValue: The value while the key holds none.
    ///   - key: The key of the value in the store.
    ///   - store: The user defaults to use; `nil` uses the store the environment names.
    public init(wrappedValue: String, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, coding: .string, store: store)
    }
}

extension AppStorage where Value == URL {
    /// A property that reads and writes a URL stored under `key`.
    ///
    /// - Parameters:
    ///   - wrappedValue: The value while the key holds none.
    ///   - key: The key of the value in the store.
    ///   - store: The user defaults to use; `nil` uses the store the environment names.
    public init(wrappedValue: URL, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, coding: .url, store: store)
    }
}

extension AppStorage where Value == Data {
    /// A property that reads and writes bytes stored under `key`.
    ///
    /// - Parameters:
    ///   - wrappedValue: The value while the key holds none.
    ///   - key: The key of the value in the store.
    ///   - store: The user defaults to use; `nil` uses the store the environment names.
    public init(wrappedValue: Data, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, coding: .data, store: store)
    }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == Int {
    /// A property that reads and writes a value stored as its raw value, a whole number:
    /// an enumeration, usually.
    ///
    /// - Parameters:
    ///   - wrappedValue: The value while the key holds none.
    ///   - key: The key of the value in the store.
    ///   - store: The user defaults to use; `nil` uses the store the environment names.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, coding: AppStorageCoding.int.raw(Value.self), store: store)
    }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == String {
    /// A property that reads and writes a value stored as its raw value, a string:
    /// an enumeration, usually.
    ///
    /// - Parameters:
    ///   - wrappedValue: The value while the key holds none.
    ///   - key: The key of the value in the store.
    ///   - store: The user defaults to use; `nil` uses the store the environment names.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, coding: AppStorageCoding.string.raw(Value.self), store: store)
    }
}

// MARK: - Optional values

extension AppStorage where Value == Bool? {
    /// A property that reads and writes a truth value stored under `key`, `nil` while it holds none.
    ///
    /// - Parameters:
    ///   - key: The key of the value in the store.
    ///   - store: The user defaults to use; `nil` uses the store the environment names.
    public init(_ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: nil, coding: AppStorageCoding.bool.optional, store: store)
    }
}

extension AppStorage where Value == Int? {
    /// A property that reads and writes a whole number stored under `key`, `nil` while it holds none.
    ///
    /// - Parameters:
    ///   - key: The key of the value in the store.
    ///   - store: The user defaults to use; `nil` uses the store the environment names.
    public init(_ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: nil, coding: AppStorageCoding.int.optional, store: store)
    }
}

extension AppStorage where Value == Double? {
    /// A property that reads and writes a number stored under `key`, `nil` while it holds none.
    ///
    /// - Parameters:
    ///   - key: The key of the value in the store.
    ///   - store: The user defaults to use; `nil` uses the store the environment names.
    public init(_ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: nil, coding: AppStorageCoding.double.optional, store: store)
    }
}

extension AppStorage where Value == String? {
    /// A property that reads and writes a string stored under `key`, `nil` while it holds none.
    ///
    /// - Parameters:
    ///   - key: The key of the value in the store.
    ///   - store: The user defaults to use; `nil` uses the store the environment names.
    public init(_ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: nil, coding: AppStorageCoding.string.optional, store: store)
    }
}

extension AppStorage where Value == URL? {
    /// A property that reads and writes a URL stored under `key`, `nil` while it holds none.
    ///
    /// - Parameters:
    ///   - key: The key of the value in the store.
    ///   - store: The user defaults to use; `nil` uses the store the environment names.
    public init(_ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: nil, coding: AppStorageCoding.url.optional, store: store)
    }
}

extension AppStorage where Value == Data? {
    /// A property that reads and writes bytes stored under `key`, `nil` while it holds none.
    ///
    /// - Parameters:
    ///   - key: The key of the value in the store.
    ///   - store: The user defaults to use; `nil` uses the store the environment names.
    public init(_ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: nil, coding: AppStorageCoding.data.optional, store: store)
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// A property that reads and writes an optional value stored as its raw value, a whole number;
    /// `nil` while the key holds none.
    ///
    /// - Parameters:
    ///   - key: The key of the value in the store.
    ///   - store: The user defaults to use; `nil` uses the store the environment names.
    public init<Represented: RawRepresentable>(_ key: String, store: UserDefaults? = nil)
    where Value == Represented?, Represented.RawValue == Int {
        self.init(key: key, defaultValue: nil, coding: AppStorageCoding.int.raw(Represented.self).optional, store: store)
    }

    /// A property that reads and writes an optional value stored as its raw value, a string;
    /// `nil` while the key holds none.
    ///
    /// - Parameters:
    ///   - key: The key of the value in the store.
    ///   - store: The user defaults to use; `nil` uses the store the environment names.
    public init<Represented: RawRepresentable>(_ key: String, store: UserDefaults? = nil)
    where Value == Represented?, Represented.RawValue == String {
        self.init(key: key, defaultValue: nil, coding: AppStorageCoding.string.raw(Represented.self).optional, store: store)
    }
}
