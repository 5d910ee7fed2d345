import ArgumentParser
import Memorize

/// How the `themes` commands report what went wrong: a mistake in what was asked (an unknown
/// theme, too few emojis, pairs out of range) as an argument error (status 64), a store that
/// cannot be saved as a failure (status 1).
enum ThemesCommandError {
    /// The result of `body`, its error turned into a `ValidationError`.
    static func argument<Value, Failure: Error & CustomStringConvertible>(
        _ body: () throws(Failure) -> Value
    ) throws -> Value {
        do {
            return try body()
        } catch {
            throw ValidationError(error.description)
        }
    }

    /// Throws the store's last problem when the change did not reach the file.
    static func checkSaved(_ file: ThemeStoreFile) throws {
        guard !file.isSaved else { return }
        throw StoreNotSaved(message: file.problems.last ?? "\(file.url.relativePath): cannot be saved")
    }

    /// A store the change could not be written to; the file is as it was.
    struct StoreNotSaved: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }
}
