import Foundation

/// Whether the built and laid-out views of a player's last pass still stand for its state:
/// no intent ran since, no `@Observable` model the views read has changed, and no view read
/// the clock. While they stand, a frame only presents them again at its time (animations
/// interpolate), as SwiftUI lays out when state changes and not on every frame.
///
/// Changes of observed models may be reported from any thread, so the record is locked.
package final class SceneValidity: @unchecked Sendable {
    private let lock = NSLock()
    private var generation = 0
    private var isCurrent = false

    /// Something the views may depend on changed: the next pass builds them afresh.
    package func invalidate() {
        lock.lock()
        defer { lock.unlock() }
        generation &+= 1
        isCurrent = false
    }

    /// The generation now, to be handed to `validate(since:)` after a pass built the views.
    var currentGeneration: Int {
        lock.lock()
        defer { lock.unlock() }
        return generation
    }

    /// Marks the views built by a pass that began at `generation` as standing, unless
    /// something changed since.
    func validate(since generation: Int) {
        lock.lock()
        defer { lock.unlock() }
        isCurrent = generation == self.generation
    }

    /// Whether the views of the last pass still stand.
    var isValid: Bool {
        lock.lock()
        defer { lock.unlock() }
        return isCurrent
    }
}
