extension View {
    /// Runs asynchronous work when the view appears, as SwiftUI's `task(priority:_:)`.
    ///
    /// The work starts when the view arrives on screen, with its `onAppear` actions. Work
    /// written in a view runs on the main actor, as in SwiftUI, and starts at once: what it
    /// does before it first waits for something elsewhere (a `@MainActor` view model's async
    /// method that does not suspend, a value it computes) shows in the next frame, in every run
    /// alike. What comes after such a wait (`Task.sleep`, `Task.yield`, another actor's reply)
    /// runs once the main actor is free again, which a run that is drawing its frames never
    /// is: it does not show in that run's frames. Work that is not isolated to the main actor
    /// (a closure made outside a view) runs to its end before the next frame: awaiting other
    /// async code is fine; `Task.sleep` and anything that resumes later in real time make the
    /// drawing wait in real time, up to two seconds, then the task is cancelled (`Task.sleep`
    /// throws `CancellationError`, `Task.isCancelled` is true). Animate with `TimelineView` or
    /// `withAnimation` instead of sleeping. Main-actor work still running when the view
    /// leaves the screen, or when its id changes, is cancelled, as SwiftUI cancels it.
    ///
    /// - Parameters:
    ///   - priority: The priority of the task that runs the work.
    ///   - action: The work.
    /// - Returns: The view, with the work to run when it appears.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @isolated(any) () async -> Void) -> some View {
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
                                   _ action: @escaping @isolated(any) () async -> Void) -> some View {
        let watch = TaskWatch(id: value, isEqual: { ($0 as? T) == ($1 as? T) }, priority: priority, action: action)
        return modifyingAttributes { $0.lifecycle.append(.task(watch)) }
    }
}

/// The id of a task that runs only when its view appears: always equal to itself.
private struct TaskOnAppear: Equatable {}
