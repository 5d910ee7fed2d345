#if !canImport(UIKit)
import Foundation

/// A UIKit view controller, as a stand-in: Flipbook draws SwiftUI views only, so a controller
/// shown through ``UIViewControllerRepresentable`` takes its space and draws nothing.
@MainActor open class UIViewController: NSObject {
    /// Creates a controller.
    override public init() { super.init() }

    /// Dismisses the controller: nothing is shown, so `completion` runs at once.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) { completion?() }
}

/// A controller of a stack of controllers, as UIKit's `UINavigationController`.
@MainActor open class UINavigationController: UIViewController {}

/// What a navigation controller tells its delegate, as UIKit's `UINavigationControllerDelegate`.
@MainActor public protocol UINavigationControllerDelegate: NSObjectProtocol {}

/// The system's photo picker and camera, as UIKit's `UIImagePickerController`. Linux has
/// neither: ``isSourceTypeAvailable(_:)`` says no to every source, and a picker shown through
/// a representable draws nothing and never calls its delegate.
@MainActor open class UIImagePickerController: UINavigationController {
    /// Where the picker takes pictures from.
    public enum SourceType: Int, Sendable {
        case photoLibrary
        case camera
        case savedPhotosAlbum
    }

    /// The keys of what a picker hands its delegate.
    public struct InfoKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        /// Creates a key.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The picture as taken or chosen.
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        /// The picture as the user cropped it.
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        /// The file of the picture.
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
        /// The kind of media.
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
    }

    /// Where pictures come from.
    public var sourceType = SourceType.photoLibrary
    /// Whether the user may crop the picture.
    public var allowsEditing = false
    /// Who hears of the picture.
    public weak var delegate: (any UIImagePickerControllerDelegate & UINavigationControllerDelegate)?

    /// Whether `sourceType` is there to take pictures from: never, on Linux.
    public class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { false }
}

/// What an image picker tells its delegate, as UIKit's `UIImagePickerControllerDelegate`;
/// both methods do nothing unless implemented.
@MainActor public protocol UIImagePickerControllerDelegate: NSObjectProtocol {
    /// The user picked a picture.
    func imagePickerController(_ picker: UIImagePickerController,
                               didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    /// The user cancelled.
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    public func imagePickerController(_ picker: UIImagePickerController,
                                      didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {}
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {}
}
#endif
