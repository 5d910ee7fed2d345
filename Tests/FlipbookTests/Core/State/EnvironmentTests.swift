import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

private enum CardStyle: String { case classic, fancy }

private struct CardStyleKey: EnvironmentKey {
    static let defaultValue = CardStyle.classic
}

extension EnvironmentValues {
    fileprivate var cardStyle: CardStyle {
        get { self[CardStyleKey.self] }
        set { self[CardStyleKey.self] = newValue }
    }
}

private struct StyleLabel: View {
    let name: String
    @Environment(\.cardStyle) private var style
    @Environment(\.colorScheme) private var colorScheme
    var body: some View { Text("\(name): \(style.rawValue), \(colorScheme.rawValue)") }
}

/// A modifier that reads the environment, as a `Cardify` that follows the colour scheme would.
private struct SchemeBorder: ViewModifier {
    @Environment(\.colorScheme) private var colorScheme
    func body(content: Content) -> some View {
        VStack { content; Text("border: \(colorScheme.rawValue)") }
    }
}

@MainActor
@Suite("@Environment")
struct EnvironmentTests {
    /// Copies share their values until one changes (copy on write): a change to one copy, of
    /// a value or of a key's, leaves the others and a new environment's defaults as they were.
    @Test func aChangedCopyLeavesTheOthersAsTheyWere() {
        var original = EnvironmentValues()
        original.cardStyle = .fancy
        var copy = original
        copy.colorScheme = .dark
        copy.cardStyle = .classic
        copy.isEnabled = false
        let copyOfCopy = copy
        copy.font = .title
        #expect(original.colorScheme == .light && original.cardStyle == .fancy && original.isEnabled)
        #expect(copy.colorScheme == .dark && copy.cardStyle == .classic && !copy.isEnabled)
        #expect(copyOfCopy.font == .body && copy.font == .title)
        let fresh = EnvironmentValues()
        #expect(fresh.colorScheme == .light && fresh.cardStyle == .classic && fresh.isEnabled && fresh.font == .body)
    }

    @Test func valuesFlowDownAndTheClosestSettingWins() {
        let player = Player(size: CGSize(width: 400, height: 400)) {
            VStack {
                StyleLabel(name: "default")
                VStack {
                    StyleLabel(name: "outer")
                    StyleLabel(name: "inner").environment(\.cardStyle, .classic)
                }
                .environment(\.cardStyle, .fancy)
                StyleLabel(name: "dark").environment(\.colorScheme, .dark)
            }
        }
        #expect(player.texts == ["default: classic, light", "outer: fancy, light", "inner: classic, light", "dark: classic, dark"])
    }

    @Test func aPreferredColorSchemeAnywhereSetsTheWholeScreen() {
        let player = Player(size: CGSize(width: 400, height: 400)) {
            VStack {
                StyleLabel(name: "top")
                Text("deep").preferredColorScheme(.dark)
            }
        }
        #expect(player.texts == ["top: classic, dark", "deep"])
    }

    @Test func thePlayersColorSchemeIsTheDefault() {
        let player = Player(size: CGSize(width: 400, height: 400), colorScheme: .dark) { StyleLabel(name: "a") }
        #expect(player.texts == ["a: classic, dark"])
    }

    @Test func modifiersReadTheEnvironmentToo() {
        let player = Player(size: CGSize(width: 400, height: 400)) {
            Text("card").modifier(SchemeBorder()).environment(\.colorScheme, .dark)
        }
        #expect(player.texts == ["card", "border: dark"])
    }

    @Test func unstyledTextIsPrimaryInItsScheme() throws {
        let player = Player(size: CGSize(width: 400, height: 400)) {
            VStack {
                Text("light")
                Text("dark").environment(\.colorScheme, .dark)
                Text("secondary").foregroundStyle(.secondary).environment(\.colorScheme, .dark)
            }
        }
        #expect(try textColor("light", in: player) == .black)
        #expect(try textColor("dark", in: player) == .white)
        #expect(try textColor("secondary", in: player) == ColorScheme.dark.secondaryText)
    }

    @Test func aContainersForegroundColorReachesItsButtons() throws {
        let player = Player(size: CGSize(width: 400, height: 400)) {
            VStack {
                Button("Tinted") {}
                HStack { Button("Red") {} }.foregroundColor(.red)
                Button("Dark") {}.environment(\.colorScheme, .dark)
                Button("Off") {}.disabled(true)
            }
        }
        #expect(try textColor("Tinted", in: player) == .blue)
        #expect(try textColor("Red", in: player) == .red)
        #expect(try textColor("Dark", in: player) == Color(hex: 0x0A84FF))
        #expect(try textColor("Off", in: player).alpha < 0.5)
    }

    @Test func aDisabledButtonDoesNothing() throws {
        final class Log { var taps = 0 }
        let log = Log()
        let player = Player(size: CGSize(width: 400, height: 400)) { Button("Off") { log.taps += 1 }.disabled(true) }
        player.tap(at: try #require(player.location(of: TargetName("button", label: "Off"))))
        #expect(log.taps == 0)
    }

    private func textColor(_ string: String, in player: Player) throws -> Color {
        _ = player.texts
        let node = try #require(player.textNode(string))
        guard case let .text(_, style) = node.content else { throw TextNotFound() }
        return style.color
    }

    private struct TextNotFound: Error {}
}
