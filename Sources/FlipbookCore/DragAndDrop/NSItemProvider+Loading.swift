import Foundation

#if !canImport(UIKit) && !canImport(AppKit)
extension NSItemProvider {
    /// Whether the provider has an item that `aClass` can be made from.
    ///
    /// - Parameter aClass: `NSString.self`, `NSURL.self`, `UIImage.self`.
    /// - Returns: Whether `loadObject(ofClass:completionHandler:)` would give an object.
    public func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        representation(conformingTo: aClass.readableTypeIdentifiersForItemProvider) != nil
    }

    /// Whether the provider has an item that a `T` (`String.self`, `URL.self`) can be made from.
    ///
    /// - Parameter aClass: A Swift type bridged to a readable class.
    /// - Returns: Whether `loadObject(ofClass:completionHandler:)` would give a value.
    public func canLoadObject<T: _ObjectiveCBridgeable>(ofClass aClass: T.Type) -> Bool
    where T._ObjectiveCType: NSItemProviderReading {
        canLoadObject(ofClass: T._ObjectiveCType.self)
    }

    /// Makes an object of `aClass` from the provider's item and hands it to
    /// `completionHandler`, with `nil` and an error when there is none.
    ///
    /// iOS calls the handler later on a queue of its own. Here it is called on the main thread
    /// at a defined moment: during a drop, after the drop's `perform` returns and before the
    /// drop's intent ends, so changes it makes show in the next frame; outside a drop, before
    /// this method returns.
    ///
    /// - Parameters:
    ///   - aClass: `NSString.self`, `NSURL.self`, `UIImage.self`.
    ///   - completionHandler: Gets the object or an error.
    /// - Returns: The loading's progress: one unit, completed when the handler has run.
    @discardableResult
    public func loadObject(ofClass aClass: any NSItemProviderReading.Type,
                           completionHandler: @escaping ((any NSItemProviderReading)?, (any Error)?) -> Void)
        -> Progress
    {
        let result = Result { try object(ofClass: aClass) }
        return ItemProviderDelivery.deliver {
            switch result {
            case let .success(object): completionHandler(object, nil)
            case let .failure(error): completionHandler(nil, error)
            }
        }
    }

    /// Makes a `T` (`String`, `URL`) from the provider's item and hands it to
    /// `completionHandler`, with `nil` and an error when there is none; called as
    /// `loadObject(ofClass:completionHandler:)` calls its handler.
    ///
    /// - Parameters:
    ///   - aClass: `String.self`, `URL.self`.
    ///   - completionHandler: Gets the value or an error.
    /// - Returns: The loading's progress: one unit, completed when the handler has run.
    @discardableResult
    public func loadObject<T: _ObjectiveCBridgeable>(ofClass aClass: T.Type,
                                                     completionHandler: @escaping (T?, (any Error)?) -> Void)
        -> Progress where T._ObjectiveCType: NSItemProviderReading
    {
        loadObject(ofClass: T._ObjectiveCType.self) { object, error in
            guard let object = object as? T._ObjectiveCType else { return completionHandler(nil, error) }
            var value: T?
            T._forceBridgeFromObjectiveC(object, result: &value)
            completionHandler(value, nil)
        }
    }

    /// Hands the item of the type `typeIdentifier` (or one conforming to it) to
    /// `completionHandler` as it was registered (an `NSString`, an `NSURL`, a `UIImage`, `Data`),
    /// at the moment `loadObject(ofClass:completionHandler:)` would.
    ///
    /// - Parameters:
    ///   - typeIdentifier: A type identifier such as `public.url`.
    ///   - options: Ignored, as most callers pass `nil`.
    ///   - completionHandler: Gets the item or an error.
    public func loadItem(forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil,
                         completionHandler: ((Any?, (any Error)?) -> Void)? = nil)
    {
        let held = representation(conformingTo: [typeIdentifier])
        ItemProviderDelivery.deliver {
            if let held {
                completionHandler?(held.item, nil)
            } else {
                completionHandler?(nil, ItemProviderError.noItem(typeIdentifier: typeIdentifier))
            }
        }
    }

    /// An object of `aClass` made from the first item it reads.
    ///
    /// - Throws: `ItemProviderError` when there is no such item, or what reading it throws.
    func object(ofClass aClass: any NSItemProviderReading.Type) throws -> any NSItemProviderReading {
        let readable = aClass.readableTypeIdentifiersForItemProvider
        guard let held = representation(conformingTo: readable) else {
            throw ItemProviderError.noItem(typeIdentifier: readable.joined(separator: ", "))
        }
        let identifier = readable.first { Self.identifier(held.typeIdentifier, conformsTo: $0) } ?? held.typeIdentifier
        return try aClass.object(withItemProviderData: try held.data(), typeIdentifier: identifier)
    }
}

/// Why an item provider could not hand over an item.
enum ItemProviderError: Error, CustomStringConvertible {
    case noItem(typeIdentifier: String)
    case unreadable(typeIdentifier: String)

    var description: String {
        switch self {
        case let .noItem(identifier): "the item provider has no item of type \(identifier)"
        case let .unreadable(identifier): "the item of type \(identifier) could not be read"
        }
    }
}
#endif
