import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

@MainActor
@Suite("An app's scenes give its windows")
struct SceneTests {
    private struct TwoWindows: App {
        var showsHelp = false

        var body: some Scene {
            WindowGroup("Main") { Text("main") }
                .defaultSize(width: 600, height: 400)
            if showsHelp {
                WindowGroup(id: "help") { Text("help") }
            }
            WindowGroup(Text("Other")) { Text("other") }
        }
    }

    private struct Nested: Scene {
        var body: some Scene { WindowGroup { Color.red } }
    }

    private struct NestedApp: App {
        var body: some Scene { Nested() }
    }

    @Test("Windows come in order, with their titles and sizes; an if adds its window only when true")
    func windowsInOrder() {
        let windows = TwoWindows().body.windows
        #expect(windows.map(\.title) == ["Main", "Other"])
        #expect(windows.map(\.defaultSize) == [CGSize(width: 600, height: 400), nil])
        let withHelp = TwoWindows(showsHelp: true).body.windows
        #expect(withHelp.map(\.title) == ["Main", nil, "Other"])
    }

    @Test("A scene of the app's own is read through its body")
    func nestedScene() throws {
        let window = try #require(NestedApp().body.windows.first)
        let player = Player(size: CGSize(width: 20, height: 20)) { window.content }
        let bitmap = try player.frame(at: 0).draw().makeBitmap()
        #expect(bitmap[10, 10].isRed)
    }

    @Test("The scene phase of a drawn scene is active")
    func scenePhase() {
        #expect(EnvironmentValues().scenePhase == .active)
    }

    @Test("Devices are found by name, ignoring case, spaces and dashes")
    func devices() {
        #expect(DeviceScreen.named("iphone-se")?.size == CGSize(width: 375, height: 667))
        #expect(DeviceScreen.named("iPad Pro 11-inch") == .iPadPro11)
        #expect(DeviceScreen.named("Nokia") == nil)
    }

    @Test("A resting frame is drawn once the opening animation is over")
    func restingFrame() throws {
        struct Growing: View {
            @State private var isWide = false
            var body: some View {
                Color.blue.frame(width: isWide ? 40 : 10, height: 10)
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                    .onAppear { withAnimation(.linear(duration: 2)) { isWide = true } }
            }
        }
        let player = Player(size: CGSize(width: 50, height: 20)) { Growing() }
        let bitmap = try player.restingFrame().draw().makeBitmap()
        #expect(bitmap[38, 5].isBlue)
        #expect(bitmap[42, 5].isBlue == false)
    }
}

private extension Color {
    /// Whether the pixel is the system red, within rounding.
    var isRed: Bool { isClose(to: .red) }
    /// Whether the pixel is the system blue, within rounding.
    var isBlue: Bool { isClose(to: .blue) }

    func isClose(to other: Color) -> Bool {
        abs(red - other.red) < 0.01 && abs(green - other.green) < 0.01 && abs(blue - other.blue) < 0.01
    }
}
