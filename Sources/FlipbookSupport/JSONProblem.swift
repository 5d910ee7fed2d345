import Foundation

/// Turns a JSON decoding error into a short, human-readable problem: where (line and column
/// for a syntax error, the place in the document for a wrong value) and what.
public enum JSONProblem {
    /// The problem `error` found in `data`, in one line.
    ///
    /// - Parameters:
    ///   - error: What decoding `data` threw.
    ///   - data: The file's bytes, for the line and column of a syntax error.
    ///   - place: Names a place in the document from its coding path (``path(_:)`` by default:
    ///     `[2].pairs`).
    ///   - expected: What the document should be, said when its top level has the wrong type
    ///     (`a list of themes`); `nil` for the decoder's own words.
    public static func describe(_ error: any Error, in data: Data,
                                place: ([any CodingKey]) -> String = path, expected: String? = nil) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            return syntaxProblem(in: data, otherwise: context.debugDescription)
        case .dataCorrupted(let context):
            return "\(place(context.codingPath)): \(context.debugDescription)"
        case .typeMismatch(_, let context):
            if context.codingPath.isEmpty, let expected { return "expected \(expected)" }
            return "\(place(context.codingPath)): \(context.debugDescription)"
        case .keyNotFound(let key, let context):
            return "\(place(context.codingPath)): missing \"\(key.stringValue)\""
        case .valueNotFound(let type, let context):
            return "\(place(context.codingPath)): missing a value of type \(type)"
        @unknown default:
            return "\(error)"
        }
    }

    /// A place in the document as a path: `[2].pairs` (indices from 0), `the file` for the top.
    public static func path(_ codingPath: [any CodingKey]) -> String {
        guard !codingPath.isEmpty else { return "the file" }
        return codingPath.enumerated().map { index, key in
            key.intValue.map { "[\($0)]" } ?? (index == 0 ? key.stringValue : ".\(key.stringValue)")
        }.joined()
    }

    /// Where the JSON syntax breaks: JSONSerialization's "around character N" (a byte offset)
    /// made a line and a column; `otherwise`, the decoder's own words, when the JSON is valid
    /// and its value is what is wrong (`[]` where a list needs one element).
    private static func syntaxProblem(in data: Data, otherwise: String) -> String {
        if data.allSatisfy({ [0x20, 0x0A, 0x0D, 0x09].contains($0) }) { return "the file is empty" }
        let message: String
        do {
            _ = try JSONSerialization.jsonObject(with: data)
            return otherwise
        } catch {
            message = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
        }
        let atEnd = message.lowercased().contains("end of file") ? data.count : nil
        guard let offset = byteOffset(in: message) ?? atEnd else { return "not valid JSON (\(message))" }
        let what = (message.components(separatedBy: " around character").first ?? message).trimmingCharacters(in: CharacterSet(charactersIn: "."))
        return "\(position(ofByte: offset, in: data)): not valid JSON (\(what.lowercased()))"
    }

    /// N in "… around character N.".
    private static func byteOffset(in message: String) -> Int? {
        guard let range = message.range(of: "around character ") else { return nil }
        return Int(message[range.upperBound...].prefix(while: \.isNumber))
    }

    /// "line L, column C" of the byte at `offset`, both counted from 1, columns in characters.
    public static func position(ofByte offset: Int, in data: Data) -> String {
        let before = data.prefix(max(0, offset))
        let line = before.filter { $0 == 0x0A }.count + 1
        let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? before.startIndex
        let column = String(decoding: before[lineStart...], as: UTF8.self).count + 1
        return "line \(line), column \(column)"
    }
}
