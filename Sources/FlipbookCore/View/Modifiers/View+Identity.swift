extension View {
    /// Gives the view an explicit identity. Identities are global within a scene: a view with
    /// the same id in another place next time is the same view, and flies there.
    public func id(_ id: some Hashable) -> some View {
        modifyingAttributes { $0.id = AnyHashable(id) }
    }

    /// Orders the view among its siblings: higher values draw in front.
    public func zIndex(_ value: Double) -> some View { modifyingAttributes { $0.zIndex = value } }

    /// How the view arrives and leaves when it is inserted or removed inside an animation.
    public func transition(_ transition: AnyTransition) -> some View {
        modifyingAttributes { $0.transition = transition }
    }

    /// Animates changes under this view with `animation` whenever `value` changes, as
    /// SwiftUI's implicit `.animation(_:value:)`.
    public func animation(_ animation: Animation?, value: some Hashable) -> some View {
        modifyingAttributes { $0.implicitAnimation = ImplicitAnimation(animation: animation, value: AnyHashable(value)) }
    }

    /// Animates changes under this view with `animation` whenever `value` changes, for a value
    /// that is `Equatable` but not `Hashable` (an array of the model's cards).
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifyingAttributes { $0.implicitAnimation = ImplicitAnimation(animation: animation, value: AnyHashable(EquatableValue(value))) }
    }

    /// Animates every change under this view with `animation` (`nil`: none), as SwiftUI's
    /// `animation(_:)` of iOS 13, which later versions deprecate for `animation(_:value:)`.
    public func animation(_ animation: Animation?) -> some View {
        modifyingAttributes { $0.implicitAnimation = ImplicitAnimation(animation: animation, value: nil) }
    }

    /// Names the view for touch scripts (`card 3`, `button "New Game"`).
    public func touchTarget(_ name: TargetName) -> some View { modifyingAttributes { $0.target = name } }

    /// Names the view for touch scripts as `KIND INDEX` (1-based).
    public func touchTarget(_ kind: String, index: Int) -> some View { touchTarget(TargetName(kind, index: index)) }

    /// Sets the font of text and icons inside the view (a font set closer to the text wins);
    /// `nil` sets the default, `.body`.
    public func font(_ font: Font?) -> some View {
        modifyingAttributes { $0.environment.addOuter { $0.font = font ?? .body } }
    }

    /// Sets the colour of text, icons and unstyled shapes inside the view; `nil` sets the
    /// default, the primary colour of the scheme.
    public func foregroundColor(_ color: Color?) -> some View {
        modifyingAttributes { $0.environment.addOuter { $0.explicitForeground = color?.paint } }
    }

    /// Sets the paint of unstyled shapes inside the view (a colour, a gradient or a semantic
    /// style such as `.secondary`); text and icons take its colour, or a gradient's first colour.
    public func foregroundStyle(_ style: some ShapeStyle) -> some View {
        let paint = style.paint
        return modifyingAttributes { $0.environment.addOuter { $0.explicitForeground = paint } }
    }
}
