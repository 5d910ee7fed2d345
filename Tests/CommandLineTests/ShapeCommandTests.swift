import Flipbook
import Foundation
import Testing
import TestSupport

@Suite("flipbook shape")
struct ShapeCommandTests {
    @Test func drawsThePathForTheFullRect() throws {
        let folder = try TemporaryFolder()
        let result = try CommandRunner.run(["shape", "rectangle", "--size", "30x20", "--fill", "red", "-o", folder.file("r.png").path])
        #expect(result.status == 0, "\(result.standardError)")
        let bitmap = try Bitmap(contentsOfPNG: folder.file("r.png"))
        #expect(bitmap.width == 30 && bitmap.height == 20)
        #expect(bitmap.bytes(x: 0, y: 0) == [255, 59, 48, 255], "no inset: the corner pixel is filled")
        #expect(bitmap.bytes(x: 29, y: 19) == [255, 59, 48, 255])
    }

    @Test func defaultBackgroundIsTransparent() throws {
        let folder = try TemporaryFolder()
        let result = try CommandRunner.run(["shape", "diamond", "--size", "40x20", "--fill", "green", "-o", folder.file("d.png").path])
        #expect(result.status == 0)
        let bitmap = try Bitmap(contentsOfPNG: folder.file("d.png"))
        #expect(bitmap.bytes(x: 1, y: 1)[3] == 0)
        #expect(bitmap.bytes(x: 20, y: 10) == [52, 199, 89, 255])
    }

    @Test func stripedShadingDrawsStripesAndOutline() throws {
        let folder = try TemporaryFolder()
        let result = try CommandRunner.run(["shape", "squiggle", "--size", "60x30", "--shading", "striped",
                                            "--fill", "purple", "--background", "white", "-o", folder.file("s.png").path])
        #expect(result.status == 0)
        let bitmap = try Bitmap(contentsOfPNG: folder.file("s.png"))
        let middleRow = (8..<52).map { bitmap.bytes(x: $0, y: 15) }
        let inked = middleRow.filter { $0[1] < 150 }.count
        let paper = middleRow.filter { $0 == [255, 255, 255, 255] }.count
        #expect(inked >= 8 && paper >= 15, "stripes alternate with white across the middle: \(inked) inked, \(paper) white")
    }

    @Test func pieAnglesAreSwiftUIs() throws {
        let folder = try TemporaryFolder()
        let result = try CommandRunner.run(["shape", "pie", "--size", "100x100", "--start-angle", "-90",
                                            "--end-angle", "0", "--clockwise", "--fill", "black", "-o", folder.file("p.png").path])
        #expect(result.status == 0)
        let bitmap = try Bitmap(contentsOfPNG: folder.file("p.png"))
        #expect(bitmap.bytes(x: 70, y: 30)[3] == 255, "12 to 3 o'clock, clockwise on screen, is filled")
        #expect(bitmap.bytes(x: 30, y: 70)[3] == 0)
    }

    @Test func helpTeachesByExample() throws {
        let result = try CommandRunner.run(["shape", "--help"])
        #expect(result.standardOutput.contains("flipbook shape squiggle"))
        #expect(result.standardOutput.contains("rounded-rectangle"))
    }
}
