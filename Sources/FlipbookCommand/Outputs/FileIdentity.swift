import Foundation

/// A file as the system knows it: its device and inode numbers. Two paths name the same file
/// when their identities are equal, whatever links, `..` or hard links lie between them.
struct FileIdentity: Hashable {
    let device: UInt64
    let inode: UInt64
    /// Whether it is a regular file (not a folder, a pipe, a device or a socket).
    let isRegularFile: Bool
    /// Whether it is a folder.
    let isFolder: Bool

    /// The identity of the file at `path`, symbolic links followed; `nil` when there is none
    /// (or a link leads nowhere).
    init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
        isRegularFile = status.st_mode & S_IFMT == S_IFREG
        isFolder = status.st_mode & S_IFMT == S_IFDIR
    }

    /// Whether both name one file.
    func isSameFile(as other: FileIdentity) -> Bool {
        device == other.device && inode == other.inode
    }
}
