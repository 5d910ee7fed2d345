import Foundation

/// A value kept in a JSON file: loaded whole, saved atomically (see ``AtomicWriter``).
///
/// A file that cannot be read or decoded is reported in one line naming the file and the
/// problem, and is never replaced: ``save(_:)`` refuses to write over it, so someone's work
/// that only needs a comma is kept byte for byte.
///
/// ```swift
/// let store = JSONStore<[Palette]>(url: URL(fileURLWithPath: "palettes.json"))
/// var palettes = try store.loadIfPresent() ?? Palette.builtIns
/// palettes.append(Palette(name: "Faces", emojis: "😀😎"))
/// try store.save(palettes)
/// ```
public struct JSONStore<Value> {
    /// The file.
    public let url: URL
    private let decode: (Data) throws -> Value
    private let encode: (Value) throws -> Data
    private let describe: (any Error, Data) -> String
    /// The lock held on the file, when ``locked()`` took one.
    public private(set) var lock: FileLock?
    /// The most bytes the file may hold: a larger one is refused before it is read.
    public var sizeLimit = FileReader.defaultLimit

    /// A store that reads and writes its file with the given functions.
    ///
    /// - Parameters:
    ///   - url: The file's URL.
    ///   - decode: The value of a file's bytes; throws when they are not one.
    ///   - encode: The bytes of a value.
    ///   - describeProblem: One line saying where and what `decode`'s error is in the bytes
    ///     (``JSONProblem/describe(_:in:place:expected:)`` by default).
    public init(url: URL, decode: @escaping (Data) throws -> Value, encode: @escaping (Value) throws -> Data,
                describeProblem: @escaping (any Error, Data) -> String = { JSONProblem.describe($0, in: $1) }) {
        self.url = url
        self.decode = decode
        self.encode = encode
        self.describe = describeProblem
    }

    /// This store holding the advisory lock on its file (see ``FileLock``), waited for
    /// first: take it before loading, and keep the store while the file is read, changed and
    /// saved, so that no other process's edit is lost in between. Released when the last copy
    /// of the store goes.
    public func locked() -> JSONStore {
        var store = self
        store.lock = lock ?? FileLock.acquire(for: url)
        return store
    }

    /// This store holding `lock`, taken on its file earlier (see ``locked()``).
    public func holding(_ lock: FileLock) -> JSONStore {
        var store = self
        store.lock = lock
        return store
    }

    /// The file's path as given, for messages.
    private var file: String { url.relativePath }

    /// The value in the file.
    ///
    /// - Throws: ``JSONStoreError/unreadable(file:reason:)`` if the file cannot be read or is
    ///   not a regular file, ``JSONStoreError/corrupt(file:problem:)`` if it does not hold a
    ///   value.
    public func load() throws(JSONStoreError) -> Value {
        try checkRegular()
        let data: Data
        do {
            data = try FileReader.contents(of: url, limit: sizeLimit)
        } catch {
            throw .unreadable(file: file, reason: error.reason)
        }
        return try value(of: data)
    }

    /// The value in the file, or `nil` when there is no file yet.
    ///
    /// - Throws: as ``load()`` for a file that is there.
    public func loadIfPresent() throws(JSONStoreError) -> Value? {
        guard exists else { return nil }
        return try load()
    }

    /// The value of `data`, the file's bytes.
    ///
    /// - Throws: ``JSONStoreError/corrupt(file:problem:)``.
    public func value(of data: Data) throws(JSONStoreError) -> Value {
        do {
            return try decode(data)
        } catch {
            throw .corrupt(file: file, problem: describe(error, data))
        }
    }

    /// Writes `value` to the file atomically, unless the file there is corrupt or unreadable.
    ///
    /// - Throws: ``JSONStoreError/refusedToOverwrite(file:problem:)`` when the file there
    ///   does not load (it is left as it is), ``JSONStoreError/unwritable(file:reason:)``
    ///   when encoding or writing fails (nothing is left behind).
    public func save(_ value: Value) throws(JSONStoreError) {
        try checkReplaceable()
        let data: Data
        do {
            data = try encode(value)
        } catch {
            throw .unwritable(file: file, reason: "\(error)")
        }
        do {
            try AtomicWriter.write(data, to: url, holding: lock)
        } catch {
            throw .unwritable(file: file, reason: error.reason)
        }
    }

    /// Throws unless the file is missing or loads.
    private func checkReplaceable() throws(JSONStoreError) {
        guard exists else { return }
        do {
            _ = try load()
        } catch .unreadable(_, let reason) {
            throw .refusedToOverwrite(file: file, problem: "cannot be read: \(reason)")
        } catch .corrupt(_, let problem) {
            throw .refusedToOverwrite(file: file, problem: problem)
        }
    }

    /// Whether anything is at the file's path (a dangling link does not count: writing through
    /// it is fine; a loop of links does, so that it is reported rather than taken for a new
    /// file).
    private var exists: Bool {
        var status = stat()
        return stat(url.path, &status) == 0 || errno == ELOOP
    }

    /// Refuses at once a file that is a pipe, a device or a socket: reading one could wait
    /// forever or never end. (A folder is refused by the reader, as `Is a directory`.)
    private func checkRegular() throws(JSONStoreError) {
        var status = stat()
        guard stat(url.path, &status) == 0 else { return }
        let type = status.st_mode & S_IFMT
        guard type == S_IFREG || type == S_IFDIR else {
            throw .unreadable(file: file, reason: "not a regular file (a device, a pipe or a socket); name a JSON file")
        }
    }
}

extension JSONStore where Value: Codable {
    /// A store of a `Codable` value, written as pretty-printed JSON with sorted keys.
    ///
    /// - Parameter url: The file's URL.
    public init(url: URL) {
        self.init(url: url, decode: { try JSONDecoder().decode(Value.self, from: $0) }, encode: { value in
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            return try encoder.encode(value) + Data("\n".utf8)
        })
    }
}
