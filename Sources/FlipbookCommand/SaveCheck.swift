import Flipbook
import Foundation

/// The end of a run that changed files: every save that failed is reported, and the run
/// fails, though its frames are written.
@MainActor enum SaveCheck {
    /// Some changes of the run did not reach their files.
    struct UnsavedChanges: Error, CustomStringConvertible {
        let problems: [String]
        var description: String {
            let first = problems[0]
            return problems.count == 1 ? "changes not saved: \(first)" : "changes not saved: \(first); and \(problems.count - 1) more problem(s) above"
        }
    }

    /// Prints every failed save of `scene` but the first on standard error, and throws with the
    /// first, when there is any.
    static func check(_ scene: AppScene) throws {
        let problems = scene.failedSaves
        guard !problems.isEmpty else { return }
        for problem in problems.dropFirst() { FileHandle.standardError.write(Data("warning: \(problem)\n".utf8)) }
        throw UnsavedChanges(problems: problems)
    }
}
