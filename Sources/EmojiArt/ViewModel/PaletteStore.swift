import Flipbook
import FlipbookSupport
import Foundation

/// The palettes the chooser shows, as the course's `PaletteStore`: a list that is never
/// empty, the one shown now, and the JSON file they are kept in (written after every change).
@Observable
public final class PaletteStore {
    /// The palettes, at least one.
    public private(set) var list: PaletteList
    /// The index of the palette shown now.
    public private(set) var cursorIndex = 0
    /// The problem with the palettes' file, if any: the built-ins are used and the file kept.
    public private(set) var problem: String?
    /// Why the palettes' file could not be loaded, when it could not (``problem`` in words).
    public private(set) var loadError: JSONStoreError?
    /// Every different problem of a save that failed, in order: what a run reports at its end.
    public private(set) var failedSaves: [String] = []
    /// The corrupt file moved aside to start afresh, in one line (see
    /// ``init(file:autosaves:resettingCorrupt:)``); `nil` when none was.
    public private(set) var setAside: String?
    private let store: JSONStore<PaletteList>?

    /// The palettes in `file`, or the built-ins when there is no file; a file that cannot be
    /// read or is not a palette list is reported in ``problem`` and left as it is. With
    /// `autosaves`, the file is locked from before it is read until the store goes.
    ///
    /// - Parameters:
    ///   - file: The palettes' file; `nil` for the built-ins, kept in memory.
    ///   - autosaves: Whether changes are saved to `file`.
    ///   - resettingCorrupt: Whether a file that is not a palette list is moved aside whole
    ///     (to `FILE.corrupt`; see `FileAside`) and the built-ins begun in its place, as a
    ///     user asks to start afresh; ``setAside`` says so. Only with `autosaves`.
    public init(file: URL?, autosaves: Bool = true, resettingCorrupt: Bool = false) {
        let store = file.map { autosaves ? JSONStore<PaletteList>(url: $0).locked() : JSONStore(url: $0) }
        do {
            let loaded = try store?.loadIfPresent(settingAsideCorrupt: autosaves && resettingCorrupt)
            list = loaded?.value ?? PaletteList()
            setAside = loaded?.setAside
        } catch {
            list = PaletteList()
            problem = "\(error)"
            loadError = error
        }
        self.store = autosaves ? store : nil
    }

    /// The palettes, in order.
    public var palettes: [Palette] { list.palettes }
    /// The palette shown now.
    public var palette: Palette { list.palettes[cursorIndex] }

    /// Shows the next palette, the first after the last.
    public func showNext() {
        cursorIndex = list.wrapped(cursorIndex + 1)
    }

    /// Shows the palette at `index`, counted round the list.
    public func show(_ index: Int) {
        cursorIndex = list.wrapped(index)
    }

    /// Inserts a new palette before the one shown and shows it.
    public func insert(name: String, emojis: String) {
        list.insert(name: name, emojis: emojis, at: cursorIndex)
        save()
    }

    /// Removes the palette shown; the list never becomes empty.
    public func removeShown() {
        list.remove(at: cursorIndex)
        cursorIndex = list.wrapped(cursorIndex)
        save()
    }

    /// Shows the palette whose id is `id`, if it is in the list.
    public func show(id: Palette.ID) {
        if let index = list.index(of: id) { cursorIndex = index }
    }

    /// Puts `palette` in place of the palette with its id, as the editor changes it.
    public func update(_ palette: Palette) {
        list.update(palette)
        save()
    }

    /// Removes the palettes at `offsets`; the palette shown stays shown if it is kept, and the
    /// list never becomes empty.
    public func remove(atOffsets offsets: IndexSet) {
        keepingShownPalette { $0.remove(atOffsets: offsets) }
    }

    /// Moves the palettes at `offsets` before the one at `destination`; the palette shown
    /// stays shown.
    public func move(fromOffsets offsets: IndexSet, toOffset destination: Int) {
        keepingShownPalette { $0.move(fromOffsets: offsets, toOffset: destination) }
    }

    /// Changes the list with `body`, then shows the palette shown before if it is still
    /// there (else the one now at its place), and saves.
    private func keepingShownPalette(_ body: (inout PaletteList) -> Void) {
        let shown = palette.id
        body(&list)
        cursorIndex = list.index(of: shown) ?? min(cursorIndex, list.palettes.count - 1)
        save()
    }

    /// Writes the palettes to their file, unless the file there is corrupt.
    private func save() {
        guard let store else { return }
        do {
            try store.save(list)
        } catch {
            problem = "\(error)"
            if !failedSaves.contains("\(error)") { failedSaves.append("\(error)") }
        }
    }
}
