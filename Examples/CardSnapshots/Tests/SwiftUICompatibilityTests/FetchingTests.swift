import Flipbook
import SwiftUICompatibility
import Testing

/// A web server on the loopback serving `folder`, Python's, on a port it picks.
private final class LocalServer {
    let process = Process()
    let port: Int

    init(serving folder: URL) throws {
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-u", "-m", "http.server", "0", "--bind", "127.0.0.1", "--directory", folder.path]
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var text = ""
        while !text.contains("port ") || !text.contains(")") {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        let digits = text.components(separatedBy: "port ").last?.prefix { $0.isNumber } ?? ""
        port = Int(digits) ?? 0
    }

    deinit { process.terminate() }
}

@MainActor
@Suite("URLSession.dataTaskPublisher, as the 2021 EmojiArt fetches a background")
struct FetchingTests {
    /// Waits, letting the main queue run, until `done` holds (at most five seconds).
    private func wait(until done: () -> Bool) async throws {
        for _ in 0..<500 where !done() { try await Task.sleep(for: .milliseconds(10)) }
    }

    @Test func aPictureFetchedFromTheWebArrives() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fetch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = try #require(UIImage(bitmap: try render(Color.red, width: 4, height: 3)).pngData())
        try png.write(to: folder.appendingPathComponent("red.png"))
        let server = try LocalServer(serving: folder)
        try #require(server.port > 0, "the server started")
        let fetcher = BackgroundFetcher()
        fetcher.fetch(try #require(URL(string: "http://127.0.0.1:\(server.port)/red.png")))
        try await wait { fetcher.isDone }
        #expect(fetcher.image?.size == CGSize(width: 4, height: 3))
    }

    @Test func aFailedFetchGivesNoPicture() async throws {
        let fetcher = BackgroundFetcher()
        fetcher.fetch(URL(fileURLWithPath: "/no/such/picture.png"))
        try await wait { fetcher.isDone }
        #expect(fetcher.isDone && fetcher.image == nil, "the error is replaced by nil")
    }
}
