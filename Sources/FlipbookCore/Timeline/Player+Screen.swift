/// The screen whose views are being built on this thread, for what asks outside the
/// environment (`UIScreen.main`).
enum ScreenOnThread {
    private final class Screen {
        let size: CGSize
        init(size: CGSize) { self.size = size }
    }

    private static let screen = PerThread<Screen>()

    /// The size of the screen being built on this thread, if one is.
    static var size: CGSize? { screen.value?.size }

    /// Runs `body` with `size` as this thread's screen.
    static func building<Result>(on size: CGSize, _ body: () -> Result) -> Result {
        let previous = screen.value
        screen.set(Screen(size: size))
        defer { screen.set(previous) }
        return body()
    }
}
