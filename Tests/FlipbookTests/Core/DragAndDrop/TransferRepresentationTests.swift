import Foundation
import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

/// Dropped items become types of your own through their representations.
@Suite("Transfer representations")
struct TransferRepresentationTests {
    private struct Word: Transferable, Equatable {
        let letters: String

        static var transferRepresentation: some TransferRepresentation {
            DataRepresentation(importedContentType: .utf8PlainText) { data in
                try await Task.sleep(nanoseconds: 1_000)
                guard let text = String(data: data, encoding: .utf8), !text.contains(" ") else { throw NotAWord() }
                return Word(letters: text)
            }
        }
    }

    private struct NotAWord: Error {}

    @Test("A data representation's asynchronous import finishes before the drop is taken")
    func asynchronousImport() throws {
        #expect(try DragItem.text("tulip").transferable(as: Word.self) == Word(letters: "tulip"))
        #expect(throws: NotAWord.self) { try DragItem.text("two words").transferable(as: Word.self) }
    }

    @Test("Bytes come from text, pictures and files")
    func bytes() throws {
        #expect(DragItem.text("é").bytes == Data("é".utf8))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("transfer-\(UUID().uuidString).txt")
        try Data("abc".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(try DragItem.file(file).transferable(as: Data.self) == Data("abc".utf8))
    }
}
