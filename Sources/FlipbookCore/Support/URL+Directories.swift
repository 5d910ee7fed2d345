import Foundation

#if !canImport(Darwin)
extension URL {
    /// The user's documents folder, as Foundation's `URL.documentsDirectory` on Apple's
    /// systems (Linux's Foundation lacks it): `FileManager`'s document directory, `~/Documents`.
    public static var documentsDirectory: URL { directory(.documentDirectory) }

    /// The user's caches folder, as Foundation's `URL.cachesDirectory` on Apple's systems.
    public static var cachesDirectory: URL { directory(.cachesDirectory) }

    /// The app's support folder, as Foundation's `URL.applicationSupportDirectory` on Apple's
    /// systems.
    public static var applicationSupportDirectory: URL { directory(.applicationSupportDirectory) }

    private static func directory(_ directory: FileManager.SearchPathDirectory) -> URL {
        FileManager.default.urls(for: directory, in: .userDomainMask).first ?? URL(fileURLWithPath: NSTemporaryDirectory())
    }
}
#endif
