import Foundation

/// A value each thread keeps for itself: a worker's frame surface, its font maps and text
/// measurements, the player running handlers on it, a build's memo. No other thread sees it,
/// so it needs no lock. A thread holds its value (a strong reference) until it sets another
/// or ends.
///
/// A POSIX thread-specific key: a few nanoseconds a read, where a string key in Foundation's
/// `threadDictionary` costs a dictionary lookup, so the scene's hot paths can ask every time.
package final class PerThread<Value: AnyObject>: @unchecked Sendable {
    /// Set once in `init`, then only read.
    private var key = pthread_key_t()

    /// A new kind of per-thread value; every thread starts without one. Make these once
    /// (`static let`): the system has room for about a thousand keys, never given back.
    package init() {
        let status = pthread_key_create(&key) { held in
            // The thread ends holding a value: let it go.
            if let held { Unmanaged<AnyObject>.fromOpaque(held).release() }
        }
        precondition(status == 0, "no thread-specific key left (pthread_key_create: \(status))")
    }

    /// This thread's value, if it has one.
    package var value: Value? {
        guard let held = pthread_getspecific(key) else { return nil }
        return Unmanaged<Value>.fromOpaque(held).takeUnretainedValue()
    }

    /// Gives this thread `value` (`nil` takes its value away), letting its old value go.
    func set(_ value: Value?) {
        let old = pthread_getspecific(key)
        pthread_setspecific(key, value.map { Unmanaged.passRetained($0).toOpaque() })
        if let old { Unmanaged<AnyObject>.fromOpaque(old).release() }
    }

    /// This thread's value, made by `make` and kept when it has none yet.
    package func value(makingIfMissing make: () throws -> Value) rethrows -> Value {
        if let kept = value { return kept }
        let made = try make()
        set(made)
        return made
    }
}
