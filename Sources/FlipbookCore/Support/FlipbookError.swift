/// The errors Flipbook reports; each describes itself in one line that names the problem.
public enum FlipbookError: Error, Equatable, Sendable {
    /// A colour name that is neither a known name nor `#RRGGBB[AA]`.
    case unknownColor(String, known: [String])
    /// An SF Symbol name with no Material Icons glyph in the table.
    case unknownSymbol(String)
    /// An image size outside 1×1 ... 16384 px a side and 100 megapixels.
    case invalidImageSize(width: Int, height: Int, reason: String)
    /// Text that should have been a size, such as `300x200`.
    case malformedSize(String)
    /// Cairo reported an error status.
    case cairo(String)
    /// libpng could not encode or decode an image.
    case png(String)
    /// An image file that is neither PNG nor JPEG, or a JPEG that libjpeg-turbo cannot decode.
    case image(String)
    /// A file or folder could not be written.
    case cannotWrite(path: String, reason: String)
    /// A file could not be read.
    case cannotRead(path: String, reason: String)
    /// A font the pinned configuration names is not installed.
    case missingFont(family: String, package: String)
    /// The assets folder (fonts.conf, themes) could not be found.
    case missingAssets(String)
}

extension FlipbookError: CustomStringConvertible {
    public var description: String {
        switch self {
        case let .unknownColor(name, known):
            "unknown color '\(name)': use #RRGGBB, #RRGGBBAA or one of \(known.joined(separator: ", "))"
        case let .unknownSymbol(name):
            "unknown symbol '\(name)': no Material Icons glyph stands for it ('flipbook icon --list' shows the known names)"
        case let .invalidImageSize(width, height, reason):
            "invalid image size \(width)x\(height): \(reason)"
        case let .malformedSize(text):
            "invalid size '\(text)': expected WIDTHxHEIGHT in whole pixels, e.g. 300x200"
        case let .cairo(message):
            "cairo error: \(message)"
        case let .png(message):
            "PNG error: \(message)"
        case let .image(message):
            "image error: \(message)"
        case let .cannotWrite(path, reason):
            "cannot write '\(path)': \(reason)"
        case let .cannotRead(path, reason):
            "cannot read '\(path)': \(reason)"
        case let .missingFont(family, package):
            "font '\(family)' is not installed (Debian package \(package)); run 'make setup'"
        case let .missingAssets(message):
            "assets not found: \(message)"
        }
    }
}
