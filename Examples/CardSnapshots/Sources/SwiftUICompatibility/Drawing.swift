import Flipbook

/// The drawing modifiers of the course's cards and buttons.
public struct DrawingSampler: View {
    public init() {}

    public var body: some View {
        HStack(spacing: 0) {
            Color.red.cornerRadius(10)
            Color.white.border(.black, width: 4)
            Color.green.hidden()
            Image(systemName: "star.fill").imageScale(.large).foregroundColor(.orange)
            Text("fixed").fixedSize().frame(width: 10)
        }
        .frame(width: 200, height: 40)
    }
}

struct DrawingSampler_Previews: PreviewProvider {
    static var previews: some View {
        DrawingSampler()
            .previewLayout(.sizeThatFits)
            .previewDisplayName("Sampler")
    }
}
