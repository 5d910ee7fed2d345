/// A key for a value of your own in the environment, as SwiftUI's `EnvironmentKey`:
///
///     private struct CardStyleKey: EnvironmentKey {
///         static let defaultValue = CardStyle.classic
///     }
///
///     extension EnvironmentValues {
///         var cardStyle: CardStyle {
///             get { self[CardStyleKey.self] }
///             set { self[CardStyleKey.self] = newValue }
///         }
///     }
///
/// Views then read it with `@Environment(\.cardStyle)` and set it with `.environment(\.cardStyle, …)`.
public protocol EnvironmentKey {
    /// The type of the value.
    associatedtype Value
    /// The value where no view above sets one.
    static var defaultValue: Value { get }
}
