import Foundation

/// The themes of the game, read from and saved to a JSON file such as `assets/themes.json`.
///
/// The file is a JSON array with one theme per line (see ``Theme``), so adding a theme is
/// adding a line. A file that cannot be read as themes is reported in one line naming the
/// file and the problem, and is never overwritten: ``save(to:)`` refuses to replace it.
public struct ThemeStore: Hashable, Sendable {
    /// The themes, in the file's order.
    public var themes: [Theme]

    /// A store of the given themes, tied to no file.
    public init(themes: [Theme] = []) {
        self.themes = themes
    }

    /// The themes of the JSON file at `url`.
    ///
    /// - Parameter url: A file URL.
    /// - Throws: ``ThemeStoreError/unreadable(file:reason:)`` if the file cannot be read,
    ///   ``ThemeStoreError/malformed(file:problem:)`` if it is not a list of themes.
    public init(contentsOf url: URL) throws(ThemeStoreError) {
        try self.init(data: try Self.contents(of: url), fileName: url.relativePath)
    }

    /// The themes of `data`, the contents of a file named `fileName` (for messages only).
    ///
    /// - Throws: ``ThemeStoreError/malformed(file:problem:)`` if `data` is not a list of themes.
    public init(data: Data, fileName: String) throws(ThemeStoreError) {
        do {
            themes = try JSONDecoder().decode([Theme].self, from: data)
        } catch {
            throw .malformed(file: fileName, problem: JSONProblem.describe(error, in: data))
        }
    }

    /// The names of the themes, in order.
    public var names: [String] {
        themes.map(\.name)
    }

    /// The first theme whose name is `name`, ignoring case and surrounding whitespace.
    ///
    /// - Throws: ``ThemeStoreError/unknownTheme(name:knownNames:)``, listing the known names.
    public func theme(named name: String) throws(ThemeStoreError) -> Theme {
        let wanted = name.trimmingCharacters(in: .whitespaces).lowercased()
        guard let theme = themes.first(where: { $0.name.lowercased() == wanted }) else {
            throw .unknownTheme(name: name, knownNames: names)
        }
        return theme
    }

    /// The store's file contents: a JSON array, one theme per line, ending in a newline.
    ///
    /// - Throws: `EncodingError` for a value JSON cannot hold (an RGBA component that is NaN).
    public func jsonData() throws -> Data {
        let lines = try themes.map { "  " + (try $0.jsonLine()) }
        let body = lines.isEmpty ? "[]" : "[\n" + lines.joined(separator: ",\n") + "\n]"
        return Data((body + "\n").utf8)
    }

    /// A one-line reason from a Foundation error: the system's words (`No such file or
    /// directory`, `Permission denied`) when it has them.
    static func reason(_ error: any Error) -> String {
        let error = error as NSError
        if let posix = error.userInfo[NSUnderlyingErrorKey] as? NSError, posix.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(posix.code)))
        }
        switch error.code {
        case NSFileReadNoSuchFileError: return String(cString: strerror(ENOENT))
        case NSFileReadNoPermissionError: return String(cString: strerror(EACCES))
        default: return error.localizedDescription
        }
    }

    /// The bytes of the file at `url`; a folder is refused in the system's words.
    private static func contents(of url: URL) throws(ThemeStoreError) -> Data {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue {
            throw .unreadable(file: url.relativePath, reason: String(cString: strerror(EISDIR)))
        }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw .unreadable(file: url.relativePath, reason: reason(error))
        }
    }
}
