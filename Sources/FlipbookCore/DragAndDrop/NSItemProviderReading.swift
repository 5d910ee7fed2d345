import Foundation

#if !canImport(UIKit) && !canImport(AppKit)
/// A class whose objects can be made from an item provider's item, as Foundation's
/// `NSItemProviderReading`: `NSString`, `NSURL` and `UIImage` are.
public protocol NSItemProviderReading: AnyObject {
    /// The type identifiers the class reads, the most faithful first.
    static var readableTypeIdentifiersForItemProvider: [String] { get }

    /// An object made from `data`, an item of the type `typeIdentifier`.
    ///
    /// - Parameters:
    ///   - data: The item's bytes.
    ///   - typeIdentifier: One of ``readableTypeIdentifiersForItemProvider``.
    /// - Returns: The object.
    /// - Throws: An error when the bytes make no such object.
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

/// A class whose objects an item provider can carry, as Foundation's `NSItemProviderWriting`:
/// `NSString`, `NSURL` and `UIImage` are.
public protocol NSItemProviderWriting: AnyObject {
    /// The type identifiers the class writes, the most faithful first.
    static var writableTypeIdentifiersForItemProvider: [String] { get }

    /// Hands the object's bytes in the type `typeIdentifier` to `completionHandler`.
    ///
    /// - Parameters:
    ///   - typeIdentifier: One of ``writableTypeIdentifiersForItemProvider``.
    ///   - completionHandler: Gets the bytes or an error.
    /// - Returns: The progress, or `nil`.
    func loadData(withTypeIdentifier typeIdentifier: String,
                  forItemProviderCompletionHandler completionHandler: @escaping (Data?, (any Error)?) -> Void)
        -> Progress?
}

extension NSItemProviderWriting {
    /// The object's bytes in the type `typeIdentifier`, handed over before `loadData` returns.
    ///
    /// - Throws: The error `loadData` handed over, or `ItemProviderError` when it handed none.
    func itemProviderData(forTypeIdentifier typeIdentifier: String) throws -> Data {
        var result: Result<Data, any Error> = .failure(ItemProviderError.unreadable(typeIdentifier: typeIdentifier))
        _ = loadData(withTypeIdentifier: typeIdentifier) { data, error in
            if let data { result = .success(data) } else if let error { result = .failure(error) }
        }
        return try result.get()
    }
}

/// The object as `Self`, or an error saying the item was of another kind.
func itemProviderObject<Object, Wanted>(_ object: Object?, as type: Wanted.Type, typeIdentifier: String) throws
    -> Wanted
{
    guard let wanted = object as? Wanted else { throw ItemProviderError.unreadable(typeIdentifier: typeIdentifier) }
    return wanted
}
#endif
