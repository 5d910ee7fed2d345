#if !canImport(UIKit)
/// A UIKit view controller in a SwiftUI view, as SwiftUI's `UIViewControllerRepresentable`.
/// Flipbook draws no UIKit views: the view takes the space offered and draws nothing, and
/// its controller is not made.
@MainActor @preconcurrency public protocol UIViewControllerRepresentable: View where Body == Never {
    /// The controller's type.
    associatedtype UIViewControllerType: UIViewController
    /// What connects the controller back to SwiftUI (its delegate, often).
    associatedtype Coordinator = Void
    /// The context the methods receive.
    typealias Context = UIViewControllerRepresentableContext<Self>

    /// Makes the controller.
    func makeUIViewController(context: Context) -> UIViewControllerType
    /// Brings the controller up to date with the view's state.
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    /// Makes the coordinator.
    func makeCoordinator() -> Coordinator
}

extension UIViewControllerRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() -> Coordinator { () }
}

/// What a representable's methods receive, as SwiftUI's `UIViewControllerRepresentableContext`.
@MainActor public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    /// The representable's coordinator.
    public let coordinator: Representable.Coordinator
    /// The environment where the view stands.
    public var environment: EnvironmentValues
    /// The transaction of the update.
    public var transaction: Transaction
}

/// A UIKit view, as a stand-in: see ``UIViewRepresentable``.
@MainActor open class UIView {
    /// Creates a view.
    public init() {}
}

/// A UIKit view in a SwiftUI view, as SwiftUI's `UIViewRepresentable`: like
/// ``UIViewControllerRepresentable``, it takes the space offered and draws nothing.
@MainActor @preconcurrency public protocol UIViewRepresentable: View where Body == Never {
    /// The view's type.
    associatedtype UIViewType: UIView
    /// What connects the view back to SwiftUI.
    associatedtype Coordinator = Void
    /// The context the methods receive.
    typealias Context = UIViewRepresentableContext<Self>

    /// Makes the view.
    func makeUIView(context: Context) -> UIViewType
    /// Brings the view up to date.
    func updateUIView(_ uiView: UIViewType, context: Context)
    /// Makes the coordinator.
    func makeCoordinator() -> Coordinator
}

extension UIViewRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() -> Coordinator { () }
}

/// What a `UIViewRepresentable`'s methods receive, as SwiftUI's `UIViewRepresentableContext`.
@MainActor public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// The representable's coordinator.
    public let coordinator: Representable.Coordinator
    /// The environment where the view stands.
    public var environment: EnvironmentValues
    /// The transaction of the update.
    public var transaction: Transaction
}
#endif
