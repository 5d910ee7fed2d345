import Foundation
import FlipbookSupport

extension ThemeStore {
    /// Saves the themes to `url` atomically (see `AtomicWriter`): a reader sees the old file
    /// or the new one, never half of one; a replaced file keeps its permissions; a symbolic
    /// link is written through.
    ///
    /// A file already at `url` that is not a list of themes is never replaced: it may hold
    /// someone's work that only needs a comma.
    ///
    /// - Parameter url: A file URL, in a folder that exists.
    /// - Throws: ``ThemeStoreError/refusedToOverwriteMalformedFile(file:problem:)`` if the
    ///   file there is malformed or unreadable, ``ThemeStoreError/unwritable(file:reason:)``
    ///   if writing fails.
    public func save(to url: URL) throws(ThemeStoreError) {
        try save(to: url, holding: nil)
    }

    /// Saves as ``save(to:)`` does, keeping `lock` (held on the file) held on the new file.
    func save(to url: URL, holding lock: FileLock?) throws(ThemeStoreError) {
        var file = Self.file(at: url)
        if let lock { file = file.holding(lock) }
        do {
            try file.save(self)
        } catch {
            throw ThemeStoreError(error)
        }
    }

    /// The most bytes a themes file may hold: 4 MB, thousands of themes; a larger file is
    /// refused before it is read (a 50 MB one took a minute to render).
    public static let maximumFileSize = 4 << 20

    /// The themes file at `url`: a JSON array, one theme per line.
    static func file(at url: URL) -> JSONStore<ThemeStore> {
        var store = JSONStore(url: url, decode: { ThemeStore(themes: try JSONDecoder().decode([Theme].self, from: $0)) },
                              encode: { try $0.jsonData() }, describeProblem: ThemeFileProblem.describe)
        store.sizeLimit = maximumFileSize
        return store
    }
}

extension ThemeStoreError {
    /// The themes' words for a store's error.
    init(_ error: JSONStoreError) {
        switch error {
        case let .unreadable(file, reason): self = .unreadable(file: file, reason: reason)
        case let .corrupt(file, problem): self = .malformed(file: file, problem: problem)
        case let .refusedToOverwrite(file, problem): self = .refusedToOverwriteMalformedFile(file: file, problem: problem)
        case let .unwritable(file, reason): self = .unwritable(file: file, reason: reason)
        }
    }
}
