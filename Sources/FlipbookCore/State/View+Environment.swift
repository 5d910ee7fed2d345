extension View {
    /// Sets the environment value at `keyPath` for this view and everything inside it.
    public func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value) -> some View {
        modifyingAttributes { $0.environment.addOuter { $0[keyPath: keyPath] = value } }
    }

    /// Asks the whole screen to take `colorScheme`, as SwiftUI's `.preferredColorScheme`: the
    /// environment of every view on screen follows, not only this one's. `nil` leaves it.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        modifyingAttributes { $0.preferredColorScheme = colorScheme }
    }

    /// Sets the accent colour of buttons and controls inside the view.
    public func tint(_ color: Color?) -> some View {
        modifyingAttributes { $0.environment.addOuter { $0.explicitTint = color } }
    }

    /// Disables the buttons and controls inside the view: they draw dimmed and take no touches.
    public func disabled(_ isDisabled: Bool) -> some View {
        modifyingAttributes { $0.environment.addOuter { $0.isEnabled = $0.isEnabled && !isDisabled } }
    }
}
