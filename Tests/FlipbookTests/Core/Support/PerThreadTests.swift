import Foundation
import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

/// `PerThread` keeps one value a thread, holds it while the thread does, and lets it go when
/// the thread sets another or ends.
@Suite("Per-thread values")
struct PerThreadTests {
    final class Token {}

    /// Runs `body` on a new POSIX thread and waits until that thread has ended: its
    /// per-thread values have been let go by then (`pthread_join` returns after the thread's
    /// key destructors ran).
    private func onAnotherThread(_ body: @escaping () -> Void) {
        final class Body { let run: () -> Void; init(_ run: @escaping () -> Void) { self.run = run } }
        var thread = pthread_t()
        let status = pthread_create(&thread, nil, { raw in
            Unmanaged<Body>.fromOpaque(raw!).takeRetainedValue().run()
            return nil
        }, Unmanaged.passRetained(Body(body)).toOpaque())
        #expect(status == 0)
        pthread_join(thread, nil)
    }

    @Test("a thread starts without a value, keeps what it makes, and makes it once")
    func makesOnce() {
        let slot = PerThread<Token>()
        #expect(slot.value == nil)
        var made = 0
        let first = slot.value(makingIfMissing: { made += 1; return Token() })
        let second = slot.value(makingIfMissing: { made += 1; return Token() })
        #expect(first === second)
        #expect(made == 1)
        #expect(slot.value === first)
    }

    @Test("each thread has its own value")
    func threadsApart() {
        let slot = PerThread<Token>()
        let mine = slot.value(makingIfMissing: Token.init)
        nonisolated(unsafe) var seenThere: ObjectIdentifier?
        nonisolated(unsafe) var emptyThere = false
        onAnotherThread {
            emptyThere = slot.value == nil
            seenThere = ObjectIdentifier(slot.value(makingIfMissing: Token.init))
        }
        #expect(emptyThere)
        #expect(seenThere != nil && seenThere != ObjectIdentifier(mine))
        #expect(slot.value === mine)
    }

    @Test("a value is let go when the thread sets another, sets nil, or ends")
    func letsGo() {
        let slot = PerThread<Token>()
        weak var replaced: Token?
        weak var cleared: Token?
        do {
            let token = Token()
            replaced = token
            slot.set(token)
        }
        #expect(replaced != nil)
        slot.set(Token())
        #expect(replaced == nil)
        do {
            let token = Token()
            cleared = token
            slot.set(token)
        }
        slot.set(nil)
        #expect(cleared == nil)
        #expect(slot.value == nil)

        nonisolated(unsafe) weak var heldByEndedThread: Token?
        onAnotherThread {
            let token = Token()
            heldByEndedThread = token
            slot.set(token)
        }
        #expect(heldByEndedThread == nil)
    }

    @Test("players on other threads build with memos of their own")
    func memoPerThread() {
        let here = ObjectIdentifier(FlattenedChildrenMemo.current)
        nonisolated(unsafe) var there: ObjectIdentifier?
        onAnotherThread { there = ObjectIdentifier(FlattenedChildrenMemo.current) }
        #expect(here == ObjectIdentifier(FlattenedChildrenMemo.current))
        #expect(there != nil && there != here)
    }
}
