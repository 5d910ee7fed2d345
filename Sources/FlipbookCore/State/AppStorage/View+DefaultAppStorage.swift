import Foundation

extension View {
    /// Names the store of the `@AppStorage` properties inside the view that pass no `store`,
    /// as SwiftUI's `defaultAppStorage(_:)`: `store` is used as it is, with Foundation's own
    /// persistence.
    ///
    /// - Parameter store: The user defaults to read and write.
    public func defaultAppStorage(_ store: UserDefaults) -> some View {
        environment(\.defaultAppStorage, store)
    }

    /// Names the store of the `@AppStorage` properties inside the view that pass no `store`:
    /// a JSON file of your choosing, or a store in memory for tests and previews.
    ///
    /// - Parameter store: The store to read and write.
    public func defaultAppStorage(_ store: AppStorageStore) -> some View {
        environment(\.defaultAppStorage, store)
    }
}

extension EnvironmentValues {
    /// The store `.defaultAppStorage(_:)` named for `@AppStorage`, if any.
    var defaultAppStorage: (any AppStorageBackend)? {
        get { self[DefaultAppStorageKey.self] }
        set { self[DefaultAppStorageKey.self] = newValue }
    }
}

private struct DefaultAppStorageKey: EnvironmentKey {
    static var defaultValue: (any AppStorageBackend)? { nil }
}
