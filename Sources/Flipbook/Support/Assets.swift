import Foundation

/// Finds the files Flipbook ships in its `assets/` folder (the pinned font configuration,
/// themes, scripts).
///
/// The folder is, in order: `$FLIPBOOK_ASSETS`; an `assets` folder beside the running
/// executable or in one of its parent folders (a checkout's `.build/release/flipbook`);
/// the `assets` folder of the checkout this file was compiled from.
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
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
        let source = URL(fileURLWithPath: #filePath)
        return firstAssetsFolder(above: executable) ?? firstAssetsFolder(above: source)
    }

    private static func firstAssetsFolder(above start: URL) -> URL? {
        var folder = start.deletingLastPathComponent()
        while folder.path != "/" && !folder.path.isEmpty {
            let candidate = folder.appendingPathComponent("assets")
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("fonts.conf").path) {
                return candidate
            }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }
}
