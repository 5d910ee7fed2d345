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

/// A card lifted off the table by its shadow, and a score that flies with a shadow of its own.
public struct ShadowedCard: View {
    public init() {}

    public var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 12)
                .fill(.white)
                .shadow(color: .black, radius: 0, x: 8, y: 8)
                .frame(width: 60, height: 80)
            Text("+1")
                .font(.largeTitle)
                .foregroundColor(.green)
                .shadow(color: .black, radius: 1.5, x: 1, y: 1)
        }
        .frame(width: 100, height: 100)
    }
}

struct DrawingSampler_Previews: PreviewProvider {
    static var previews: some View {
        DrawingSampler()
            .previewLayout(.sizeThatFits)
            .previewDisplayName("Sampler")
    }
}
