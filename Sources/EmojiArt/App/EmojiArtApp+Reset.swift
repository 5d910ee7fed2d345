import FlipbookSupport
import Foundation

extension EmojiArtApp {
    /// The result of `body`, whose `JSONStoreError` for a file that is not a document or a
    /// palette list says how to start afresh on purpose.
    static func withResetHint<Value>(_ body: () throws -> Value) throws -> Value {
        do {
            return try body()
        } catch let error as JSONStoreError {
            throw withResetHint(error)
        }
    }

    /// `error` with, for a corrupt file, how to start afresh: the `reset-document` setting.
    static func withResetHint(_ error: JSONStoreError) -> JSONStoreError {
        guard case .corrupt(let file, let found) = error else { return error }
        let aside = URL(fileURLWithPath: file).lastPathComponent + ".corrupt"
        let problem = found.hasSuffix(".") ? String(found.dropLast()) : found
        return .corrupt(file: file, problem: problem + "; fix it, or start afresh with --reset-document (a 'reset-document' "
                        + "line in a touch script), which keeps it as \(aside)")
    }
}
