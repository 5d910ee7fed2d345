import Foundation

/// Turns a JSON decoding error into a short, human-readable problem: where (line and column for
/// a syntax error, theme number and field for a wrong value) and what.
enum JSONProblem {
    /// The problem `error` found in `data`.
    static func describe(_ error: any Error, in data: Data) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            return syntaxProblem(in: data)
        case .dataCorrupted(let context):
            return "\(place(context.codingPath)): \(context.debugDescription)"
        case .typeMismatch(let type, let context):
            return typeProblem(type, context)
        case .keyNotFound(let key, let context):
            return "\(place(context.codingPath)): missing \"\(key.stringValue)\""
        case .valueNotFound(let type, let context):
            return "\(place(context.codingPath)): missing a value of type \(type)"
        @unknown default:
            return "\(error)"
        }
    }

    /// A place in the file: `theme 2, pairs` for the path `[1].pairs`.
    static func place(_ path: [any CodingKey]) -> String {
        guard let first = path.first else { return "the file" }
        let rest = path.dropFirst().map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
        let theme = first.intValue.map { "theme \($0 + 1)" } ?? first.stringValue
        return ([theme] + rest).joined(separator: ", ")
    }

    /// A value of the wrong type; at the top, the file is not a list at all.
    private static func typeProblem(_ type: Any.Type, _ context: DecodingError.Context) -> String {
        guard !context.codingPath.isEmpty else {
            return "expected a list of themes: [ {\"name\": …}, … ]"
        }
        return "\(place(context.codingPath)): \(context.debugDescription)"
    }

    /// Where the JSON syntax breaks: JSONSerialization's "around character N" (a byte offset)
    /// made a line and a column.
    private static func syntaxProblem(in data: Data) -> String {
        if data.allSatisfy({ [0x20, 0x0A, 0x0D, 0x09].contains($0) }) { return "the file is empty" }
        let message: String
        do {
            _ = try JSONSerialization.jsonObject(with: data)
            return "not valid JSON"
        } catch {
            message = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
        }
        guard let offset = byteOffset(in: message) else { return "not valid JSON (\(message))" }
        let what = message.components(separatedBy: " around character").first ?? message
        return "\(position(ofByte: offset, in: data)): not valid JSON (\(what.lowercased()))"
    }

    /// N in "… around character N.".
    private static func byteOffset(in message: String) -> Int? {
        guard let range = message.range(of: "around character ") else { return nil }
        return Int(message[range.upperBound...].prefix(while: \.isNumber))
    }

    /// "line L, column C" of the byte at `offset`, both counted from 1, columns in characters.
    static func position(ofByte offset: Int, in data: Data) -> String {
        let before = data.prefix(max(0, offset))
        let line = before.filter { $0 == 0x0A }.count + 1
        let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? before.startIndex
        let column = String(decoding: before[lineStart...], as: UTF8.self).count + 1
        return "line \(line), column \(column)"
    }
}
