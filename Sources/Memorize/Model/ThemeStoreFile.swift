import FlipbookSupport
import Foundation

/// A ``ThemeStore`` kept in a JSON file and saved on every change (Assignment VI): what the
/// chooser, the editor and `flipbook memorize themes` work on.
///
/// Opening never loses anything on disk: a file that cannot be read, is not a list of themes
/// or holds a theme that needs fixing is moved aside whole (renamed, so kept byte for byte,
/// to `NAME.corrupt`, `NAME.corrupt-2`…) and reported in one line naming it — unless it is
/// not a regular file (a device, a pipe, a folder), which is reported and left alone, and
/// nothing is saved; a missing file
/// starts from the seed (the built-in themes). A file that cannot be written (a read-only
/// folder) leaves the themes usable in memory, with ``problems`` saying so.
public struct ThemeStoreFile {
    /// The file.
    public let url: URL

    /// The themes; every change is saved to ``url`` at once, atomically.
    public var store: ThemeStore {
        didSet { save() }
    }

    /// What went wrong opening or saving, one line each naming the file; empty when all is well.
    public private(set) var problems: [String] = []

    /// Whether the last save reached the file (or nothing needed saving yet).
    public private(set) var isSaved = true

    /// The advisory lock on the file (see `FileLock`), taken before it is read and held until
    /// the last copy of this value goes: no other process's change is lost in between.
    private let lock: FileLock

    /// Checks the themes a file holds: the store made playable and a warning per change, or
    /// an error when nothing can be played (``ThemeStore/validated(file:knownColorNames:knownIconNames:fallbackColorName:)``).
    public typealias Check = (ThemeStore, String) throws(ThemeStoreError) -> (store: ThemeStore, warnings: [String])

    /// Opens the store at `url`, as described above.
    ///
    /// - Parameters:
    ///   - url: The file; its folder is made when missing.
    ///   - seed: The themes of a new store.
    ///   - check: How the themes of a file are checked; any warning moves the file aside.
    public init(url: URL, seed: ThemeStore, check: Check) {
        let lock = FileLock.acquire(for: url)
        let (store, problems, mustSave) = Self.contents(of: url, seed: seed, check: check)
        self.init(url: url, lock: lock, store: store, problems: problems)
        if mustSave { save() }
    }

    /// Opens the store at `url` as the `flipbook` command does: a file that cannot be read, is
    /// not a list of themes, holds a theme that needs fixing or is not a regular file is
    /// refused, left as it is; a missing file starts from the seed and is written at the
    /// first change (so a command that changes nothing leaves no file).
    ///
    /// - Throws: ``ThemeStoreError`` naming the file and the problem (the line and column of
    ///   a syntax error, `not a regular file`, `Permission denied`).
    public init(refusingProblemsAt url: URL, seed: ThemeStore, check: Check) throws(ThemeStoreError) {
        let lock = FileLock.acquire(for: url)
        self.init(url: url, lock: lock, store: try Self.checkedContents(of: url, seed: seed, check: check), problems: [])
    }

    private init(url: URL, lock: FileLock, store: ThemeStore, problems: [String]) {
        self.url = url
        self.lock = lock
        self.store = store
        self.problems = problems
    }

    /// The themes of the file at `url`, the seed when there is none.
    ///
    /// - Throws: as ``init(refusingProblemsAt:seed:check:)``.
    private static func checkedContents(of url: URL, seed: ThemeStore, check: Check) throws(ThemeStoreError) -> ThemeStore {
        let file = url.relativePath
        var status = stat()
        guard stat(url.path, &status) == 0 else {
            // Missing, or a link to nothing: a new store. A loop of links is no new store.
            guard errno == ELOOP else { return seed }
            throw .unreadable(file: file, reason: String(cString: strerror(ELOOP)))
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw .unreadable(file: file, reason: "not a regular file (a folder, a device or a pipe); name a JSON file")
        }
        let (store, warnings) = try check(try ThemeStore(contentsOf: url), file)
        guard warnings.isEmpty else { throw .malformed(file: file, problem: MessageText.list(warnings, cutting: false)) }
        return store
    }

    /// The themes to start from, the problems met, and whether they must be written.
    private static func contents(of url: URL, seed: ThemeStore, check: Check) -> (ThemeStore, [String], Bool) {
        let file = url.relativePath
        guard FileManager.default.fileExists(atPath: url.path) || isDanglingLink(url) else { return (seed, [], true) }
        var problem: String, kept = seed
        do {
            let (store, warnings) = try check(try ThemeStore(contentsOf: url), file)
            guard !warnings.isEmpty else { return (store, [], false) }
            problem = "\(file): \(MessageText.list(warnings, cutting: false))"
            kept = store
        } catch {
            problem = error.description
        }
        guard isRegularFile(url) else {
            return (kept, ["\(problem); it is not a regular file, so it is left alone and nothing will be saved"], false)
        }
        do {
            let aside = try FileAside.move(url)
            return (kept, ["\(problem); the file was moved aside, kept as it was, to \(aside.relativePath)"], true)
        } catch {
            return (kept, ["\(problem); it cannot be moved aside (\(error.reason)), so nothing will be saved"], false)
        }
    }

    /// Whether `url` is, or links to, a regular file: never move a device, a pipe or a
    /// folder aside (`--store /dev/zero` must leave `/dev/zero` where it is).
    private static func isRegularFile(_ url: URL) -> Bool {
        var status = stat()
        return stat(url.path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    }

    /// Whether `url` is a symbolic link to nothing.
    private static func isDanglingLink(_ url: URL) -> Bool {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) != nil
    }

    /// Writes the store; a failure is remembered in ``problems`` (once) and ``isSaved``.
    private mutating func save() {
        var folder: FolderMaker?
        do {
            folder = try FolderMaker(making: url.deletingLastPathComponent())
            try store.save(to: url, holding: lock)
            isSaved = true
        } catch {
            folder?.takeBack()
            isSaved = false
            let reason = (error as? FileError)?.reason ?? error.localizedDescription
            let line = "\((error as? ThemeStoreError)?.description ?? "\(url.relativePath): cannot be saved: \(reason)")"
                + "; changes are kept until the app quits, the file is left as it was"
            if !problems.contains(line) { problems.append(line) }
        }
    }
}

extension ThemeStoreFile {
    /// Where the themes live unless told otherwise: `$XDG_DATA_HOME/flipbook/themes.json`, or
    /// `~/.local/share/flipbook/themes.json` when `XDG_DATA_HOME` is unset or not absolute.
    public static func defaultURL(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        let data = environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : nil }
            ?? URL(fileURLWithPath: environment["HOME"] ?? NSHomeDirectory()).appendingPathComponent(".local/share")
        return data.appendingPathComponent("flipbook").appendingPathComponent("themes.json")
    }
}
