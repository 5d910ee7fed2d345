import Flipbook

/// Padding on some edges, with and without a length.
public struct PaddedBars: View {
    public init() {}

    public var body: some View {
        VStack(spacing: 0) {
            Color.red.padding(.horizontal)
            Color.green.padding([.top, .leading], 8)
            Color.blue.padding()
        }
        .frame(width: 100, height: 150)
    }
}
