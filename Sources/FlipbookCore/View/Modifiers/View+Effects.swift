extension View {
    /// Moves the view's drawing by (`x`, `y`) points without changing its layout.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { offset(CGSize(width: x, height: y)) }

    /// Moves the view's drawing by `offset` without changing its layout.
    public func offset(_ offset: CGSize) -> some View { addingEffect(.offset(offset)) }

    /// Scales the view's drawing about `anchor`.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
        addingEffect(.scale(CGSize(width: scale, height: scale), anchor: anchor))
    }

    /// Scales the view's drawing by different amounts horizontally and vertically.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        addingEffect(.scale(CGSize(width: x, height: y), anchor: anchor))
    }

    /// Rotates the view's drawing about `anchor`; positive angles turn clockwise on screen.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        addingEffect(.rotation(angle, anchor: anchor))
    }

    /// Rotates the view's drawing in three dimensions about `axis` through `anchor`, seen in
    /// perspective, as SwiftUI's `rotation3DEffect`: about (0, 1, 0) a view narrows to nothing
    /// at 90° and shows its back, mirrored, beyond.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat),
                                 anchor: UnitPoint = .center, perspective: CGFloat = 1) -> some View {
        addingEffect(.rotation3D(angle, axis: Axis3D(x: axis.x, y: axis.y, z: axis.z), anchor: anchor, perspective: perspective))
    }

    /// Draws the view at `opacity` (0 transparent ... 1 opaque), as one group.
    public func opacity(_ opacity: Double) -> some View { addingEffect(.opacity(opacity)) }

    func addingEffect(_ effect: RenderEffect) -> some View {
        modifyingAttributes { $0.effects.append(effect) }
    }
}
