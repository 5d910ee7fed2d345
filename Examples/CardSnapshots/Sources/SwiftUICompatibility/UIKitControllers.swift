import Flipbook

/// The photo library's picker, wrapped as the 2021 EmojiArt lecture wraps it.
public struct PhotoLibrary: UIViewControllerRepresentable {
    var handlePickedImage: (UIImage?) -> Void

    public init(handlePickedImage: @escaping (UIImage?) -> Void) {
        self.handlePickedImage = handlePickedImage
    }

    public static var isAvailable: Bool {
        UIImagePickerController.isSourceTypeAvailable(.photoLibrary)
    }

    public func makeUIViewController(context: Context) -> UIImagePickerController {
        let picker = UIImagePickerController()
        picker.sourceType = .photoLibrary
        picker.delegate = context.coordinator
        return picker
    }

    public func updateUIViewController(_ uiViewController: UIImagePickerController, context: Context) {}

    public func makeCoordinator() -> Coordinator {
        Coordinator(handlePickedImage: handlePickedImage)
    }

    public class Coordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
        var handlePickedImage: (UIImage?) -> Void

        init(handlePickedImage: @escaping (UIImage?) -> Void) {
            self.handlePickedImage = handlePickedImage
        }

        public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
            handlePickedImage(nil)
        }

        public func imagePickerController(_ picker: UIImagePickerController,
                                          didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
            handlePickedImage((info[.editedImage] ?? info[.originalImage]) as? UIImage)
        }
    }
}

/// A sheet with the picker under a title.
public struct PickerSheet: View {
    public init() {}

    public var body: some View {
        VStack(spacing: 0) {
            Color.green.frame(height: 40)
            PhotoLibrary { _ in }
        }
    }
}

/// Pastes what the pasteboard holds, as the 2021 EmojiArt pastes a background.
public enum Paster {
    public static func paste() -> String {
        if let image = UIPasteboard.general.image { return "image \(Int(image.size.width))" }
        if let url = UIPasteboard.general.url { return "url \(url.lastPathComponent)" }
        return UIPasteboard.general.string ?? "nothing"
    }
}
