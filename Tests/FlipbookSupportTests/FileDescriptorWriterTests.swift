import FlipbookSupport
import Foundation
import Testing

@Suite("FileDescriptorWriter")
struct FileDescriptorWriterTests {
    @Test func writesMoreThanAPipeHoldsWhileTheReaderDrainsIt() async throws {
        let pipe = Pipe()
        let bytes = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        let reader = Task.detached { pipe.fileHandleForReading.readDataToEndOfFile() }
        let code = bytes.withUnsafeBytes { FileDescriptorWriter.writeAll($0, to: pipe.fileHandleForWriting.fileDescriptor) }
        try pipe.fileHandleForWriting.close()
        #expect(code == 0)
        #expect(await reader.value == Data(bytes))
    }

    @Test func reportsAFullDeviceAsItsErrno() throws {
        let descriptor = open("/dev/full", O_WRONLY | O_CLOEXEC)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        let code = [UInt8](repeating: 7, count: 4096).withUnsafeBytes { FileDescriptorWriter.writeAll($0, to: descriptor) }
        #expect(code == ENOSPC)
    }
}
