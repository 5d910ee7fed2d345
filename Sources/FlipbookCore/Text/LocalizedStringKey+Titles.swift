// Titles given as a `LocalizedStringKey`, as SwiftUI's controls take them beside a
// `StringProtocol` title: a key held in a variable (`var titleKey: LocalizedStringKey`) names a
// button, an alert or a field as its text would. A literal still picks the `String` form.

extension View {
    /// Presents an alert titled by a key while `isPresented` is true.
    public func alert(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> some View,
                      @ViewBuilder message: @escaping () -> some View) -> some View {
        alert(titleKey.text, isPresented: isPresented, actions: actions, message: message)
    }

    /// Presents an alert titled by a key, without a message, while `isPresented` is true.
    public func alert(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                      @ViewBuilder actions: @escaping () -> some View) -> some View {
        alert(titleKey.text, isPresented: isPresented, actions: actions)
    }

    /// Presents a confirmation dialog titled by a key while `isPresented` is true.
    public func confirmationDialog(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                   titleVisibility: Visibility = .automatic,
                                   @ViewBuilder actions: @escaping () -> some View) -> some View {
        confirmationDialog(titleKey.text, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
    }

    /// Titles the screen in its navigation bar by a key.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(titleKey.text) }
}

extension Button where Label == Text {
    /// Creates a button whose label is a key's text.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) { self.init(titleKey.text, action: action) }

    /// Creates a button whose label is a key's text, with a role.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(titleKey.text, role: role, action: action)
    }
}

extension Toggle where Label == Text {
    /// Creates a toggle titled by a key.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) { self.init(titleKey.text, isOn: isOn) }
}

extension Picker where Label == Text {
    /// Creates a picker titled by a key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(titleKey.text, selection: selection, content: content)
    }
}

extension Menu where Label == Text {
    /// Creates a menu titled by a key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.init(titleKey.text, content: content) }
}

extension Label where Title == Text, Icon == Image {
    /// Creates a label with a key's text and the SF Symbol named `systemImage`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String) { self.init(titleKey.text, systemImage: systemImage) }
}

extension Section {
    /// Creates a section headed by a key's text.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.init(titleKey.text, content: content) }
}

extension TextField {
    /// Creates a field of `text` whose placeholder is a key's text.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) { self.init(titleKey.text, text: text) }

    /// A field with a localized title and the older form's editing and commit actions.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                onCommit: @escaping () -> Void = {}) {
        self.init(titleKey.text, text: text, onEditingChanged: onEditingChanged, onCommit: onCommit)
    }

    /// Creates a field of `text` whose placeholder is a key's text, with a prompt.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(titleKey.text, text: text, prompt: prompt)
    }
}
