import FlipbookCore
import FlipbookRenderer
import Foundation

/// The kinds of file ``VideoStream`` makes with ffmpeg, told apart by the file's extension.
public enum VideoFormat: String, CaseIterable, Sendable {
    /// H.264 in an MP4 container, 4:2:0 (`yuv420p`, what every player reads); the frame is
    /// padded to even pixel sizes at the right and bottom, as H.264 4:2:0 needs.
    case mp4
    /// VP9 in a WebM container, 4:2:0.
    case webm
    /// An animated GIF, looping, with a 256-colour palette made for the whole sequence
    /// (`palettegen`, then `paletteuse`). GIF times frames in hundredths of a second.
    case gif
    /// An animated WebP, looping, lossy.
    case webp

    /// The format the extension of `url` names (case-insensitive), `nil` for any other.
    public init?(url: URL) {
        self.init(rawValue: url.pathExtension.lowercased())
    }

    /// The extensions known, for messages: `.mp4, .webm, .gif or .webp`.
    public static var extensionList: String {
        let names = allCases.map { "." + $0.rawValue }
        return names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]
    }

    /// ffmpeg's arguments after the input: the encoder, its settings and the container.
    var outputArguments: [String] {
        switch self {
        case .mp4:
            return ["-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-c:v", "libx264", "-pix_fmt", "yuv420p",
                    "-preset", "medium", "-crf", "20", "-movflags", "+faststart", "-f", "mp4"]
        case .webm:
            return ["-c:v", "libvpx-vp9", "-pix_fmt", "yuv420p", "-b:v", "0", "-crf", "32",
                    "-deadline", "good", "-cpu-used", "4", "-row-mt", "1", "-f", "webm"]
        case .gif:
            return ["-filter_complex", "[0:v]split[a][b];[a]palettegen=stats_mode=full[p];[b][p]paletteuse=dither=sierra2_4a",
                    "-loop", "0", "-f", "gif"]
        case .webp:
            return ["-c:v", "libwebp_anim", "-lossless", "0", "-quality", "70", "-compression_level", "6",
                    "-loop", "0", "-f", "webp"]
        }
    }
}
