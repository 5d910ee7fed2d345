import ArgumentParser
import Foundation

extension OutputCheck {
    /// Refuses, before anything is written, outputs that would overwrite an input or each
    /// other, and outputs that exist but are not regular files.
    ///
    /// Two paths are one file when the device and inode numbers of what they lead to match
    /// (links and hard links included); a file that does not exist yet is compared by its
    /// resolved path. A frames folder's `frame_NNNNN.png` files count as outputs.
    ///
    /// - Parameters:
    ///   - outputs: The files the command writes.
    ///   - inputs: The files it reads (a script, a store, a document, an image).
    ///   - folder: The folder of the frames it writes, if any.
    /// - Throws: `ValidationError` naming both options and the path.
    static func checkDistinct(outputs: [NamedFile], inputs: [NamedFile], frames folder: URL? = nil) throws {
        for (index, output) in outputs.enumerated() {
            try checkRegular(output)
            for other in outputs[..<index] + inputs where isSameFile(output.url, other.url) {
                throw clash(output, other)
            }
        }
        guard let folder else { return }
        for file in outputs + inputs where isFrame(file.url, in: folder) {
            throw ValidationError("\(file.option) '\(file.path)' is a frame this run writes into -o '\(folder.relativePath)': give it a path outside")
        }
    }

    /// Throws when `output` exists and is not a regular file (nor a folder, refused elsewhere).
    private static func checkRegular(_ output: NamedFile) throws {
        guard let identity = FileIdentity(path: output.path), !identity.isRegularFile, !identity.isFolder else { return }
        throw ValidationError("\(output.option) '\(output.path)' is not a regular file (a device, a pipe or a socket): name a file")
    }

    private static func clash(_ output: NamedFile, _ other: NamedFile) -> ValidationError {
        let what = output.option == other.option ? "is given twice" : "and \(other.option) name one file"
        return ValidationError("\(output.option) '\(output.path)' \(what): give each output a file of its own, apart from the inputs")
    }

    /// Whether `first` and `second` lead to one file, as described above.
    static func isSameFile(_ first: URL, _ second: URL) -> Bool {
        if let one = FileIdentity(path: first.path), let two = FileIdentity(path: second.path) { return one.isSameFile(as: two) }
        return resolved(first).path == resolved(second).path
    }

    /// Whether `url` is `frame_NNNNN.png` in `folder`.
    private static func isFrame(_ url: URL, in folder: URL) -> Bool {
        let name = url.lastPathComponent
        guard name.hasPrefix("frame_"), name.hasSuffix(".png"),
              name.dropFirst(6).dropLast(4).allSatisfy(\.isNumber) else { return false }
        return isSameFile(url.deletingLastPathComponent(), folder)
    }
}
