extension Player {
    /// Drops `payload` at the screen point `point`, as dragged in from another app: the
    /// frontmost drop destination there for its kind takes it; elsewhere nothing happens.
    ///
    /// - Returns: whether a destination took it.
    /// - Throws: `FlipbookError` for a file that cannot be read or is not an image.
    @discardableResult
    public func drop(_ payload: DropPayload, at point: Point) throws -> Bool {
        false
    }
}
