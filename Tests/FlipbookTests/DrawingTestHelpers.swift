import Foundation
import Flipbook

/// Runs `body` on a thread of its own, whose kept frame surface (and band memory) starts empty,
/// and waits for its result.
func onANewThread<Result>(_ body: @escaping () throws -> Result) throws -> Result {
    let done = DispatchSemaphore(value: 0)
    nonisolated(unsafe) let body = body
    nonisolated(unsafe) var result: Result?
    nonisolated(unsafe) var failure: Error?
    Thread {
        do { result = try body() } catch { failure = error }
        done.signal()
    }.start()
    done.wait()
    if let failure { throw failure }
    return result!
}

/// The box around the pixels of `bitmap` that are not transparent, in pixels; `nil` when none is.
func inkedBox(_ bitmap: Bitmap) -> CGRect? {
    var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
    for y in 0..<bitmap.height {
        for x in 0..<bitmap.width where bitmap.pixels[(y * bitmap.width + x) * 4 + 3] != 0 {
            (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
        }
    }
    guard maxX >= 0 else { return nil }
    return CGRect(x: Double(minX), y: Double(minY), width: Double(maxX - minX + 1), height: Double(maxY - minY + 1))
}
