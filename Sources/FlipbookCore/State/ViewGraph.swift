/// The storage behind the views of one scene: the value of every `@State` and
/// `@GestureState`, kept by the view's identity in the presented tree, and the bookkeeping of
/// `onAppear`, `onDisappear` and `onChange`. A pass visits the views on screen; storage of
/// views not visited is dropped at the end of the pass, so a view that leaves and comes back
/// starts fresh.
final class ViewGraph {
    private var cells: [String: AnyObject] = [:]
    private var visitedCells: Set<String> = []
    var lifecycle = LifecycleRecords()
    /// The sheets, alerts and dialogs presented.
    let presentations = PresentationRecords()
    /// Which text field has the keyboard focus.
    let focus = FocusRecords()
    /// Counts the writes to the cells' values.
    let writes = StateWrites()
    /// What the pass learns about itself.
    let passNotes = PassNotes()
    /// What equatable views made of their content.
    let memos = SubtreeMemos()

    /// The cell of `key`, made with `initial` the first time (or when the type there changed).
    func cell<Value>(at key: String, initial: () -> Value) -> StateCell<Value> {
        visitedCells.insert(key)
        if let cell = cells[key] as? StateCell<Value> { return cell }
        let cell = StateCell(initial(), writes: writes)
        cells[key] = cell
        return cell
    }

    /// Starts a pass over the views on screen.
    func beginPass() {
        visitedCells.removeAll(keepingCapacity: true)
        lifecycle.beginPass()
        presentations.beginPass()
        focus.beginPass()
        passNotes.beginPass()
        memos.beginPass()
    }

    /// Ends a pass: storage of views not visited goes; returns the lifecycle actions due.
    func endPass() -> [() -> Void] {
        cells = cells.filter { visitedCells.contains($0.key) }
        memos.endPass()
        focus.endPass()
        return lifecycle.endPass()
    }
}

/// One stored value.
final class StateCell<Value> {
    var value: Value {
        didSet { writes?.count &+= 1 }
    }
    /// Where the scene counts writes; `nil` for a value stored before its view is installed.
    private let writes: StateWrites?

    init(_ value: Value, writes: StateWrites? = nil) {
        self.value = value
        self.writes = writes
    }
}

/// How many times the values of a scene's cells (`@State`, `@GestureState`, `@FocusState`,
/// `@StateObject`) were written: an unchanged count means none of them changed.
final class StateWrites {
    var count = 0
}
