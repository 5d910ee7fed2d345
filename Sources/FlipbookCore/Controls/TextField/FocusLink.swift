/// What `.focused(_:)` hands the controls inside it: whether its focus state names them, and
/// how to make it name them or let them go.
struct FocusLink {
    /// Whether the focus state says this control has the focus.
    let isFocused: () -> Bool
    /// Sets the focus state to this control (`true`) or to none (`false`), when it names this one.
    let setFocused: (Bool) -> Void
}

/// The environment's slot for the nearest `.focused` around a control.
private struct FocusLinkKey: EnvironmentKey {
    static var defaultValue: FocusLink? { nil }
}

/// The environment's slot for the `.onSubmit` actions around a control, innermost first.
private struct SubmitActionsKey: EnvironmentKey {
    static var defaultValue: [() -> Void] { [] }
}

extension EnvironmentValues {
    /// The nearest `.focused` around the view.
    var focusLink: FocusLink? {
        get { self[FocusLinkKey.self] }
        set { self[FocusLinkKey.self] = newValue }
    }

    /// The actions `.onSubmit` set around the view, innermost first.
    var submitActions: [() -> Void] {
        get { self[SubmitActionsKey.self] }
        set { self[SubmitActionsKey.self] = newValue }
    }
}

extension View {
    /// Binds the focus of the field inside to `binding`: `true` while the field has the focus;
    /// setting it moves the focus there or away.
    public func focused(_ binding: FocusState<Bool>.Binding) -> some View {
        let link = FocusLink(isFocused: { binding.wrappedValue }, setFocused: { binding.wrappedValue = $0 })
        return modifyingAttributes { $0.environment.addOuter { $0.focusLink = link } }
    }

    /// Binds the focus of the field inside to `binding`: it has the focus while `binding` is
    /// `value`; focusing it sets `value`, and it losing the focus sets `nil`.
    public func focused<Field: Hashable>(_ binding: FocusState<Field?>.Binding, equals value: Field) -> some View {
        let link = FocusLink(isFocused: { binding.wrappedValue == value }, setFocused: { isFocused in
            if isFocused { binding.wrappedValue = value } else if binding.wrappedValue == value { binding.wrappedValue = nil }
        })
        return modifyingAttributes { $0.environment.addOuter { $0.focusLink = link } }
    }

    /// Runs `action` when a text field inside is submitted (the return key: `type return`).
    /// Actions set around it run too, innermost first.
    public func onSubmit(_ action: @escaping () -> Void) -> some View {
        modifyingAttributes { $0.environment.addOuter { $0.submitActions.insert(action, at: 0) } }
    }
}
