/// Whether `first` and `second` are equal by the `==` of `first`'s type (a `second` of another
/// type is not); `nil` when that type is not `Equatable`. For values seen only as `Any`.
func equalIfEquatable(_ first: Any, _ second: Any) -> Bool? {
    guard let first = first as? any Equatable else { return nil }
    return isEqual(first, second)
}

private func isEqual<Value: Equatable>(_ first: Value, _ second: Any) -> Bool {
    (second as? Value) == first
}
