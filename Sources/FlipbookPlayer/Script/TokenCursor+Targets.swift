import FlipbookCore
import FlipbookRenderer

extension TokenCursor {
    /// What a target looks like, for messages.
    private static let expectedTarget = "expected a target: a point X,Y or a name such as card 3"

    /// Words of the event grammar that cannot name a target, so `drag 1,1 -> over 1` reports
    /// the missing target rather than a missing `over`.
    private static let reservedWords: Set<String> = ["at", "over", "on", "by", "for"]

    /// The words after a label that name a part of a control (`stepper "Pairs" +`).
    private static let partWords: Set<String> = ["+", "-"]

    /// A point `X,Y` or a name other than `at` and `over` with an optional index or label.
    ///
    /// - Throws: `TouchScriptError` for a missing or malformed target.
    mutating func target() throws -> TouchTarget {
        guard let token = current, !token.isQuoted, !Self.reservedWords.contains(token.text),
              token.text.contains(",") || token.text.first.map(Self.isNameStart) == true else {
            throw error(Self.expectedTarget + found, at: current)
        }
        return token.text.contains(",") ? .point(try point()) : try namedTarget()
    }

    /// A one-word name: ASCII letters, digits, `-` and `_`, starting with a letter.
    ///
    /// - Throws: `TouchScriptError` with `missing` when there is no word, or naming the bad name.
    mutating func name(missing: String) throws -> String {
        guard let token = current, !token.isQuoted else { throw error(missing + found, at: current) }
        guard token.text.first.map(Self.isNameStart) == true, token.text.allSatisfy(Self.isNameCharacter) else {
            throw error("invalid name '\(token.shown)': a name is letters, digits, '-' or '_', "
                        + "starting with a letter", at: token)
        }
        advance()
        return token.text
    }

    // MARK: - Parts of targets

    private mutating func point() throws -> CGPoint {
        let token = advance()!
        let coordinates = token.text.split(separator: ",", omittingEmptySubsequences: false)
            .map { TouchScriptNumber.parse(String($0)) }
        guard coordinates.count == 2, let x = coordinates[0], let y = coordinates[1] else {
            let problem = token.text.split(separator: ",").lazy.compactMap { TouchScriptNumber.problem(with: String($0)) }.first
            throw error("invalid point '\(token.shown)': " + (problem ?? "expected X,Y such as 120,300 or -4.5,10"), at: token)
        }
        return CGPoint(x: x, y: y)
    }

    private mutating func namedTarget() throws -> TouchTarget {
        let name = try name(missing: Self.expectedTarget)
        if let token = current, token.isQuoted {
            advance()
            if let part = current, !part.isQuoted, Self.partWords.contains(part.text) {
                advance()
                return .part(name, label: token.text, part: part.text)
            }
            return .named(name, index: nil, label: token.text)
        }
        return .named(name, index: try index(), label: nil)
    }

    /// The index after a name, if the next token looks like a number.
    private mutating func index() throws -> Int? {
        guard let token = current, !token.isQuoted, token.text != "->", let first = token.text.first,
              TouchScriptNumber.isDigit(first) || first == "-" || first == "+" else { return nil }
        guard token.text.allSatisfy(TouchScriptNumber.isDigit), let index = Int(token.text), index > 0 else {
            throw error("index must be a positive whole number, not '\(token.shown)'", at: token)
        }
        advance()
        return index
    }

    /// Whether `text` is a name: ASCII letters, digits, `-` and `_`, starting with a letter.
    static func isName(_ text: String) -> Bool {
        text.first.map(isNameStart) == true && text.allSatisfy(isNameCharacter)
    }

    private static func isNameStart(_ character: Character) -> Bool {
        character.isASCII && character.isLetter
    }

    private static func isNameCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || character == "-" || character == "_")
    }
}
