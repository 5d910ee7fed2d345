import CLibPNG
import Foundation
import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

/// A frame drawn over the one its thread encoded last copies the bands of rows it did not
/// draw over from that encoding, without reading their pixels; the file is the same bytes.
@Suite("PNG bands kept from the frame before")
struct PNGBandMemoryTests {
    /// A C band memory, destroyed with the value, and a band cache that counts the bands
    /// copied from it.
    private final class Memory {
        let pointer = flipbook_band_memory_create()!
        let cache = PNGBandCache()

        deinit { flipbook_band_memory_destroy(pointer) }

        var copied: Int { cache.statistics.kept }
    }

    /// `surface` encoded in bands of `bandRows` rows at `level`, through `memory` with a byte a band
    /// saying which bands did not change (`nil`: none said).
    private func encoded(_ surface: PNGTestSurface, level: Int32 = 1, bandRows: UInt32 = 16, memory: Memory? = nil,
                         unchanged: [UInt8]? = nil) throws -> Data {
        try takePNG { buffer, count, message in
            func encode(_ flags: UnsafePointer<UInt8>?) -> Int32 {
                flipbook_png_encode_argb32_bands(surface.data, UInt32(surface.width), UInt32(surface.height), surface.stride,
                                                 level, bandRows, memory?.cache.pointer, memory?.pointer, flags, &buffer, &count, message, 256)
            }
            return unchanged.map { $0.withUnsafeBufferPointer { encode($0.baseAddress) } } ?? encode(nil)
        }
    }

    /// A flag a band of 16 rows in `height` rows: all unchanged but `changed`.
    private func flags(height: Int, changed: Set<Int> = []) -> [UInt8] {
        (0..<(height + 15) / 16).map { changed.contains($0) ? 0 : 1 }
    }

    @Test func aBandMarkedUnchangedIsCopiedFromTheFrameTheMemoryHolds() throws {
        let surface = PNGTestSurface(width: 390, height: 844), memory = Memory()
        let first = try encoded(surface, memory: memory)
        #expect(first == (try encoded(surface)), "a memory holding nothing changes nothing")
        surface.set(0xFF12_3456, x: 200, y: 3 * 16 + 5)
        let told = try encoded(surface, memory: memory, unchanged: flags(height: 844, changed: [3]))
        #expect(told == (try encoded(surface)), "the changed band encoded, the others copied: the changed frame's bytes")
        #expect(memory.copied == 52, "53 bands, all but the fourth copied")
        surface.set(0xFF65_4321, x: 100, y: 10 * 16)
        let untold = try encoded(surface, memory: memory, unchanged: flags(height: 844))
        #expect(untold == told, "a band said unchanged is copied, its pixels not read")
        #expect(try decodedByLibpng(untold) != surface.words)
    }

    @Test func aMemoryOfAnotherSizeBandHeightOrLevelIsNotUsed() throws {
        let memory = Memory()
        _ = try encoded(PNGTestSurface(width: 390, height: 844), memory: memory)
        let shorter = PNGTestSurface(width: 390, height: 840, shift: 9)
        #expect(try encoded(shorter, memory: memory, unchanged: flags(height: 840)) == encoded(shorter))
        let wider = PNGTestSurface(width: 392, height: 840, shift: 5)
        _ = try encoded(shorter, memory: memory)
        #expect(try encoded(wider, memory: memory, unchanged: flags(height: 840)) == encoded(wider))
        let level6 = PNGTestSurface(width: 390, height: 840, shift: 3)
        _ = try encoded(shorter, memory: memory)
        #expect(try encoded(level6, level: 6, memory: memory, unchanged: flags(height: 840)) == encoded(level6, level: 6))
        _ = try encoded(shorter, memory: memory)
        let halfAsManyBands = [UInt8](repeating: 1, count: (840 + 31) / 32)
        #expect(try encoded(shorter, bandRows: 32, memory: memory, unchanged: halfAsManyBands) == encoded(shorter, bandRows: 32),
                "bands of 32 rows are not made of bands of 16")
        #expect(memory.copied == 0)
    }

    @Test func aFrameThatIsNotOpaqueLeavesTheMemoryHoldingNothing() throws {
        let surface = PNGTestSurface(width: 300, height: 420), memory = Memory()
        _ = try encoded(surface, memory: memory)
        surface.set(0x8020_1008, x: 10, y: 200)
        #expect(try encoded(surface, memory: memory)[25] == 6, "colour type RGBA")
        surface.set(0xFF20_1008, x: 10, y: 200)
        #expect(try encoded(surface, memory: memory, unchanged: flags(height: 420)) == encoded(surface),
                "nothing copied from the frame before the translucent one")
        #expect(memory.copied == 0)
    }

    /// Frames drawn over one another on a thread: their files are the bytes of frames drawn
    /// and encoded whole, with most bands kept; a canvas encoded twice is the same bytes twice;
    /// a frame drawn and not encoded (the score's change) leaves nothing to copy for the next.
    @Test(arguments: [1.0, 3.0])
    func framesDrawnOverTheLastKeepItsUntouchedBands(scale: Double) throws {
        let size = CGSize(width: 200, height: 300)
        let frames = (0..<6).map { step in
            DisplayList(size: size, root: Self.node(nil, children: [
                Self.node(.fill(Path(CGRect(x: 0, y: 0, width: 200, height: 300)), .color(.white), .nonZero)),
                Self.node(.fill(Path(ellipseIn: CGRect(x: 20 + 5 * Double(step), y: 30, width: 40, height: 30)), .color(.orange), .nonZero)),
                Self.node(.text("Score: \(step / 2)", TextStyle(font: .system(size: 14), color: .black), CGRect(x: 20, y: 250, width: 120, height: 20))),
            ]))
        }
        let cache = PNGBandCache(), unencoded = 2
        let encodings = try onANewThread {
            try frames.enumerated().map { index, frame in
                let canvas = try frame.drawReusingThreadSurface(scale: scale, background: .white)
                guard index != unencoded else { return (Data(), Data()) }
                return (try canvas.framePNGData(reusing: cache), try canvas.framePNGData(reusing: cache))
            }
        }
        #expect(encodings.allSatisfy { $0.0 == $0.1 }, "a canvas encoded again: the same bytes")
        for (index, frame) in frames.enumerated() where index != unencoded {
            let whole = try frame.draw(scale: scale, background: .white).framePNGData(reusing: PNGBandCache())
            #expect(encodings[index].0 == whole, "frame \(index): the bytes of the frame drawn whole")
        }
        let bands = Int((300 * scale / 16).rounded(.up))
        #expect(cache.statistics.kept >= 3 * bands / 2, "most bands of the three frames drawn over an encoded one kept")
    }

    /// Something drawn on a frame's canvas after it was drawn is in that frame's file, and the
    /// thread's next frame is drawn whole, not over pixels that are not the frame's.
    @Test func whatIsDrawnOnAFrameAfterwardsIsEncodedAndNotDrawnOver() throws {
        let size = CGSize(width: 200, height: 300)
        let frames = (0..<3).map { step in
            DisplayList(size: size, root: Self.node(nil, children: [
                Self.node(.fill(Path(ellipseIn: CGRect(x: 20 + 5 * Double(step), y: 30, width: 40, height: 30)), .color(.orange), .nonZero)),
            ]))
        }
        let cache = PNGBandCache()
        let (files, marked) = try onANewThread {
            var files: [Data] = [], marked: Bitmap?
            for (index, frame) in frames.enumerated() {
                let canvas = try frame.drawReusingThreadSurface(scale: 1, background: .white)
                if index == 1 {
                    canvas.fill(Path(CGRect(x: 150, y: 250, width: 20, height: 20)), with: Color.blue)
                    marked = try canvas.makeBitmap()
                }
                files.append(try canvas.framePNGData(reusing: cache))
            }
            return (files, marked)
        }
        #expect(try marked != nil && Bitmap(pngData: files[1]) == marked, "the mark is in the file")
        #expect(try files[2] == frames[2].draw(scale: 1, background: .white).framePNGData(reusing: PNGBandCache()),
                "the next frame has no mark")
    }

    private static func node(_ drawing: DisplayNode.Drawing?, children: [DisplayNode] = []) -> DisplayNode {
        DisplayNode(transform: .identity, size: CGSize(width: 200, height: 300), opacity: 1, projection: nil, drawing: drawing,
                    children: children, clip: nil)
    }
}
