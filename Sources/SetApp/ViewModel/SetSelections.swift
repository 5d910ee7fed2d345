/// Picks of three table cards, for pictures and tests of a selection.
public enum SetSelections {
    /// Three cards of `table` that make a Set (`matching`) or that do not; empty when there
    /// are none such.
    public static func three(matching: Bool, in table: [SetGame.Card]) -> [SetGame.Card] {
        for i in table.indices {
            for j in table.indices where j > i {
                for k in table.indices where k > j && SetGame.isSet(table[i], table[j], table[k]) == matching {
                    return [table[i], table[j], table[k]]
                }
            }
        }
        return []
    }
}
