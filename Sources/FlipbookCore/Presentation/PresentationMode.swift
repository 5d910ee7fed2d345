/// Whether a view is presented, and the way to dismiss it, as SwiftUI's `PresentationMode`
/// of iOS 13 to 14: `presentationMode.wrappedValue.dismiss()`. New code reads `\.dismiss`.
public struct PresentationMode {
    private let dismissAction: DismissAction

    init(dismissAction: DismissAction) { self.dismissAction = dismissAction }

    /// Whether the view is in a presentation (a sheet, a pushed screen) that can be dismissed.
    public var isPresented: Bool { !dismissAction.isSame(as: DismissAction()) }

    /// Dismisses the presentation.
    public mutating func dismiss() { dismissAction() }
}

extension EnvironmentValues {
    /// The presentation the view is in, as SwiftUI's `presentationMode`.
    public var presentationMode: Binding<PresentationMode> {
        let mode = PresentationMode(dismissAction: dismiss)
        return Binding(get: { mode }, set: { _ in })
    }
}
