import FlipbookCore
import FlipbookRenderer
import Foundation

extension FrameWriter {
    /// Makes the folder ready for a run of `frameCount` frames: creates it when missing, and
    /// refuses it when it holds frames that the run would not write (left from a longer run,
    /// or named with other digits), which would otherwise mix with the new ones. With
    /// `overwrite`, those frames and any temporary frame files are removed instead; frames
    /// that the run names (say, other slices of the same render) are always kept.
    ///
    /// - Parameters:
    ///   - frameCount: The number of frames of the whole run.
    ///   - overwrite: Whether to remove foreign frames rather than refuse the folder.
    /// - Throws: `FrameFolderError.foreignFrames` naming the folder and some of the frames;
    ///   `FlipbookError.cannotWrite` when the folder cannot be made or a frame removed.
    public func prepareFolder(frameCount: Int, overwrite: Bool) throws {
        try FileSystem.createFolder(at: folder)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        let foreign = names.filter { isForeignFrame($0, frameCount: frameCount) }
        guard overwrite else {
            if !foreign.isEmpty { throw FrameFolderError.foreignFrames(folder: folder.path, names: foreign) }
            return
        }
        for name in foreign + names.filter(FrameSignalTrap.isTemporaryFrame) {
            guard unlink(folder.appendingPathComponent(name).path) == 0 || errno == ENOENT else {
                throw FlipbookError.cannotWrite(path: folder.appendingPathComponent(name).path,
                                                reason: "cannot remove it: \(FileSystem.reason(errno))")
            }
        }
    }

    /// Whether `name` is a frame file (`frame_` digits `.png`) that a run of `frameCount`
    /// frames by this writer would not write.
    func isForeignFrame(_ name: String, frameCount: Int) -> Bool {
        guard name.hasPrefix("frame_"), name.hasSuffix(".png") else { return false }
        let digits = name.dropFirst("frame_".count).dropLast(".png".count)
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return false }
        guard let number = Int(digits), (1...max(1, frameCount)).contains(number) else { return true }
        return name != fileName(ofFrame: number)
    }
}

/// A frame folder that cannot be used as it is.
public enum FrameFolderError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The folder holds frames that the run would not write.
    case foreignFrames(folder: String, names: [String])

    /// The error in one line, naming a few of the frames.
    public var description: String {
        switch self {
        case let .foreignFrames(folder, names):
            let shown = names.count <= 2 ? names.joined(separator: ", ") : "\(names[0]) … \(names[names.count - 1])"
            return "'\(folder)' holds \(names.count) frame(s) this run would not write (\(shown)), left from another "
                + "run: use --overwrite to remove them first, or another folder"
        }
    }
}
