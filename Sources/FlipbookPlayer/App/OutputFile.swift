import Foundation

/// A file a command is about to write, checked before any work starts, so that a path that
/// cannot be written is a mistake in the arguments (exit 64) rather than a failure after
/// frames were already written.
package enum OutputFile {
    /// Why `path`, given as `option`, cannot be written, in one line; `nil` when it can: its
    /// folder must exist and be writable, and it must not be a folder itself.
    package static func problem(writing path: String, as option: String) -> String? {
        var isFolder: ObjCBool = false
        let url = URL(fileURLWithPath: path)
        if path.isEmpty || FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue {
            return "cannot write \(option) '\(path)': it is a folder"
        }
        let folder = url.deletingLastPathComponent().path
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue,
              FileManager.default.isWritableFile(atPath: folder) else {
            return "cannot write \(option) '\(path)': its folder does not exist or cannot be written"
        }
        return nil
    }
}
