import Flipbook
import Foundation

extension ThemeStoreFile {
    /// The store at `path` (the default location when `nil`), seeded with the built-in
    /// themes and checked as the app plays them: colours it can draw, icons it knows (a store
    /// with no themes, all deleted, is fine).
    ///
    /// A file with a problem is refused (see ``init(refusingProblemsAt:seed:check:)``), or,
    /// with `resettingProblems`, moved aside to `FILE.corrupt` and started afresh from the seed
    /// (see ``init(url:seed:check:)``).
    ///
    /// - Throws: `FlipbookError.missingAssets` without an assets folder (no seed);
    ///   ``ThemeStoreError`` for a file that is refused.
    public static func open(_ path: String?, resettingProblems: Bool = false) throws -> ThemeStoreFile {
        let url = path.map { URL(fileURLWithPath: $0) } ?? defaultURL()
        let seed = try ThemeStore.playable(from: nil).store
        let check: Check = { (store, file) throws(ThemeStoreError) in
            store.themes.isEmpty ? (store, []) : try store.validated(file: file, knownColorNames: ThemePalette.knownColorNames,
                                knownIconNames: Set(SystemSymbol.knownNames))
        }
        guard !resettingProblems else { return ThemeStoreFile(url: url, seed: seed, check: check) }
        do {
            return try ThemeStoreFile(refusingProblemsAt: url, seed: seed, check: check)
        } catch {
            throw withResetHint(error, url: url)
        }
    }
}

extension ThemeStoreFile {
    /// `error` with, for a file that is not a list of themes, how to start afresh.
    private static func withResetHint(_ error: ThemeStoreError, url: URL) -> ThemeStoreError {
        guard case .malformed(let file, let problem) = error else { return error }
        return .malformed(file: file, problem: problem + "; fix it, or start afresh with 'flipbook memorize themes list "
                          + "--reset-store --store \(file)', which keeps it as \(url.lastPathComponent).corrupt")
    }
}

extension MemorizeApp {
    /// `settings` with Memorize's default store (``ThemeStoreFile/defaultURL(environment:)``)
    /// named when neither `store` nor the deprecated `themes` names a file: the themes the
    /// `flipbook` command plays, edits and saves.
    public nonisolated static func namingUserFiles(in settings: AppSettings) -> AppSettings {
        guard settings["store"] == nil, settings["themes"] == nil else { return settings }
        return settings.setting("store", to: ThemeStoreFile.defaultURL().path)
    }
}

extension ThemeLibrary {
    /// The library a scene edits: the `store` setting's file (saved on every change; its
    /// problems are warnings), else the `themes` setting's read-only file (deprecated), else
    /// the built-in themes, read only (the `flipbook` command names the default store).
    ///
    /// - Throws: As ``ThemeStore/forScene(_:)``.
    static func forScene(_ settings: AppSettings) throws -> (library: ThemeLibrary, warnings: [String]) {
        if let path = settings["store"] {
            let file = try ThemeStoreFile.open(path)
            return (ThemeLibrary(file: file), file.problems)
        }
        let (store, warnings) = try ThemeStore.playable(from: settings["themes"])
        return (ThemeLibrary(unsaved: store), warnings)
    }
}

extension ThemeStore {
    /// The themes a scene plays: those of the `store` setting's file (saved on every change;
    /// its problems are warnings), else of the `themes` setting's read-only file (deprecated),
    /// else the built-in ones.
    static func forScene(_ settings: AppSettings) throws -> (store: ThemeStore, warnings: [String]) {
        guard let path = settings["store"] else { return try playable(from: settings["themes"]) }
        let file = try ThemeStoreFile.open(path)
        return (file.store, file.problems)
    }
}
