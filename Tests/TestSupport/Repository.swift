import Foundation

/// Files of this repository, for tests that run the command on its assets.
public enum Repository {
    /// The repository's root folder.
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The path of `relativePath` inside the repository (`assets/scripts/sample.touches`).
    public static func path(_ relativePath: String) -> String {
        root.appendingPathComponent(relativePath).path
    }
}
