import Flipbook

/// A row of the theme chooser (Assignment VI, task 3, hint 4): the theme's colour as a rounded
/// swatch with its icon, its name, how many pairs it deals and a sample of its emojis.
struct ThemeRow: View {
    let theme: Theme
    @Environment(\.colorScheme) private var colorScheme

    /// How many emojis the sample shows.
    static let sampleCount = 8

    var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 8).fill(ThemePalette.paint(for: theme.color))
                .frame(width: 36, height: 36)
                .overlay(Image(systemName: theme.icon).font(.system(size: 20)).foregroundColor(.white))
            VStack(alignment: .leading, spacing: 2) {
                HStack(spacing: 6) {
                    Text(theme.name).font(.headline).foregroundColor(colorScheme.text)
                    Text(Self.pairsText(theme.pairs)).font(.system(size: 15)).foregroundColor(colorScheme.secondaryText)
                }
                Text(sample).font(.system(size: 17))
            }
            .layoutPriority(1)
        }
        .padding(EdgeInsets(top: 6, leading: 0, bottom: 6, trailing: 0))
    }

    /// The first emojis, with an ellipsis when there are more.
    private var sample: String {
        theme.emojis.prefix(Self.sampleCount).joined() + (theme.emojis.count > Self.sampleCount ? "…" : "")
    }

    /// "8 pairs", or "Random pairs".
    static func pairsText(_ pairs: Theme.Pairs) -> String {
        switch pairs {
        case let .fixed(count): "\(count) pairs"
        case .random: "Random pairs"
        }
    }
}
