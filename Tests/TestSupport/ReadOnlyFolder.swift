import Foundation

/// Makes a folder read-only for the test process, even when it runs as root (then with
/// `chattr +i`, which ext4 honours for root too), and writable again afterwards.
public enum ReadOnlyFolder {
    /// Whether a folder can be made read-only here: probed once in a folder of its own.
    public static let isPossible: Bool = {
        guard let folder = try? TemporaryFolder() else { return false }
        lock(folder.url)
        defer { unlock(folder.url) }
        return (try? Data("probe".utf8).write(to: folder.file("probe"))) == nil
    }()

    /// Runs `body` with `folder` read-only, then makes it writable again.
    public static func with<Value>(_ folder: URL, _ body: () throws -> Value) rethrows -> Value {
        lock(folder)
        defer { unlock(folder) }
        return try body()
    }

    private static func lock(_ folder: URL) {
        try? FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path)
        if getuid() == 0 { chattr("+i", folder) }
    }

    private static func unlock(_ folder: URL) {
        if getuid() == 0 { chattr("-i", folder) }
        try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
    }

    /// Runs `chattr FLAG folder`, quietly; a missing `chattr` leaves the folder as it was.
    private static func chattr(_ flag: String, _ folder: URL) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
        process.arguments = [flag, folder.path]
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return }
        process.waitUntilExit()
    }
}
