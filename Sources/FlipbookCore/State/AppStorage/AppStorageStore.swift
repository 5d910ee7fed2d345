import FlipbookSupport
import Foundation

/// Where `@AppStorage` values live when no `UserDefaults` is named: a JSON object of keys and
/// values in one file, or in memory only.
///
/// The ``standard`` store of an app is the file `AppStorage.json` in a folder named after the
/// app under `$XDG_CONFIG_HOME` (`~/.config` when the variable is unset or empty); see
/// ``defaultURL(appName:environment:)``. A view uses the store its environment names with
/// `.defaultAppStorage(_:)`, else ``standard``.
///
/// The file is read once, the first time a value is read or written. Every write then reads
/// the file again and writes it back atomically while it holds an advisory lock (`flock`) on
/// it, so that writes made meanwhile by other processes, or by other stores on the same file,
/// are kept, not lost; the values read in memory follow the file as written.
///
/// A file that cannot be read or is not a JSON object is refused, as Flipbook's other stores
/// are: ``problem`` says in one line which file and what is wrong, a warning says so once on
/// standard error, values then come from their defaults and writes stay in memory; the file
/// is never written over, so what is in it is kept byte for byte.
///
/// ```swift
/// let scores = AppStorageStore(url: URL(fileURLWithPath: "/tmp/scores.json"))
/// ContentView().defaultAppStorage(scores)      // its @AppStorage values go to that file
/// ContentView().defaultAppStorage(AppStorageStore())   // in memory, for tests and previews
/// ```
public final class AppStorageStore: @unchecked Sendable {
    /// The file, or `nil` for a store in memory.
    public let url: URL?
    private let mutex = NSLock()
    private var values: [String: JSONValue] = [:]
    private var isLoaded: Bool
    private var refusal: String?
    /// Writes to files in this process, one at a time: the advisory lock is shared within a
    /// process (see `FileLock`), so it cannot keep two stores on one file apart.
    private static let fileWrites = NSLock()

    /// A store in memory only: it starts empty and its values go with it.
    public init() {
        url = nil
        isLoaded = true
    }

    /// A store kept in the JSON file at `url`, read when first used; the file and its folder are
    /// made at the first write.
    ///
    /// - Parameter url: The file's URL.
    public init(url: URL) {
        self.url = url
        isLoaded = false
    }

    /// What is wrong with the file, in one line naming it, once a read found it unreadable or
    /// corrupt; `nil` while it is fine (or not read yet, or missing).
    public var problem: String? {
        mutex.withLock {
            loadIfNeeded()
            return refusal
        }
    }

    /// The value stored under `key`.
    func value(forKey key: String) -> JSONValue? {
        mutex.withLock {
            loadIfNeeded()
            return values[key]
        }
    }

    /// Stores `value` under `key` (removes the key for `nil`), in the file too unless it was
    /// refused.
    func setValue(_ value: JSONValue?, forKey key: String) {
        mutex.withLock {
            loadIfNeeded()
            values[key] = value
            guard let url, refusal == nil else { return }
            Self.fileWrites.withLock { save(value, forKey: key, to: url) }
        }
    }

    // MARK: - The file

    /// Reads the file the first time values are needed; a problem refuses it.
    private func loadIfNeeded() {
        guard !isLoaded, let url else { return }
        isLoaded = true
        do {
            values = try JSONStore<[String: JSONValue]>(url: url).loadIfPresent() ?? [:]
        } catch {
            refuse(error)
        }
    }

    /// Reads the file again under its lock, changes `key` and writes it back, keeping what
    /// others wrote since it was read.
    private func save(_ value: JSONValue?, forKey key: String, to url: URL) {
        do {
            _ = try FolderMaker(making: url.deletingLastPathComponent())
        } catch {
            return warn("\(url.relativePath): cannot be saved: \(error.reason); @AppStorage values are kept in memory only")
        }
        let file = JSONStore<[String: JSONValue]>(url: url).locked()
        do {
            var onDisk = try file.loadIfPresent() ?? [:]
            onDisk[key] = value
            try file.save(onDisk)
            values = onDisk
        } catch .unwritable(let file, let reason) {
            warn("\(file): cannot be saved: \(reason); @AppStorage values are kept in memory only")
        } catch {
            refuse(error)
        }
    }

    /// Refuses the file for `error`, with a warning.
    private func refuse(_ error: JSONStoreError) {
        let line = error.description
        refusal = line
        warn("\(line); @AppStorage values come from their defaults and are not saved, the file is left as it is")
    }

    private func warn(_ line: String) {
        FileHandle.standardError.write(Data("warning: \(line)\n".utf8))
    }
}
