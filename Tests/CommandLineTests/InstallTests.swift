import Flipbook
import Foundation
import Testing
import TestSupport

/// `make install` and `make uninstall`, into a temporary prefix, with the `flipbook` built for
/// these tests. The test copies what is built and builds nothing: SwiftPM cannot run while
/// `swift test` holds the build folder, so `make test` makes the man page before the tests.
@Suite("make install")
struct InstallTests {
    /// The package's root folder: this file is Tests/CommandLineTests/InstallTests.swift.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let manual = root.appendingPathComponent(".build/plugins/GenerateManual/outputs/FlipbookCommand/flipbook.1")

    @Test(.enabled(if: FileManager.default.fileExists(atPath: manual.path), "the man page is made by `make test` (make manual)"))
    func installsARelocatableCommandAndUninstallsExactlyIt() throws {
        let prefix = try TemporaryFolder(), elsewhere = try TemporaryFolder()
        let install = try run("/usr/bin/env", ["make", "-C", Self.root.path, "install-files", "PREFIX=\(prefix.url.path)",
                                               "FLIPBOOK_BINARY=\(CommandRunner.executable.path)"])
        #expect(install.status == 0, "\(install.standardError)")
        for file in Self.installedFiles {
            #expect(FileManager.default.fileExists(atPath: prefix.file(file).path), "\(file) is installed")
        }
        #expect(try String(contentsOf: prefix.file("share/zsh/site-functions/_flipbook"), encoding: .utf8).contains("#compdef flipbook"))
        #expect(try String(contentsOf: prefix.file("share/man/man1/flipbook.1"), encoding: .utf8).contains(".Nm flipbook"))

        try expectInstalledCommandWorks(in: prefix, from: elsewhere)

        let uninstall = try run("/usr/bin/env", ["make", "-C", Self.root.path, "uninstall", "PREFIX=\(prefix.url.path)"])
        #expect(uninstall.status == 0, "\(uninstall.standardError)")
        #expect(try prefix.contents().isEmpty, "uninstall leaves the prefix as it found it")
    }

    /// Runs the installed command through PATH from another folder, without FLIPBOOK_ASSETS:
    /// it finds the installed assets (a broken installed themes file breaks it).
    private func expectInstalledCommandWorks(in prefix: TemporaryFolder, from elsewhere: TemporaryFolder) throws {
        let path = "PATH=\(prefix.file("bin").path):/usr/bin:/bin"
        let version = try run("/usr/bin/env", ["-u", "FLIPBOOK_ASSETS", path, "flipbook", "--version"], in: elsewhere.url)
        #expect(version.standardOutput == "0.1.0\n")
        let render = try run("/usr/bin/env", ["-u", "FLIPBOOK_ASSETS", path, "flipbook", "memorize", "render", "-o", "x.png"], in: elsewhere.url)
        #expect(render.status == 0, "\(render.standardError)")
        #expect(try Bitmap(contentsOfPNG: elsewhere.file("x.png")).width == 390)
        try Data("not json".utf8).write(to: prefix.file("share/flipbook/assets/themes.json"))
        let broken = try run("/usr/bin/env", ["-u", "FLIPBOOK_ASSETS", path, "flipbook", "memorize", "render", "-o", "y.png"], in: elsewhere.url)
        #expect(broken.status != 0, "the installed assets are the ones read, not the checkout's")
        #expect(broken.standardError.contains(prefix.url.lastPathComponent), "\(broken.standardError)")
    }

    static let installedFiles = [
        "bin/flipbook", "share/flipbook/assets/fonts.conf", "share/flipbook/assets/themes.json",
        "share/bash-completion/completions/flipbook", "share/zsh/site-functions/_flipbook",
        "share/fish/vendor_completions.d/flipbook.fish", "share/man/man1/flipbook.1",
    ]

    /// Runs `executable` with `arguments` in `folder`, without the make variables of a `make`
    /// this test may run under, and with the tests' own data folder.
    private func run(_ executable: String, _ arguments: [String], in folder: URL? = nil) throws -> (status: Int32, standardOutput: String, standardError: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.filter { !["MAKEFLAGS", "MAKELEVEL", "MFLAGS"].contains($0.key) }
            .merging(["XDG_DATA_HOME": CommandRunner.freshDataHome().path]) { $1 }
        let output = Pipe(), error = Pipe()
        (process.standardOutput, process.standardError) = (output, error)
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outputData, as: UTF8.self), String(decoding: errorData, as: UTF8.self))
    }
}
