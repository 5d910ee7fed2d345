import Flipbook
import FlipbookTesting
import Foundation
import SnapshotTesting
import Testing
import TestSupport

@Suite("FlipbookTesting: the PNG snapshot strategy")
struct SnapshottingBitmapTests {
    private func image(_ color: Color, dot: Bool = false) throws -> Bitmap {
        var bitmap = Bitmap(size: try PixelSize(width: 16, height: 8), color: color)
        if dot { bitmap[5, 5] = .black }
        return bitmap
    }

    @Test func recordsAPNGReferenceThenMatchesIt() throws {
        let folder = try TemporaryFolder()
        let recorded = verifySnapshot(of: try image(.teal), as: .png, named: "teal", record: .all, snapshotDirectory: folder.url.path)
        #expect(recorded?.contains("Record mode is on") == true, "recording reports itself as a failure")
        let reference = try #require(try folder.contents().first { $0.hasSuffix("teal.png") })
        #expect(try Bitmap(contentsOfPNG: folder.file(reference)) == image(.teal), "the reference is a real PNG")
        let verified = verifySnapshot(of: try image(.teal), as: .png, named: "teal", record: .never, snapshotDirectory: folder.url.path)
        #expect(verified == nil)
    }

    @Test func failureNamesTheDiffImage() throws {
        let folder = try TemporaryFolder()
        _ = verifySnapshot(of: try image(.teal), as: .png, named: "dot", record: .all, snapshotDirectory: folder.url.path)
        let message = try #require(verifySnapshot(of: try image(.teal, dot: true), as: .png, named: "dot",
                                                  record: .never, snapshotDirectory: folder.url.path))
        #expect(message.contains("1 of 128 pixels"))
        let path = try #require(message.components(separatedBy: "diff image: ").last?.split(separator: "\n").first)
        let diff = try Bitmap(contentsOfPNG: URL(fileURLWithPath: String(path)))
        #expect(diff.bytes(x: 16 + 4 + 5, y: 5) == [255, 0, 0, 255], "the diff image marks the pixel")
    }

    @Test func toleranceLetsSmallDifferencesPass() throws {
        let folder = try TemporaryFolder()
        _ = verifySnapshot(of: try image(.teal), as: .png, named: "dot", record: .all, snapshotDirectory: folder.url.path)
        let message = verifySnapshot(of: try image(.teal, dot: true), as: .png(perChannel: 0, maxDifferingShare: 0.01),
                                     named: "dot", record: .never, snapshotDirectory: folder.url.path)
        #expect(message == nil)
    }

    @Test func missingReferenceFailsWhenRecordingIsOff() throws {
        let folder = try TemporaryFolder()
        let message = verifySnapshot(of: try image(.teal), as: .png, named: "absent", record: .never, snapshotDirectory: folder.url.path)
        #expect(message != nil)
        #expect(try folder.contents().isEmpty, "nothing is written")
    }
}
