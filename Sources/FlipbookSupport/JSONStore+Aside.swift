import Foundation

extension JSONStore {
    /// The value in the file, `nil` when there is none; with `settingAsideCorrupt`, a file
    /// that does not hold a value (``JSONStoreError/corrupt(file:problem:)``) is first moved
    /// aside whole (see ``FileAside``), so that the store starts afresh, as a user asked.
    ///
    /// A file that cannot be read at all (no permission, not a regular file, a loop of links)
    /// is never moved: it is not known to be corrupt.
    ///
    /// - Parameter settingAsideCorrupt: Whether to move a corrupt file aside rather than throw.
    /// - Returns: The value, and one line saying what was moved where (`nil` when nothing was).
    /// - Throws: As ``loadIfPresent()``; ``JSONStoreError/unwritable(file:reason:)`` when a
    ///   corrupt file cannot be moved (it is left as it is).
    public func loadIfPresent(settingAsideCorrupt: Bool) throws(JSONStoreError) -> (value: Value?, setAside: String?) {
        do {
            return (try loadIfPresent(), nil)
        } catch .corrupt(let file, let problem) where settingAsideCorrupt {
            do {
                let aside = try FileAside.move(url)
                return (nil, "\(file): \(problem); moved aside, kept as it was, to \(aside.relativePath), to start afresh")
            } catch {
                throw .unwritable(file: file, reason: "cannot be moved aside to start afresh: \(error.reason)")
            }
        }
    }
}
