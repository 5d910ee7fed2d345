import Foundation

extension AtomicWriter {
    /// The file a write to `url` replaces: `url` itself, or the end of the chain of symbolic
    /// links it starts (a relative link is read from its own folder). The target need not
    /// exist yet.
    ///
    /// - Throws: `ELOOP` after 32 links, as the system does.
    static func resolvedTarget(of url: URL) throws(FileError) -> URL {
        var current = url.standardizedFileURL
        for _ in 0..<32 {
            guard let destination = linkDestination(of: current) else { return current }
            current = destination.hasPrefix("/")
                ? URL(fileURLWithPath: destination)
                : current.deletingLastPathComponent().appendingPathComponent(destination)
            current.standardize()
        }
        throw FileError(.write, url, errno: ELOOP)
    }

    /// What the symbolic link at `url` points to, `nil` when `url` is not a link.
    private static func linkDestination(of url: URL) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(url.path, &buffer, buffer.count - 1)
        guard count >= 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
