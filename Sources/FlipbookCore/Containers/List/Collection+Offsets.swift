import Foundation

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets`, as SwiftUI's `remove(atOffsets:)` for `onDelete`.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.sorted(by: >) where offset < count {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }

    /// Moves the elements at `source` to before the element at `destination` (offsets as
    /// before the move), as SwiftUI's `move(fromOffsets:toOffset:)` for `onMove`.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let moving = source.filter { $0 < count }.map { self[index(startIndex, offsetBy: $0)] }
        let before = source.filter { $0 < destination }.count
        remove(atOffsets: source)
        let target = Swift.min(count, Swift.max(0, destination - before))
        insert(contentsOf: moving, at: index(startIndex, offsetBy: target))
    }
}
