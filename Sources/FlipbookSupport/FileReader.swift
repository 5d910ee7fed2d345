import Foundation

/// Reads whole files with a bound on their size, so that a path to `/dev/zero`, a huge log
/// or a disk image is refused in one line instead of filling the memory.
public enum FileReader {
    /// The most any input file may hold: 256 MiB, far above the largest image, store or script
    /// Flipbook reads.
    public static let defaultLimit = 256 << 20

    /// The bytes of the file at `url`.
    ///
    /// - Parameter limit: The most bytes the file may hold.
    /// - Throws: ``FileError`` naming `url` with the system's reason (`No such file or
    ///   directory`, `Is a directory`, `Permission denied`) or `larger than N MB, the most
    ///   Flipbook reads`.
    public static func contents(of url: URL, limit: Int = defaultLimit) throws(FileError) -> Data {
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileError(.read, url, errno: errno) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw FileError(.read, url, errno: errno) }
        guard status.st_mode & S_IFMT != S_IFDIR else { throw FileError(.read, url, errno: EISDIR) }
        guard Int(status.st_size) <= limit else { throw tooLarge(url, limit: limit) }
        return try readAll(descriptor, of: url, limit: limit, sizeHint: Int(status.st_size))
    }

    /// Reads until the end of the file, retrying interrupted reads; a device or pipe that
    /// goes on past `limit` is refused.
    private static func readAll(_ descriptor: Int32, of url: URL, limit: Int, sizeHint: Int) throws(FileError) -> Data {
        var data = Data(capacity: max(0, sizeHint))
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return data }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileError(.read, url, errno: errno)
            }
            guard data.count + count <= limit else { throw tooLarge(url, limit: limit) }
            data.append(contentsOf: buffer[0..<count])
        }
    }

    private static func tooLarge(_ url: URL, limit: Int) -> FileError {
        FileError(.read, path: url.relativePath, reason: "larger than \(limit >> 20) MB, the most Flipbook reads")
    }
}
