/// UIKit's protocol of an app's delegate, so that a delegate class of the course's code
/// declares itself as on iOS. Flipbook has no `UIApplication`: no delegate is ever made or
/// called.
public protocol UIApplicationDelegate: AnyObject {}

/// SwiftUI's bridge to a UIKit app delegate, accepted and ignored: an app that declares
/// `@UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate` builds and runs, but no
/// delegate is made and none of its methods is called. Reading the property stops the program.
@propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: UIApplicationDelegate>: DynamicProperty {
    /// Accepts the delegate's type and ignores it.
    ///
    /// - Parameter delegateType: The type of the app's delegate.
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {}

    /// The delegate, which Flipbook never makes: reading it stops the program.
    public var wrappedValue: DelegateType {
        preconditionFailure("Flipbook makes no app delegate: @UIApplicationDelegateAdaptor is accepted and ignored")
    }
}
