import Foundation

extension SetGame {
    /// The points every Set earns, however slowly it was found: 3.
    public static var pointsPerSet: Int { 3 }

    /// The most bonus points a Set can earn on top of ``pointsPerSet``: 10, for a Set found
    /// within 3 seconds.
    public static var maximumTimeBonus: Int { 10 }

    /// How many seconds each bonus point lasts: 3.
    public static var secondsPerBonusPoint: TimeInterval { 3 }

    /// The points lost for dealing 3 more cards while a Set was on the table: 3.
    public static var missedSetPenalty: Int { 3 }

    /// The points a Set earns when found `elapsed` seconds after the bonus clock started (the
    /// previous Set, the start of the game, or a deal to a table that held no Set):
    /// `pointsPerSet + max(0, maximumTimeBonus − ⌊elapsed / secondsPerBonusPoint⌋)`.
    ///
    /// So 13 points within 3 seconds, one fewer every 3 seconds after, and 3 from 30 seconds on.
    ///
    /// - Parameter elapsed: Seconds since the bonus clock started; negative counts as 0.
    /// - Returns: The points, from 3 to 13.
    public static func points(forSetFoundAfter elapsed: TimeInterval) -> Int {
        let bonusPointsLost = min(max(0, elapsed) / secondsPerBonusPoint, Double(maximumTimeBonus))
        return pointsPerSet + maximumTimeBonus - Int(bonusPointsLost.rounded(.down))
    }
}
