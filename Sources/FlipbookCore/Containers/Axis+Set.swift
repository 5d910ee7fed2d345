extension Axis {
    /// A set of axes, as SwiftUI's `Axis.Set`: the directions a `ScrollView` scrolls in.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int

        /// Creates a set from its raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// Left and right.
        public static let horizontal = Set(rawValue: 1)
        /// Up and down.
        public static let vertical = Set(rawValue: 2)
    }
}
