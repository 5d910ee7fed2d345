import Flipbook

/// The theme chooser of Assignment VI: one row per theme with its icon and colour, its name,
/// how many pairs it deals and a preview of its emojis.
public struct ThemeChooserView: View {
    /// The themes, in order.
    public let themes: [Theme]
    /// Runs when a theme's row is tapped.
    public let choose: (Theme) -> Void
    @Environment(\.colorScheme) private var colorScheme

    /// Creates the chooser.
    public init(themes: [Theme], choose: @escaping (Theme) -> Void) {
        self.themes = themes
        self.choose = choose
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            Text("Memorize").font(.largeTitle).foregroundColor(colorScheme.text)
            ForEach(themes) { theme in
                row(theme)
                    .contentShape(Rectangle())
                    .onTapGesture { choose(theme) }
                    .touchTarget(TargetName("theme", label: theme.name))
            }
            Spacer()
        }
        .padding()
        .background(colorScheme.background)
    }

    private func row(_ theme: Theme) -> some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 10).fill(ThemePalette.paint(for: theme.color))
                .frame(width: 44, height: 44)
                .overlay(Image(systemName: theme.icon).font(.system(size: 26)).foregroundColor(.white))
            VStack(alignment: .leading, spacing: 2) {
                Text(theme.name + " · " + pairs(of: theme)).font(.headline).foregroundColor(colorScheme.text)
                Text(theme.emojis.prefix(8).joined()).font(.system(size: 20))
            }
            Spacer()
        }
    }

    private func pairs(of theme: Theme) -> String {
        switch theme.pairs {
        case let .fixed(count): "\(count) pairs"
        case .random: "random pairs"
        }
    }
}
