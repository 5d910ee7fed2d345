/// Which animatable value of which view a track of the `Animator` carries: the view's
/// identity and the slot of the value in it.
///
/// A structure rather than a string such as `identity + "|frame"`: the presenter asks for
/// several values of every view on screen every frame, and building those strings cost an
/// allocation and a copy of the identity each.
struct AnimationKey: Hashable {
    /// The identity of the view (see `LayoutEngine.identity(of:under:)`).
    var identity: String
    var slot: Slot

    /// The values of one view that animate.
    enum Slot: Hashable {
        /// Its frame, in screen coordinates.
        case frame
        /// The animatable data of its effect at this index.
        case effect(Int)
        /// A shape's animatable data.
        case shape
        /// A shape's fill colour.
        case paint
        /// A colour view's colour.
        case color
        /// A custom modifier's animatable data.
        case modifier
        /// The progress of its arrival transition, 0 to 1.
        case arrival
        /// The progress of its removal transition, 1 to 0.
        case departure
    }

    init(_ identity: String, _ slot: Slot) {
        self.identity = identity
        self.slot = slot
    }
}
