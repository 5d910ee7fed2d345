import Foundation

/// What `ffprobe` reads of a video's first video stream.
public struct VideoProbe: Equatable, Sendable {
    /// The codec's name (`h264`, `vp9`, `gif`).
    public var codec: String
    /// The frame size, in pixels.
    public var width: Int
    public var height: Int
    /// The frame rate, as ffprobe writes it (`10/1`).
    public var frameRate: String
    /// The frames decoded.
    public var frames: Int

    /// Creates a probe's result.
    public init(codec: String, width: Int, height: Int, frameRate: String, frames: Int) {
        self.codec = codec
        self.width = width
        self.height = height
        self.frameRate = frameRate
        self.frames = frames
    }

    /// Probes the file at `url`, counting its frames by decoding them.
    public static func probe(_ url: URL) throws -> VideoProbe {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["ffprobe", "-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
                             "stream=codec_name,width,height,r_frame_rate,nb_read_frames", "-of", "default=noprint_wrappers=1", url.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        var fields: [String: String] = [:]
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
            if parts.count == 2 { fields[parts[0]] = parts[1] }
        }
        return VideoProbe(codec: fields["codec_name"] ?? "", width: Int(fields["width"] ?? "") ?? 0,
                          height: Int(fields["height"] ?? "") ?? 0, frameRate: fields["r_frame_rate"] ?? "",
                          frames: Int(fields["nb_read_frames"] ?? "") ?? 0)
    }
}

/// What the RIFF chunks of an animated WebP say: ffprobe 5 cannot decode animated WebP, so
/// tests read the container itself.
public struct AnimatedWebP: Equatable, Sendable {
    /// The canvas size, in pixels (from the VP8X chunk).
    public var width: Int
    public var height: Int
    /// The duration of each frame, in milliseconds (from the ANMF chunks).
    public var frameDurations: [Int]

    /// Reads the file at `url`; `nil` when it is not an animated WebP.
    public static func read(_ url: URL) throws -> AnimatedWebP? {
        let bytes = [UInt8](try Data(contentsOf: url))
        guard bytes.count > 30, String(decoding: bytes[0..<4], as: UTF8.self) == "RIFF",
              String(decoding: bytes[8..<12], as: UTF8.self) == "WEBP" else { return nil }
        var result = AnimatedWebP(width: 0, height: 0, frameDurations: [])
        var offset = 12
        while offset + 8 <= bytes.count {
            let name = String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
            let size = little(bytes, offset + 4, 4)
            let body = offset + 8
            if name == "VP8X", body + 10 <= bytes.count {
                result.width = little(bytes, body + 4, 3) + 1
                result.height = little(bytes, body + 7, 3) + 1
            } else if name == "ANMF", body + 16 <= bytes.count {
                result.frameDurations.append(little(bytes, body + 12, 3))
            }
            offset = body + size + (size % 2)
        }
        return result.frameDurations.isEmpty ? nil : result
    }

    private static func little(_ bytes: [UInt8], _ offset: Int, _ count: Int) -> Int {
        (0..<count).reduce(0) { $0 | Int(bytes[offset + $1]) << (8 * $1) }
    }
}
