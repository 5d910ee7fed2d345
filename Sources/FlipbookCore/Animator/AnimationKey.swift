/// Which animatable value of which view a track of the `Animator` carries: the number of the
/// view's identity (see ``IdentityTable``) and the slot of the value in it.
///
/// Two small integers rather than a string such as `identity + "|frame"`: the presenter asks
/// for several values of every view on screen every frame, and hashing identities of about
/// 100 bytes for each was most of the cost of a frame in motion.
struct AnimationKey: Hashable {
    /// The number of the view's identity in the presenter's ``IdentityTable``.
    var identity: Int
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

    init(_ identity: Int, _ slot: Slot) {
        self.identity = identity
        self.slot = slot
    }
}
