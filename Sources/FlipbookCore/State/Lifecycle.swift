/// What `onAppear`, `onDisappear` and `onChange(of:)` attach to a node.
enum LifecycleHandler {
    case appear(() -> Void)
    case disappear(() -> Void)
    case change(ChangeWatch)
    case task(TaskWatch)
}

/// `onChange(of:initial:_:)`: the value now, how to compare it with the last one seen, and
/// the action with the old and new values.
struct ChangeWatch {
    let value: Any
    let isEqual: (Any, Any) -> Bool
    let initial: Bool
    let action: (Any, Any) -> Void
}

/// The lifecycle handlers of the last pass and of this one, by key, and the actions due.
struct LifecycleRecords {
    private var previous: [String: LifecycleHandler] = [:]
    private var current: [String: LifecycleHandler] = [:]
    private var order: [String] = []
    private var watchedValues: [String: Any] = [:]
    /// The main-actor tasks still running, by the key of their view.
    private let runningTasks = RunningTasks()

    mutating func beginPass() {
        current.removeAll(keepingCapacity: true)
        order.removeAll(keepingCapacity: true)
    }

    /// Records `handler` of the view at `key` in this pass (a second visit in one pass counts once).
    mutating func visit(_ key: String, _ handler: LifecycleHandler) {
        if current.updateValue(handler, forKey: key) == nil { order.append(key) }
    }

    /// The actions due at the end of a pass, as SwiftUI runs them before the next frame: the
    /// `onDisappear` of views that left, then, in tree order, the `onAppear` of views that
    /// arrived and the `onChange` of values that changed (or arrived, with `initial: true`).
    mutating func endPass() -> [() -> Void] {
        var actions: [() -> Void] = []
        let departed = previous.filter { current[$0.key] == nil }
        for (key, handler) in departed.sorted(by: { $0.key < $1.key }) {
            switch handler {
            case let .disappear(action): actions.append(action)
            case .task: actions.append { [runningTasks] in runningTasks.cancel(key) }
            default: break
            }
            watchedValues[key] = nil
        }
        for key in order {
            guard let handler = current[key] else { continue }
            let isNew = previous[key] == nil
            switch handler {
            case let .appear(action) where isNew: actions.append(action)
            case let .change(watch): actions += change(watch, key: key, isNew: isNew)
            case let .task(watch): actions += task(watch, key: key, isNew: isNew)
            default: break
            }
        }
        previous = current
        return actions
    }

    /// A task's run when its view arrived or its id changed.
    private mutating func task(_ watch: TaskWatch, key: String, isNew: Bool) -> [() -> Void] {
        let old = watchedValues.updateValue(watch.id, forKey: key)
        guard isNew || old == nil || !watch.isEqual(old!, watch.id) else { return [] }
        return [{ [runningTasks] in
            // Lifecycle actions run on the main actor, where the player runs its passes. A new
            // id cancels the work started for the old one, as SwiftUI does.
            nonisolated(unsafe) let watch = watch
            runningTasks.cancel(key)
            MainActor.assumeIsolated { runningTasks.started(TaskRunner.run(priority: watch.priority, watch.action), for: key) }
        }]
    }

    private mutating func change(_ watch: ChangeWatch, key: String, isNew: Bool) -> [() -> Void] {
        let old = watchedValues.updateValue(watch.value, forKey: key)
        if isNew || old == nil {
            return watch.initial ? [{ watch.action(watch.value, watch.value) }] : []
        }
        guard let old, !watch.isEqual(old, watch.value) else { return [] }
        return [{ watch.action(old, watch.value) }]
    }
}

extension View {
    /// Runs `action` when the view appears: before the first frame that shows it.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifyingAttributes { attributes in
            if let action { attributes.lifecycle.append(.appear(action)) }
        }
    }

    /// Runs `action` when the view leaves the screen.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifyingAttributes { attributes in
            if let action { attributes.lifecycle.append(.disappear(action)) }
        }
    }

    /// Runs `action` with the old and new value when `value` changes, before the next frame; with
    /// `initial`, also when the view appears (with the value as both).
    public func onChange<Value: Equatable>(of value: Value, initial: Bool = false,
                                           _ action: @escaping (_ oldValue: Value, _ newValue: Value) -> Void) -> some View {
        let watch = ChangeWatch(value: value, isEqual: { ($0 as? Value) == ($1 as? Value) }, initial: initial) { old, new in
            if let old = old as? Value, let new = new as? Value { action(old, new) }
        }
        return modifyingAttributes { $0.lifecycle.append(.change(watch)) }
    }

    /// Runs `action` when `value` changes, before the next frame; with `initial`, also when the
    /// view appears.
    public func onChange<Value: Equatable>(of value: Value, initial: Bool = false,
                                           _ action: @escaping () -> Void) -> some View {
        onChange(of: value, initial: initial) { _, _ in action() }
    }

    /// Runs `action` with the new value when `value` changes, before the next frame, as
    /// SwiftUI's `onChange(of:perform:)` of iOS 14.
    public func onChange<Value: Equatable>(of value: Value, perform action: @escaping (_ newValue: Value) -> Void) -> some View {
        onChange(of: value, initial: false) { _, new in action(new) }
    }
}

/// The tasks of `.task` still running on the main actor, by the key of their view: cancelled
/// when the view leaves the screen or its id changes, as SwiftUI cancels them. Used only by
/// lifecycle actions, which run on the main actor (hence unchecked).
private final class RunningTasks: @unchecked Sendable {
    private var tasks: [String: Task<Void, Never>] = [:]

    /// Keeps `task`, if any, as the one of the view at `key`.
    func started(_ task: Task<Void, Never>?, for key: String) {
        tasks[key] = task
    }

    /// Cancels the task of the view at `key`, if one runs.
    func cancel(_ key: String) {
        tasks.removeValue(forKey: key)?.cancel()
    }
}
