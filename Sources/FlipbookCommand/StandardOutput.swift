import Foundation

/// What the command printed, checked: a write to standard output that failed (a full disk,
/// `> /dev/full`) is an error, not a silent loss.
enum StandardOutput {
    /// A write to standard output that failed.
    struct WriteError: Error, CustomStringConvertible {
        let reason: String
        var description: String { "cannot write standard output: \(reason)" }
    }

    /// Writes out what is buffered.
    ///
    /// - Throws: ``WriteError`` with the system's reason when any write to standard output,
    ///   this one or an earlier one, failed.
    static func flush() throws {
        guard let stream = cStandardOutput else { return }
        errno = 0
        let failed = fflush(stream) != 0
        let code = errno
        guard failed || ferror(stream) != 0 else { return }
        throw WriteError(reason: code != 0 ? String(cString: strerror(code)) : "a write failed")
    }

    /// Writes `data` through the buffer `print` writes through, so that a failure is found
    /// by ``flush()``, as a failed `print` is.
    ///
    /// - Throws: ``WriteError`` when the buffer cannot take it.
    static func write(_ data: Data) throws {
        guard let stream = cStandardOutput else { return }
        let written = data.withUnsafeBytes { bytes in bytes.isEmpty ? 0 : fwrite(bytes.baseAddress, 1, bytes.count, stream) }
        guard written < data.count else { return }
        throw WriteError(reason: String(cString: strerror(errno)))
    }

    /// The C library's `stdout`, which `print` writes through, found by its symbol: Swift 6
    /// refuses a reference to the C global itself (shared mutable state), and only this one
    /// thread reads it here, at the end of the command.
    private static var cStandardOutput: UnsafeMutablePointer<FILE>? {
        dlsym(nil, "stdout")?.assumingMemoryBound(to: UnsafeMutablePointer<FILE>?.self).pointee
    }
}
