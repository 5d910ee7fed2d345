import Foundation

#if !canImport(UIKit) && !canImport(AppKit)
extension View {
    /// Makes the view take drops of the kinds `supportedContentTypes` (`.plainText`, `.url`,
    /// `.image`), as SwiftUI's `onDrop(of:isTargeted:perform:)`: from an `onDrag` or
    /// `draggable` view, or from another app (`drop "…" at X,Y`, `drop file "PATH" at X,Y`
    /// in touch scripts).
    ///
    /// A dropped thing comes as an ``NSItemProvider``: text as `NSString`, a URL or a file's
    /// URL as `NSURL` (a picture file also as its image type, loadable as `UIImage`), a
    /// picture as `UIImage`. The providers' completion handlers run after `action` returns,
    /// within the drop (see `NSItemProvider.loadObject(ofClass:completionHandler:)`).
    ///
    /// - Parameters:
    ///   - supportedContentTypes: The kinds taken; a dropped thing of none of them is not.
    ///   - isTargeted: Set to `true` while a drag the view takes is over it, `false` when it
    ///     leaves or is dropped.
    ///   - action: Gets the providers and the drop's location in the view's own coordinates
    ///     (points, origin top-left); returns whether it took them.
    /// - Returns: The view, taking drops.
    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                       perform action: @escaping ([NSItemProvider], CGPoint) -> Bool) -> some View
    {
        onDrop(of: supportedContentTypes.map(\.identifier), isTargeted: isTargeted, perform: action)
    }

    /// Makes the view take drops of the kinds `supportedContentTypes`, as SwiftUI's
    /// `onDrop(of:isTargeted:perform:)` whose `action` takes no location (see
    /// the form whose `action` also gets the location).
    ///
    /// - Parameters:
    ///   - supportedContentTypes: The kinds taken.
    ///   - isTargeted: Set while a drag the view takes is over it.
    ///   - action: Gets the providers; returns whether it took them.
    /// - Returns: The view, taking drops.
    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                       perform action: @escaping ([NSItemProvider]) -> Bool) -> some View
    {
        onDrop(of: supportedContentTypes.map(\.identifier), isTargeted: isTargeted) { providers, _ in action(providers) }
    }

    /// Makes the view take drops of the type identifiers `supportedTypes` (`"public.plain-text"`,
    /// `"public.image"`, `"public.url"`), as SwiftUI's `onDrop(of:isTargeted:perform:)` of
    /// iOS 13: a dropped thing is taken when it has an item of one of them or of a type that
    /// conforms to one (`public.png` to `public.image`).
    ///
    /// - Parameters:
    ///   - supportedTypes: The type identifiers taken.
    ///   - isTargeted: Set while a drag the view takes is over it.
    ///   - action: Gets the providers and the drop's location in the view's own coordinates
    ///     (points, origin top-left); returns whether it took them.
    /// - Returns: The view, taking drops.
    public func onDrop(of supportedTypes: [String], isTargeted: Binding<Bool>?,
                       perform action: @escaping ([NSItemProvider], CGPoint) -> Bool) -> some View
    {
        let destination = DropMarker(
            accepts: { item in
                let provider = NSItemProvider(dragItem: item)
                return supportedTypes.contains { provider.hasItemConformingToTypeIdentifier($0) }
            },
            take: { item, location in
                ItemProviderDelivery.delivering { action([NSItemProvider(dragItem: item)], location) }
            },
            targeted: { targeted in isTargeted?.wrappedValue = targeted })
        return modifyingAttributes { $0.gestures.attached.append(AttachedGesture(gesture: destination, priority: .normal)) }
    }

    /// Makes the view take drops of the type identifiers `supportedTypes`, as SwiftUI's
    /// `onDrop(of:isTargeted:perform:)` of iOS 13 whose `action` takes no location.
    ///
    /// - Parameters:
    ///   - supportedTypes: The type identifiers taken.
    ///   - isTargeted: Set while a drag the view takes is over it.
    ///   - action: Gets the providers; returns whether it took them.
    /// - Returns: The view, taking drops.
    public func onDrop(of supportedTypes: [String], isTargeted: Binding<Bool>?,
                       perform action: @escaping ([NSItemProvider]) -> Bool) -> some View
    {
        onDrop(of: supportedTypes, isTargeted: isTargeted) { providers, _ in action(providers) }
    }
}
#endif
