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

/// A card's edge drawn as iOS 17 chains shape views: a border inside the frame, then a thinner
/// stroke in another colour over it.
public struct ChainedBorder: View {
    public init() {}

    public var body: some View {
        RoundedRectangle(cornerRadius: 0)
            .strokeBorder(lineWidth: 10)
            .stroke(.red, lineWidth: 4)
            .frame(width: 60, height: 60)
            .frame(width: 100, height: 100)
    }
}

/// A list styled as the 2021 Memorize Themes lectures style theirs, with a card that leaves
/// without a transition of its own.
public struct StyledList: View {
    public init() {}

    public var body: some View {
        List {
            Text("Vehicles")
            Text("Animals")
        }
        .listStyle(.inset)
        .transition(AsymmetricTransition(insertion: .opacity, removal: .identity))
    }
}

/// Where the 2023 EmojiArt lectures keep documents.
public func documentURL(named name: String) -> URL {
    URL.documentsDirectory.appendingPathComponent("\(name).emojiart")
}

struct DrawingSampler_Previews: PreviewProvider {
    static var previews: some View {
        DrawingSampler()
            .previewLayout(.sizeThatFits)
            .previewDisplayName("Sampler")
    }
}

#Preview {
    ShadowedCard()
}

#Preview("Chained border", traits: .sizeThatFitsLayout) {
    ChainedBorder()
}

#Preview(traits: .landscapeLeft) {
    let document = AutosavingDocument()
    Text(document.text)
}

#Preview("Counter with state") {
    @Previewable @State var taps = 2
    Button("Taps: \(taps)") { taps += 1 }
}
