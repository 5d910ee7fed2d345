import Foundation

/// Finds the files Flipbook ships in its `assets/` folder (the pinned font configuration,
/// themes, scripts).
///
/// The folder is, in order: `$FLIPBOOK_ASSETS`; `../share/flipbook/assets` from the folder of
/// the running executable (where `make install` puts them: `PREFIX/bin/flipbook` and
/// `PREFIX/share/flipbook/assets`); an `assets` folder beside the running executable or in one
/// of its parent folders (a checkout's `.build/release/flipbook`); the `assets` folder of the
/// checkout this file was compiled from.
public enum Assets {
    /// The assets folder, or `nil` when none of the places above has one.
    public static let directory: URL? = locate()

    /// The URL of `relativePath` inside the assets folder.
    ///
    /// - Throws: `FlipbookError.missingAssets` when the folder or the file is missing.
    public static func url(_ relativePath: String) throws -> URL {
        guard let directory else {
            throw FlipbookError.missingAssets("set FLIPBOOK_ASSETS to the package's assets folder")
        }
        let url = directory.appendingPathComponent(relativePath)
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw FlipbookError.missingAssets("\(url.path) does not exist")
        }
        return url
    }

    private static func locate() -> URL? {
        if let path = ProcessInfo.processInfo.environment["FLIPBOOK_ASSETS"] {
            return URL(fileURLWithPath: path)
        }
        let executable = runningExecutable()
        let source = URL(fileURLWithPath: #filePath)
        return installedAssetsFolder(of: executable) ?? firstAssetsFolder(above: executable) ?? firstAssetsFolder(above: source)
    }

    /// The running executable's file, symbolic links resolved; found even when it was started
    /// through `PATH` (`Bundle.main` reads `/proc/self/exe` on Linux).
    private static func runningExecutable() -> URL {
        let url = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments.first ?? "")
        return url.resolvingSymlinksInPath()
    }

    /// `PREFIX/share/flipbook/assets` for an executable at `PREFIX/bin/NAME`, if it is there.
    private static func installedAssetsFolder(of executable: URL) -> URL? {
        let prefix = executable.deletingLastPathComponent().deletingLastPathComponent()
        let candidate = prefix.appendingPathComponent("share/flipbook/assets")
        return isAssetsFolder(candidate) ? candidate : nil
    }

    private static func firstAssetsFolder(above start: URL) -> URL? {
        var folder = start.deletingLastPathComponent()
        while folder.path != "/" && !folder.path.isEmpty {
            let candidate = folder.appendingPathComponent("assets")
            if isAssetsFolder(candidate) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }

    /// Whether `folder` holds Flipbook's assets (its pinned font configuration).
    private static func isAssetsFolder(_ folder: URL) -> Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent("fonts.conf").path)
    }
}
