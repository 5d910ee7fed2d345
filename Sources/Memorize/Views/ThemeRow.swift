import Flipbook

/// A row of the theme chooser (Assignment VI, task 3, hint 4): the theme's colour as a rounded
/// swatch with its icon, its name, how many pairs it deals and a sample of its emojis.
struct ThemeRow: View {
    let theme: Theme
    /// How many emojis the sample shows.
    var sampleCount = 8

    var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 8).fill(ThemePalette.paint(for: theme.color))
                .frame(width: 36, height: 36)
                .overlay(Image(systemName: theme.icon).font(.system(size: 20)).foregroundColor(.white))
            VStack(alignment: .leading, spacing: 2) {
                Text(theme.name).font(.headline)
                Text(Self.pairsText(theme.pairs) + " · " + sample).font(.system(size: 15)).opacity(0.65)
            }
            .layoutPriority(1)
        }
        .padding(EdgeInsets(top: 6, leading: 0, bottom: 6, trailing: 0))
    }

    /// The first emojis, with an ellipsis when there are more.
    private var sample: String {
        theme.emojis.prefix(sampleCount).joined() + (theme.emojis.count > sampleCount ? "…" : "")
    }

    /// "8 pairs", or "Random pairs".
    static func pairsText(_ pairs: Theme.Pairs) -> String {
        switch pairs {
        case let .fixed(count): "\(count) pairs"
        case .random: "Random pairs"
        }
    }
}
