import Flipbook
import FlipbookSupport
import Foundation

/// The view model of an EmojiArt document, as the course's `EmojiArtDocument`: it owns the
/// model, saves it as JSON after every change, keeps the undo history and loads the
/// background picture for the views.
@Observable
public final class EmojiArtDocument {
    /// The document.
    public private(set) var model: EmojiArtModel
    /// The background picture as it is loaded.
    public private(set) var background: BackgroundState = .none
    /// How many backgrounds have arrived from a drop, so a view can zoom to fit each one.
    public private(set) var backgroundArrivals = 0
    /// Why the last dropped picture could not be set as the background, for the alert
    /// ("Couldn't load image from FILE: PROBLEM"); `nil` when there is nothing to say.
    public private(set) var fetchFailure: String?
    /// The last save's problem, `nil` when it was saved (or saving is off).
    public private(set) var saveProblem: String?
    /// Every different problem of a save that failed, in order: what a run reports at its end.
    public private(set) var failedSaves: [String] = []
    /// The corrupt file moved aside to start afresh, in one line (see
    /// ``init(file:autosaves:resettingCorrupt:)``); `nil` when none was.
    public let setAside: String?
    private var history = UndoHistory<EmojiArtModel>()
    private let store: JSONStore<EmojiArtModel>?
    private let folder: URL?

    /// How long a dropped picture takes to load, in seconds of the timeline: the spinner's time.
    public static let fetchDuration = 0.6

    /// The document in `file`, or an empty one when there is no file yet; with `autosaves`,
    /// every change is written back to `file` atomically, and the file is locked (see
    /// `FileLock`) from before it is read until the document goes.
    ///
    /// - Parameters:
    ///   - file: The document's file; `nil` for a document kept in memory.
    ///   - autosaves: Whether changes are saved to `file`.
    ///   - resettingCorrupt: Whether a file that is not a document is moved aside whole (to
    ///     `FILE.corrupt`; see `FileAside`) and an empty document begun in its place, as a
    ///     user asks to start afresh; ``setAside`` says so. Only with `autosaves`.
    /// - Throws: `JSONStoreError` when the file cannot be read or is not a document (it is
    ///   kept as it is).
    public init(file: URL?, autosaves: Bool = true, resettingCorrupt: Bool = false) throws {
        let store = file.map { autosaves ? JSONStore<EmojiArtModel>(url: $0).locked() : JSONStore(url: $0) }
        let loaded = try store?.loadIfPresent(settingAsideCorrupt: autosaves && resettingCorrupt)
        model = loaded?.value ?? EmojiArtModel()
        setAside = loaded?.setAside
        self.store = autosaves ? store : nil
        folder = file?.deletingLastPathComponent()
        loadBackground()
    }

    /// The emojis, in document order.
    public var emojis: [Emoji] { model.emojis }
    /// Whether there is a change to undo.
    public var canUndo: Bool { history.canUndo }
    /// Whether there is an undone change to redo.
    public var canRedo: Bool { history.canRedo }
}

// MARK: - Intents

extension EmojiArtDocument {
    /// Adds `string` at `position` (document points) with font size `size`.
    public func addEmoji(_ string: String, at position: Emoji.Position, size: Double) {
        change { $0.addEmoji(string, at: position, size: size) }
    }

    /// Adds `strings` side by side around `position`, as one change.
    public func addEmojis(_ strings: [String], around position: Emoji.Position, size: Double) {
        change { $0.addEmojis(strings, around: position, size: size) }
    }

    /// Moves the emojis of `ids` by `offset` document points.
    public func moveEmojis(_ ids: Set<Emoji.ID>, by offset: Emoji.Position) {
        change { $0.moveEmojis(ids, by: offset) }
    }

    /// Scales the emojis of `ids` by `factor`, each about its position.
    public func scaleEmojis(_ ids: Set<Emoji.ID>, by factor: Double) {
        change { $0.scaleEmojis(ids, by: factor) }
    }

    /// Removes the emojis of `ids`.
    public func removeEmojis(_ ids: Set<Emoji.ID>) {
        change { $0.removeEmojis(ids) }
    }

    /// Loads the picture at `url` over ``fetchDuration`` seconds (a spinner shows meanwhile)
    /// and, when it arrives, makes it the background (``backgroundArrivals`` counts it). A
    /// file that is not a picture leaves the document as it was and says why in
    /// ``fetchFailure``.
    public func setBackground(_ url: URL) {
        fetchFailure = nil
        background = .fetching(path: url.path)
        after(Self.fetchDuration) { [weak self] in
            guard let self, self.background == .fetching(path: url.path) else { return }
            self.arrived(url)
        }
    }

    /// Forgets ``fetchFailure`` (the alert's OK).
    public func dismissFetchFailure() {
        fetchFailure = nil
    }

    /// Undoes the last change.
    public func undo() {
        guard let previous = history.undo(from: model) else { return }
        replaceModel(with: previous)
    }

    /// Redoes the last change undone.
    public func redo() {
        guard let next = history.redo(from: model) else { return }
        replaceModel(with: next)
    }
}

// MARK: - Changes, saving, loading

extension EmojiArtDocument {
    /// Changes the model with `body`; a real change is recorded for undo and saved.
    private func change(_ body: (inout EmojiArtModel) -> Void) {
        var changed = model
        body(&changed)
        guard changed != model else { return }
        history.record(model)
        model = changed
        save()
    }

    /// Puts `other` in place of the model (undo, redo), saves it and reloads the background
    /// if it is another picture.
    private func replaceModel(with other: EmojiArtModel) {
        model = other
        save()
        if background.path != model.background { loadBackground() }
    }

    /// Writes the model to its file, creating the file's folder if needed (and removing what
    /// it made when the save fails).
    private func save() {
        guard let store else { return }
        let folder: FolderMaker
        do {
            folder = try FolderMaker(making: store.url.deletingLastPathComponent())
        } catch {
            return failed(JSONStoreError.unwritable(file: store.url.relativePath, reason: error.reason))
        }
        do {
            try store.save(model)
            saveProblem = nil
        } catch {
            folder.takeBack()
            failed(error)
        }
    }

    /// Notes a save that failed for `error`.
    private func failed(_ error: any Error) {
        saveProblem = "\(error)"
        if !failedSaves.contains("\(error)") { failedSaves.append("\(error)") }
    }

    /// The picture at `url` is read: it becomes the background, or, if it cannot be read, the
    /// document's own background comes back and ``fetchFailure`` says what went wrong.
    private func arrived(_ url: URL) {
        do {
            let bitmap = try Bitmap(contentsOfImage: url)
            change { $0.setBackground(url.path) }
            background = .found(path: url.path, bitmap: bitmap)
            backgroundArrivals += 1
        } catch {
            loadBackground()
            fetchFailure = "Couldn't load image from \(url.lastPathComponent): \(Self.problem(error, reading: url))"
        }
    }

    /// What `error` says is wrong with the file at `url`, without the file's path.
    static func problem(_ error: any Error, reading url: URL) -> String {
        switch error {
        case let FlipbookError.image(message):
            message.hasPrefix(url.path + ": ") ? String(message.dropFirst(url.path.count + 2)) : message
        case let FlipbookError.cannotRead(_, reason): reason
        default: "\(error)"
        }
    }

    /// Loads the model's background picture now.
    private func loadBackground() {
        guard let path = model.background else { return background = .none }
        do {
            background = .found(path: path, bitmap: try Bitmap(contentsOfImage: url(of: path)))
        } catch {
            background = .failed(path: path, message: "Couldn't load image: \(error)")
        }
    }

    /// The URL of a background path: a relative one is relative to the document's folder.
    func url(of path: String) -> URL {
        guard let folder, !path.hasPrefix("/") else { return URL(fileURLWithPath: path) }
        return folder.appendingPathComponent(path)
    }
}
