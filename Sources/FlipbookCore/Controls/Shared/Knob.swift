/// The white knob of a switch or a slider, `size` points across, over a soft shadow that
/// falls 1.5–2 pt below it (two faint discs, as iOS's blurred shadow looks at a glance).
struct Knob: View {
    let size: Double

    var body: some View {
        ZStack {
            Circle().fill(Color.black.opacity(0.05)).frame(width: size + 4, height: size + 4).offset(y: 2)
            Circle().fill(Color.black.opacity(0.07)).frame(width: size + 1, height: size + 1).offset(y: 1.5)
            Circle().fill(Color.white)
                .overlay(Circle().strokeBorder(ControlPalette.knobRing, lineWidth: 0.5))
                .frame(width: size, height: size)
        }
        .frame(width: size, height: size)
    }
}
