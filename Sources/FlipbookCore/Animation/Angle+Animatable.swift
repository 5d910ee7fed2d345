extension Angle: Animatable {
    /// An angle animates through its radians.
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }
}
