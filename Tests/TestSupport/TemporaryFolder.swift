import Foundation

/// A new, empty folder under the system's temporary folder, for one test's files.
public struct TemporaryFolder {
    /// The folder.
    public let url: URL

    /// Creates the folder.
    public init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The URL of `name` inside the folder.
    public func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    /// The names of the files in the folder, hidden ones included, sorted.
    public func contents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
    }
}
