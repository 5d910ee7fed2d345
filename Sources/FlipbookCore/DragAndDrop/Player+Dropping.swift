import Foundation

extension Player {
    /// Drops `payload` at the screen point `point`, as dragged in from another app: the
    /// frontmost drop destination there that takes its kind gets it, as an intent; elsewhere
    /// nothing happens, as on iOS.
    ///
    /// - Returns: whether a destination took it.
    /// - Throws: `FlipbookError` for a file that cannot be read, or is not an image where a
    ///   picture is wanted.
    @discardableResult
    public func drop(_ payload: DropPayload, at point: CGPoint) throws -> Bool {
        let item: DragItem = switch payload {
        case let .text(text): .text(text)
        case let .file(path): .file(URL(fileURLWithPath: path))
        }
        if case let .file(url) = item, !FileManager.default.fileExists(atPath: url.path) {
            throw FlipbookError.cannotRead(path: url.path, reason: "No such file or directory")
        }
        guard let found = sceneNow()?.dropDestination(at: point, for: item) else { return false }
        var taken = false, failure: Error?
        perform {
            do { taken = try found.marker.take(item, found.location) } catch { failure = error }
        }
        if let failure { throw failure }
        return taken
    }

    /// The drop destination at the screen point `point` in the last pass that takes `item`.
    func dropDestination(at point: CGPoint, for item: DragItem) -> FoundDestination? {
        laidOut?.dropDestination(at: point, for: item)
    }
}
