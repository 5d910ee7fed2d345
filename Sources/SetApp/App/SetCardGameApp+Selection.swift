import Flipbook

extension SetCardGameApp {
    /// The table cards the `select` setting names (`1,4,7`: 1-based table numbers), none
    /// without the setting.
    ///
    /// - Throws: `AppSettingProblem` for a word that is not a number of a card on the table.
    static func selection(_ text: String?, on table: [SetGame.Card]) throws -> [SetGame.Card] {
        guard let text else { return [] }
        return try text.split(separator: ",").map { word in
            let item = word.trimmingCharacters(in: .whitespaces)
            guard let number = Int(item), table.indices.contains(number - 1) else {
                throw AppSettingProblem("select: no card '\(item)' on a table of \(table.count) (use table numbers such as 1,4,7)")
            }
            return table[number - 1]
        }
    }

    /// Table numbers of three cards of the seed-1 deal that make a Set, or that do not.
    nonisolated static func demoSelection(matching: Bool) -> String {
        let table = SetGame(seed: 1, dealt: SetGame.initialTableCount).table
        return SetSelections.three(matching: matching, in: table)
            .compactMap { card in table.firstIndex(of: card).map { String($0 + 1) } }
            .joined(separator: ",")
    }
}
