import Foundation

/// Writes a whole buffer to an open file descriptor: a file, a pipe or a socket.
public enum FileDescriptorWriter {
    /// Writes every byte of `bytes` to `descriptor`, retrying short and interrupted (`EINTR`)
    /// writes.
    ///
    /// - Returns: 0 when every byte was written, otherwise the `errno` of the failure (`EPIPE`
    ///   when a pipe's reader has gone, `ENOSPC` on a full disk, …).
    public static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32 {
        var offset = 0
        while offset < bytes.count {
            let count = Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if count < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += count
        }
        return 0
    }
}
