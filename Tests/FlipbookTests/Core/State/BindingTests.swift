import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

private struct Switch: View {
    let title: String
    @Binding var isOn: Bool
    var body: some View {
        Text("\(title): \(isOn ? "on" : "off")").onTapGesture { isOn.toggle() }.touchTarget(TargetName("switch", label: title))
    }
}

private struct Settings {
    var sound = false
    var name = "Halloween"
}

private struct SettingsScreen: View {
    @State private var settings = Settings()
    var body: some View {
        VStack {
            Switch(title: "Sound", isOn: $settings.sound)
            Switch(title: "Fixed", isOn: .constant(true))
            Text(settings.name)
            Button("Rename") { $settings.name.wrappedValue = "Faces" }
        }
    }
}

@MainActor
@Suite("@Binding")
struct BindingTests {
    @Test func aChildWritesItsParentsStateThroughABinding() throws {
        let player = Player(size: CGSize(width: 300, height: 300)) { SettingsScreen() }
        #expect(player.texts.contains("Sound: off"))
        player.tap(at: try #require(player.location(of: TargetName("switch", label: "Sound"))))
        #expect(player.texts.contains("Sound: on"))
        player.tap(at: try #require(player.location(of: TargetName("button", label: "Rename"))))
        #expect(player.texts.contains("Faces"))
    }

    @Test func aConstantBindingIgnoresWrites() throws {
        let player = Player(size: CGSize(width: 300, height: 300)) { SettingsScreen() }
        player.tap(at: try #require(player.location(of: TargetName("switch", label: "Fixed"))))
        #expect(player.texts.contains("Fixed: on"))
    }

    @Test func getAndSetBindingsCallTheirClosures() {
        var stored = 3
        let binding = Binding(get: { stored * 10 }, set: { stored = $0 / 10 })
        #expect(binding.wrappedValue == 30)
        binding.wrappedValue = 70
        #expect(stored == 7)
    }

    @Test func anAnimatedBindingAnimatesItsWrites() throws {
        struct Slider: View {
            @Binding var x: Double
            var body: some View {
                Rectangle().frame(width: 10, height: 10).offset(x: x).onTapGesture { x = 100 }.touchTarget(TargetName("knob"))
            }
        }
        struct Screen: View {
            @State private var x = 0.0
            var body: some View { Slider(x: $x.animation(.linear(duration: 1))) }
        }
        let player = Player(size: CGSize(width: 300, height: 100)) { Screen() }
        let start = try #require(player.location(of: TargetName("knob")))
        player.tap(at: start)
        _ = player.frame(at: 0.25)
        #expect(abs(try #require(player.drawnLocation(of: TargetName("knob"))).x - (start.x + 25)) < 0.001)
    }
}
