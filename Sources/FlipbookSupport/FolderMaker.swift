import Foundation

/// Makes the folder a file is about to be saved in, and takes it back when the save fails:
/// a failed save leaves no empty folders behind.
public struct FolderMaker {
    /// The folders this made, outermost first.
    private var made: [URL] = []

    /// Makes `folder` and the folders above it that are missing.
    ///
    /// - Throws: ``FileError`` naming `folder` and the system's reason (`Not a directory` when
    ///   part of the path is a file, `File name too long`); what was made is taken back.
    public init(making folder: URL) throws(FileError) {
        var missing: [URL] = [], current = folder.standardizedFileURL
        var status = stat()
        while current.path != "/", stat(current.path, &status) != 0 {
            missing.insert(current, at: 0)
            current.deleteLastPathComponent()
        }
        for path in missing {
            guard mkdir(path.path, 0o777) == 0 || errno == EEXIST else {
                let code = errno
                takeBack()
                throw FileError(.write, folder, errno: code)
            }
            made.append(path)
        }
    }

    /// Removes the folders this made, innermost first, each only if it is empty.
    public func takeBack() {
        for folder in made.reversed() where rmdir(folder.path) != 0 { return }
    }
}
