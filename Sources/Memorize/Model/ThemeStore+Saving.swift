import Foundation

extension ThemeStore {
    /// Saves the themes to `url` atomically: the JSON is written to a temporary file in the
    /// same folder, which is then renamed over `url`, so a reader sees the old file or the
    /// new one, never half of one.
    ///
    /// A file already at `url` that is not a list of themes is never replaced: it may hold
    /// someone's work that only needs a comma.
    ///
    /// - Parameter url: A file URL, in a folder that exists.
    /// - Throws: ``ThemeStoreError/refusedToOverwriteMalformedFile(file:problem:)`` if the
    ///   file there is malformed, ``ThemeStoreError/unreadable(file:reason:)`` if it cannot be
    ///   read, ``ThemeStoreError/unwritable(file:reason:)`` if writing fails.
    public func save(to url: URL) throws(ThemeStoreError) {
        try Self.checkReplaceable(url)
        let data: Data
        do {
            data = try jsonData()
        } catch {
            throw .unwritable(file: url.relativePath, reason: "\(error)")
        }
        try Self.write(data, atomicallyTo: url)
    }

    /// Throws unless `url` holds nothing or a list of themes.
    private static func checkReplaceable(_ url: URL) throws(ThemeStoreError) {
        guard FileManager.default.fileExists(atPath: url.path) else { return }
        do {
            _ = try ThemeStore(contentsOf: url)
        } catch .malformed(let file, let problem) {
            throw .refusedToOverwriteMalformedFile(file: file, problem: problem)
        }
    }

    /// Writes a temporary file beside `url` and renames it to `url`.
    private static func write(_ data: Data, atomicallyTo url: URL) throws(ThemeStoreError) {
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try data.write(to: temporary)
        } catch {
            throw .unwritable(file: url.relativePath, reason: reason(error))
        }
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw .unwritable(file: url.relativePath, reason: reason)
        }
    }
}
