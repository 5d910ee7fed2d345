/// A namespace for the ids of `matchedGeometryEffect`, as SwiftUI's `@Namespace`:
///
///     @Namespace private var dealing
///
/// Its id is the same for the life of the view that declares it.
@propertyWrapper
public struct Namespace: DynamicProperty {
    /// The id of one namespace.
    public struct ID: Hashable, Sendable {
        let key: String
    }

    private let box = NamespaceBox()

    /// Creates a namespace.
    public init() {}

    /// The namespace's id.
    public var wrappedValue: ID { ID(key: box.key) }
}

extension Namespace: InstallableProperty {
    func install(key: String, in context: PropertyContext) { box.key = key }
}

/// Where a `Namespace` keeps the scene's key of its property once installed.
final class NamespaceBox {
    var key = ""
}

/// Which parts of a view's geometry a matched effect shares, as SwiftUI's
/// `MatchedGeometryProperties`.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32

    /// Creates a set from its raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The position of the view's anchor.
    public static let position = MatchedGeometryProperties(rawValue: 1)
    /// The view's size.
    public static let size = MatchedGeometryProperties(rawValue: 2)
    /// Position and size.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// The identity a matched effect gives its view: its id in its namespace.
private struct MatchedGeometryID: Hashable {
    let namespace: Namespace.ID
    let id: AnyHashable
}

extension View {
    /// Makes the view one with the views of the same `id` in `namespace`, as SwiftUI's
    /// `matchedGeometryEffect(id:in:properties:anchor:isSource:)`: when one leaves and another
    /// arrives inside an animation (a card dealt from the deck to the board), the view flies
    /// from the old frame to the new. Flipbook matches the whole frame and animates the move
    /// whichever view is the source; two views of one id on screen at once draw each in its
    /// own place.
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID,
                                                    properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true) -> some View {
        self.id(MatchedGeometryID(namespace: namespace, id: AnyHashable(id)))
    }
}
