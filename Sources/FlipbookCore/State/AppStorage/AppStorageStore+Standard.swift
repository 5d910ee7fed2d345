import Foundation

extension AppStorageStore {
    /// The store `@AppStorage` uses where no view above names one with
    /// `.defaultAppStorage(_:)` and no `UserDefaults` is passed: at
    /// first the file of the app named ``executableName`` (see
    /// ``defaultURL(appName:environment:)``). Set it before the views are built to use another
    /// app name (`AppStorageStore(appName: "memorize")`) or a store in memory.
    ///
    /// The `flipbook` command sets a store in memory, so that what it renders never depends on
    /// the user's files.
    public static var standard: AppStorageStore {
        get {
            standardMutex.withLock {
                if let chosen = standardStore { return chosen }
                let made = AppStorageStore(appName: executableName)
                standardStore = made
                return made
            }
        }
        set { standardMutex.withLock { standardStore = newValue } }
    }

    private static let standardMutex = NSLock()
    nonisolated(unsafe) private static var standardStore: AppStorageStore?

    /// The store of the app named `appName`, in the file ``defaultURL(appName:environment:)``
    /// names for this process's environment.
    ///
    /// - Parameter appName: The app's name: the name of the folder under the configuration folder.
    public convenience init(appName: String) {
        self.init(url: Self.defaultURL(appName: appName, environment: ProcessInfo.processInfo.environment))
    }

    /// The name of the running program's file (the last part of its first argument): the app's
    /// name unless ``standard`` is set to another store.
    public static var executableName: String {
        let path = ProcessInfo.processInfo.arguments.first ?? ""
        let name = URL(fileURLWithPath: path).lastPathComponent
        return name.isEmpty ? "flipbook" : name
    }

    /// `$XDG_CONFIG_HOME/<appName>/AppStorage.json` in `environment`, with `$HOME/.config` in
    /// place of the variable when it is unset, empty or not an absolute path (as the XDG base
    /// directory specification says).
    ///
    /// - Parameters:
    ///   - appName: The app's name.
    ///   - environment: The environment variables to read (`ProcessInfo`'s, usually).
    /// - Returns: The file's URL.
    public static func defaultURL(appName: String, environment: [String: String]) -> URL {
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        let configured = environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
        let folder = URL(fileURLWithPath: configured ?? home + "/.config", isDirectory: true)
        return folder.appendingPathComponent(appName, isDirectory: true).appendingPathComponent("AppStorage.json")
    }
}
