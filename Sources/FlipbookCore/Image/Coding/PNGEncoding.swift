import CLibPNG
import Foundation

/// The calling convention shared by the encoders of the libpng shim.
package enum PNGEncoding {
    /// Runs `encoder`, which fills a malloc'd buffer, its length and a message, and returns
    /// the bytes or throws the message.
    package static func encode(_ encoder: (inout UnsafeMutablePointer<UInt8>?, inout Int, UnsafeMutablePointer<CChar>) -> Int32) throws -> Data {
        var buffer: UnsafeMutablePointer<UInt8>?
        var count = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = message.withUnsafeMutableBufferPointer { encoder(&buffer, &count, $0.baseAddress!) }
        guard status == 0, let buffer else { throw FlipbookError.png(String(libpngMessage: message)) }
        defer { flipbook_png_free(buffer) }
        return Data(bytes: buffer, count: count)
    }
}
