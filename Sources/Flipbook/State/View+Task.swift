extension View {
    /// Runs asynchronous work when the view appears, as SwiftUI's `task(priority:_:)`.
    ///
    /// The work starts when the view arrives on screen, with its `onAppear` actions, and
    /// Flipbook runs it to its end before the next frame: what it changes shows in that frame,
    /// in every run alike, as if the work took no time on the virtual clock. Awaiting other
    /// async code is fine; `Task.sleep` and anything that resumes later in real time cannot run
    /// on the virtual clock: the drawing waits for it in real time, up to two seconds, then
    /// cancels the task (`Task.sleep` then throws `CancellationError` and `Task.isCancelled` is
    /// true). A task that loops until cancelled is thus cancelled after two seconds, having done
    /// as much as real time allowed: animate with `TimelineView` or `withAnimation` instead.
    /// Since the work has ended by the next frame, nothing is left to cancel when the view leaves.
    ///
    /// - Parameters:
    ///   - priority: The priority of the task that runs the work.
    ///   - action: The work.
    /// - Returns: The view, with the work to run when it appears.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void) -> some View {
        task(id: TaskOnAppear(), priority: priority, action)
    }

    /// Runs asynchronous work when the view appears and again each time `value` changes, as
    /// SwiftUI's `task(id:priority:_:)`.
    ///
    /// The work runs as ``View/task(priority:_:)`` describes: to its end before the next
    /// frame. A change of `value` seen in a pass runs it again before the frame after that pass.
    ///
    /// - Parameters:
    ///   - value: The value whose changes restart the work.
    ///   - priority: The priority of the task that runs the work.
    ///   - action: The work.
    /// - Returns: The view, with the work to run when it appears and when `value` changes.
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   _ action: @escaping () async -> Void) -> some View {
        let watch = TaskWatch(id: value, isEqual: { ($0 as? T) == ($1 as? T) }, priority: priority, action: action)
        return modifyingAttributes { $0.lifecycle.append(.task(watch)) }
    }
}

/// The id of a task that runs only when its view appears: always equal to itself.
private struct TaskOnAppear: Equatable {}
