/// An alert described as a value, as SwiftUI's `Alert` of iOS 13 and 14, presented with
/// `.alert(isPresented:content:)` or `.alert(item:content:)`. It draws as the alerts of
/// `alert(_:isPresented:actions:message:)` do.
@MainActor @preconcurrency public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An alert with one button (OK when none is given).
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        self.buttons = dismissButton.map { [$0] } ?? []
    }

    /// An alert with two buttons side by side.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        self.buttons = [primaryButton, secondaryButton]
    }

    /// A button of an alert, as SwiftUI's `Alert.Button`.
    @MainActor @preconcurrency public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: (() -> Void)?

        /// A button with the default style.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: nil, action: action)
        }

        /// A Cancel button.
        public static func cancel(_ action: (() -> Void)? = {}) -> Button {
            Button(label: Text("Cancel"), role: .cancel, action: action)
        }

        /// A cancelling button with its own label.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .cancel, action: action)
        }

        /// A button for an action that destroys something, drawn in red.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .destructive, action: action)
        }

        /// The button as a view of the alert card.
        func makeNode() -> ViewNode {
            let action = self.action
            return FlipbookCore.Button(label.string, role: role) { action?() }.makeNode()
        }
    }

    /// The card that draws the alert.
    func makeCard() -> ViewNode {
        let actions = ViewNode(kind: .group, children: buttons.map { $0.makeNode() })
        let message = self.message.map { $0.makeNode() } ?? EmptyView().makeNode()
        return AlertCard(title: title.string, actions: actions, message: message).makeNode()
    }
}

extension View {
    /// Presents the alert `content` makes while `isPresented` is true, as SwiftUI's
    /// `alert(isPresented:content:)`.
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let card = isPresented.wrappedValue ? content().makeCard() : nil
        return PresentationWriter(content: self, kind: .alert, isPresented: card != nil,
                                  presented: { card ?? EmptyView().makeNode() },
                                  dismiss: { isPresented.wrappedValue = false })
    }

    /// Presents the alert `content` makes for `item` while it is not `nil`, as SwiftUI's
    /// `alert(item:content:)`; dismissing sets it back to `nil`.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let card = item.wrappedValue.map { content($0).makeCard() }
        return PresentationWriter(content: self, kind: .alert, isPresented: card != nil,
                                  presented: { card ?? EmptyView().makeNode() },
                                  dismiss: { item.wrappedValue = nil })
    }

    /// Presents an alert about `data` while `isPresented` is true and `data` is not `nil`, as
    /// SwiftUI's `alert(_:isPresented:presenting:actions:message:)`.
    public func alert<T>(_ title: String, isPresented: Binding<Bool>, presenting data: T?,
                         @ViewBuilder actions: @escaping (T) -> some View,
                         @ViewBuilder message: @escaping (T) -> some View) -> some View {
        let shown = Binding(get: { isPresented.wrappedValue && data != nil }, set: { isPresented.wrappedValue = $0 })
        return alert(title, isPresented: shown, actions: { if let data { actions(data) } },
                     message: { if let data { message(data) } })
    }

    /// Presents an alert about `data`, with buttons and no message.
    public func alert<T>(_ title: String, isPresented: Binding<Bool>, presenting data: T?,
                         @ViewBuilder actions: @escaping (T) -> some View) -> some View {
        alert(title, isPresented: isPresented, presenting: data, actions: actions, message: { _ in EmptyView() })
    }
}
