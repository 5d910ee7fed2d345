import Foundation

/// The flattened children of views with several children, kept for the build in progress:
/// stacks and grids ask for them each time they are measured (once per proposal) and again when
/// placed, and flattening copies and renames every child.
///
/// Entries are found by the address of the children's array storage. Each entry keeps that
/// array, so its storage cannot be freed and its address given to another array while the
/// entry lives; and a kept array is never changed in place (a node that changes its children
/// copies them first, as the memo holds a second reference). So an entry found is always for
/// the very children asked about, and flattening is a function of the children alone: frames
/// are the same with or without the memo.
///
/// Each thread has its own (``current``), so players building on several threads at once
/// neither share entries nor empty one another's, and no lock is taken. A player empties its
/// thread's memo when a build starts (``removeAll()``); it holds a build's arrays, no more.
final class FlattenedChildrenMemo {
    /// This thread's memo.
    static var current: FlattenedChildrenMemo { perThread.value(makingIfMissing: FlattenedChildrenMemo.init) }

    private static let perThread = PerThread<FlattenedChildrenMemo>()

    private var entries: [UnsafeRawPointer: (children: [ViewNode], flattened: [ViewNode])] = [:]
    /// Past this many entries the memo starts afresh (layout outside a player's builds).
    private let limit = 20_000

    /// The flattened `children`, made by `making` unless they were made before in this build.
    func flattened(_ children: [ViewNode], making: ([ViewNode]) -> [ViewNode]) -> [ViewNode] {
        let key = children.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
        guard let key else { return making(children) }
        if let known = entries[key]?.flattened { return known }
        let made = making(children)
        if entries.count >= limit { removeAll() }
        entries[key] = (children, made)
        return made
    }

    /// Forgets every entry: the next build's views are new.
    func removeAll() {
        entries = [:]
    }
}
