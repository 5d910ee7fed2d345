import Foundation

/// Moves a file out of the way whole, so that a fresh one can take its place: the file is
/// renamed, never copied or rewritten, to the first free `NAME.corrupt`, `NAME.corrupt-2`…
/// beside it.
public enum FileAside {
    /// Renames the file at `url` to the first free `NAME.corrupt[-N]` beside it.
    ///
    /// - Parameter url: The file (a link is moved as a link).
    /// - Returns: Where it is now, relative as `url` was given.
    /// - Throws: `FileError` (operation `write`) when it cannot be renamed; it is left as it is.
    @discardableResult
    public static func move(_ url: URL) throws(FileError) -> URL {
        var number = 1, aside = url.appendingPathExtension("corrupt")
        while isTaken(aside) {
            number += 1
            aside = url.appendingPathExtension("corrupt-\(number)")
        }
        // link(2) then unlink(2) would refuse a taken name too; rename(2) is enough, as the
        // name was free a moment ago and only this process's user writes beside the file.
        guard rename(url.path, aside.path) == 0 else { throw FileError(.write, url, errno: errno) }
        return URL(fileURLWithPath: aside.relativePath)
    }

    /// Whether anything, a dangling link too, is at `url`.
    private static func isTaken(_ url: URL) -> Bool {
        var status = stat()
        return lstat(url.path, &status) == 0
    }
}
