import FlipbookCore
import FlipbookRenderer
import Foundation

extension AppScene {
    /// Launches `app` and shows its first window group's content on a new virtual clock: the
    /// one path by which `flipbook render|play|window APP`, an app's own command line and the
    /// tests start an app.
    ///
    /// A ``FlipbookApp`` is made by ``FlipbookApp/init(launch:)`` from `settings`, and its
    /// state is its own ``FlipbookApp/stateJSON()``. Any other `App` is made by `init()`; its
    /// state is the views on screen that a script can aim at, with their centres.
    ///
    /// - Parameters:
    ///   - app: The app's type.
    ///   - size: The screen's size in points; `nil` for the window group's
    ///     `defaultSize`, else an iPhone 13's.
    ///   - settings: The settings, checked; only the seed and appearance for an app that is
    ///     not a ``FlipbookApp``.
    /// - Throws: the app's own launch error, or ``AppLaunchError`` when its body has no
    ///   ``WindowGroup``.
    public init<A: App>(launching app: A.Type, size: CGSize? = nil, settings: AppSettings) throws {
        let launch = AppLaunch(settings: settings, screenSize: size ?? DeviceScreen.iPhone13.size)
        let parts = try (app as? any FlipbookApp.Type).map { try LaunchedApp(launching: $0, launch) } ?? LaunchedApp(A())
        guard let window = parts.window else { throw AppLaunchError("the app's body has no WindowGroup") }
        let appearance = settings.appearance
        let content = window.content
        let player = Player(size: size ?? window.defaultSize ?? launch.screenSize, clock: launch.clock,
                            colorScheme: appearance) { content }
        player.updatesOnlyForTrackedChanges = parts.updatesOnlyForTrackedChanges
        launch.player = player
        self.init(player: player, background: appearance.background, warnings: parts.warnings, settle: parts.settle,
                  saveFailures: parts.failedSaves, state: parts.state ?? { try AppScreenState(player: player).jsonData() })
    }
}

extension AppScene {
    /// Launches `app` with its default settings in `appearance`, as its own command line does:
    /// a ``FlipbookApp`` on the user's own files (``FlipbookApp/namingUserFiles(in:)``).
    init<A: App>(launching app: A.Type, size: CGSize?, appearance: ColorScheme) throws {
        let values = ["appearance": appearance.rawValue]
        let settings = try (app as? any FlipbookApp.Type).map { try $0.namingUserFiles(in: $0.settings(values)) } ?? AppSettings(values)
        try self.init(launching: app, size: size, settings: settings)
    }
}

/// What a launch takes from an app once it is made.
@MainActor private struct LaunchedApp {
    var window: SceneWindow?
    var updatesOnlyForTrackedChanges = false
    var warnings: [String] = []
    var settle: () -> Void = {}
    var failedSaves: () -> [String] = { [] }
    /// The app's own state; `nil` for the screen's.
    var state: (() throws -> Data)?

    /// An app that is not a ``FlipbookApp``.
    init(_ app: some App) {
        window = app.body.windows.first
    }

    /// A ``FlipbookApp``, made from the launch.
    init<A: FlipbookApp>(launching type: A.Type, _ launch: AppLaunch) throws {
        let app = try A(launch: launch)
        window = app.body.windows.first
        updatesOnlyForTrackedChanges = app.updatesOnlyForTrackedChanges
        warnings = app.launchWarnings
        settle = app.settle
        failedSaves = { app.failedSaves }
        state = app.stateJSON
    }
}

/// The state of an app that reports none of its own: the views on its screen that a touch
/// script can aim at, each with its centre in points.
private struct AppScreenState: Encodable {
    struct Target: Encodable {
        let name: String
        let x: Double
        let y: Double
    }

    let width: Double
    let height: Double
    let targets: [Target]

    @MainActor init(player: Player) {
        width = player.size.width
        height = player.size.height
        targets = player.targetNames.compactMap { name in
            player.location(of: name).map { Target(name: name.description, x: $0.x, y: $0.y) }
        }
    }

    func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(self)
    }
}
