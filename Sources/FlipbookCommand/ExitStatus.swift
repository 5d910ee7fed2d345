import ArgumentParser
import FlipbookSupport
import Memorize

/// The exit status of a failed command: 64 for a mistake in the arguments, 65 for data that
/// cannot be used (a store, palettes file or document that is corrupt), 1 for any other
/// failure (a file that cannot be read or written for the system's reasons).
enum ExitStatus {
    /// 64 (`EX_USAGE`).
    static let usage: Int32 = 64
    /// 65 (`EX_DATAERR`).
    static let badData: Int32 = 65

    /// The status `error` ends the command with.
    static func of(_ error: any Error) -> Int32 {
        if error is ValidationError { return usage }
        if let error = error as? JSONStoreError { return isBadData(error) ? badData : 1 }
        if let error = error as? ThemeStoreError { return isBadData(error) ? badData : 1 }
        return 1
    }

    private static func isBadData(_ error: JSONStoreError) -> Bool {
        switch error {
        case .corrupt, .refusedToOverwrite: true
        case .unreadable, .unwritable: false
        }
    }

    private static func isBadData(_ error: ThemeStoreError) -> Bool {
        switch error {
        case .malformed, .refusedToOverwriteMalformedFile, .duplicateThemeName, .unknownIcon, .noPlayableTheme: true
        case .unreadable, .unwritable, .unknownTheme: false
        }
    }
}
