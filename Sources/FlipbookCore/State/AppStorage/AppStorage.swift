import Foundation

/// A value kept across runs of the app under a key, as SwiftUI's `@AppStorage`: reading it
/// reads the store, writing it writes the store and builds the views again, as a change of
/// `@State` does (inside `withAnimation`, the change animates).
///
///     struct GameView: View {
///         @AppStorage("highScore") var highScore = 0
///         var body: some View {
///             Button("High score: \(highScore)") { highScore += 1 }
///         }
///     }
///
/// The value's type is `Bool`, `Int`, `Double`, `String`, `URL` or `Data`, a
/// `RawRepresentable` type whose raw values are `Int` or `String` (an enumeration), or an
/// optional of one of them; the default is the value while the key holds none (or holds a
/// value of another type). Setting an optional to `nil` removes the key.
///
/// Where values live: when `store` names a `UserDefaults`, there, with Foundation's own
/// persistence. Otherwise in the ``AppStorageStore`` that a view above names with
/// `.defaultAppStorage(_:)`, else ``AppStorageStore/standard``: the
/// JSON file `$XDG_CONFIG_HOME/<app name>/AppStorage.json` (`~/.config/…` when the variable
/// is unset). A `UserDefaults` given to `.defaultAppStorage(_:)` is used
/// as one given as `store`. Tests name a store in memory or in a temporary file, so that
/// they never read the user's.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    private let key: String
    private let defaultValue: Value
    private let coding: AppStorageCoding<Value>
    private let location: AppStorageLocation

    init(key: String, defaultValue: Value, coding: AppStorageCoding<Value>, store: UserDefaults?) {
        self.key = key
        self.defaultValue = defaultValue
        self.coding = coding
        location = AppStorageLocation(named: store)
    }

    /// The value stored under the key, or the default while there is none.
    public var wrappedValue: Value {
        get { location.backend.appStorageValue(forKey: key).flatMap(coding.decode) ?? defaultValue }
        nonmutating set {
            location.backend.setAppStorageValue(coding.encode(newValue), forKey: key)
            PublishedWrites.note()
        }
    }

    /// A binding to the stored value, for a control or a child view: `$highScore`.
    public var projectedValue: Binding<Value> {
        let storage = self
        return Binding(get: { storage.wrappedValue }, set: { storage.wrappedValue = $0 })
    }
}

extension AppStorage: InstallableProperty {
    func install(key: String, in context: PropertyContext) {
        location.environment = context.environment.defaultAppStorage
    }
}

/// The store of one `@AppStorage` property: the `UserDefaults` it names, else the one its
/// view's environment names once installed, else the standard store.
final class AppStorageLocation {
    private let named: (any AppStorageBackend)?
    var environment: (any AppStorageBackend)?

    init(named: (any AppStorageBackend)?) { self.named = named }

    var backend: any AppStorageBackend { named ?? environment ?? AppStorageStore.standard }
}
