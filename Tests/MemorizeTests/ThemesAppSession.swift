import Foundation
import Memorize
import TestSupport
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

/// Memorize as `flipbook play` runs it, on a store of its own in a temporary folder: touch
/// script text in, `--state-json` out.
@MainActor
final class ThemesAppSession {
    let folder: TemporaryFolder
    let scene: AppScene

    /// The store file.
    var store: URL { folder.file("themes.json") }

    /// A session on a new store (or the one in `folder`), with `settings` besides.
    init(_ settings: [String: String] = [:], size: CGSize = CGSize(width: 390, height: 844), folder: TemporaryFolder? = nil) throws {
        let folder = try folder ?? TemporaryFolder()
        self.folder = folder
        let values = ["store": folder.file("themes.json").path].merging(settings) { $1 }
        scene = try AppScene(launching: MemorizeApp.self, size: size, settings: try MemorizeApp.settings(values))
        scene.player.safeAreaInsets = DeviceScreen.safeArea(ofScreen: size)
    }

    /// Plays `script` (touch-script events) without making frames.
    func play(_ script: String) throws {
        try ScriptRunner(player: scene.player, fps: 30).runWithoutFrames(try TouchScript(parsing: script))
    }

    /// The state as `--state-json` writes it.
    var state: [String: Any] {
        get throws { try JSONSerialization.jsonObject(with: scene.stateJSON()) as? [String: Any] ?? [:] }
    }

    /// The screen in front.
    var screen: String? { get throws { try state["screen"] as? String } }

    /// The themes of the state, by name.
    var themes: [[String: Any]] { get throws { try state["themes"] as? [[String: Any]] ?? [] } }

    /// The theme named `name` in the state.
    func theme(_ name: String) throws -> [String: Any]? { try themes.first { $0["name"] as? String == name } }

    /// The names of the themes in the state, in order.
    var names: [String] { get throws { try themes.compactMap { $0["name"] as? String } } }

    /// The cards of the game in front, as content and whether face up.
    var cards: [String] {
        get throws {
            (try state["cards"] as? [[String: Any]] ?? []).map { "\($0["content"] ?? "")\($0["isFaceUp"] as? Bool == true ? "↑" : "")" }
        }
    }

    /// The themes saved in the store file, by name.
    var savedNames: [String] { get throws { try ThemeStore(contentsOf: store).names } }

    /// The strings of the texts on screen now.
    var texts: [String] {
        _ = scene.player.targetNames
        return scene.player.presented.map(Self.texts(in:)) ?? []
    }

    private static func texts(in node: LaidOutNode) -> [String] {
        var texts: [String] = []
        if case let .text(string, _) = node.content { texts.append(string) }
        return texts + node.children.flatMap(Self.texts(in:))
    }
}
