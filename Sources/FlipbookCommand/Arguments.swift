import ArgumentParser
import Flipbook
import Foundation

/// Parsers for option values; each throws an error that names the problem in one line.
enum Arguments {
    static func pixelSize(_ text: String) throws -> PixelSize {
        try PixelSize(parsing: text)
    }

    static func color(_ text: String) throws -> Color {
        try Color(parsing: text)
    }

    /// Light or dark, checked as the `appearance` setting of every app.
    static func appearance(_ text: String) throws -> Appearance {
        do {
            return Appearance(rawValue: try AppSetting.appearance.check(text)) ?? .light
        } catch {
            throw ValidationError("appearance \(error)")
        }
    }

    /// An output file path; its folder must exist (nothing is created by accident).
    static func outputFile(_ text: String) throws -> URL {
        let url = URL(fileURLWithPath: text)
        guard url.pathExtension.lowercased() == "png" else {
            throw ValidationError("output '\(text)' must be a .png file")
        }
        return url
    }
}

/// Writes a bitmap as PNG and reports errors in one line.
enum Output {
    static func write(_ bitmap: Bitmap, to url: URL, options: PNGOptions = .balanced) throws {
        try bitmap.writePNG(to: url, options: options)
    }

    /// Creates `folder` (and its parents) for output.
    ///
    /// - Throws: `FlipbookError.cannotWrite` with the system's reason or the part of the path
    ///   that is a file.
    static func prepareFolder(_ folder: URL) throws {
        try FileSystem.createFolder(at: folder)
    }
}

/// The `--compression` option shared by every command that writes images.
struct CompressionOption: ParsableArguments {
    @Option(help: "PNG compression: fastest (level 1), balanced (level 6, the default) or smallest (level 9).")
    var compression: CompressionChoice = .balanced
}

/// A PNG compression choice for `--compression`.
enum CompressionChoice: String, ExpressibleByArgument, CaseIterable {
    case fastest, balanced, smallest

    var options: PNGOptions {
        switch self {
        case .fastest: .fastest
        case .balanced: .balanced
        case .smallest: .smallest
        }
    }
}
