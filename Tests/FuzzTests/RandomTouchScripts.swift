import FlipbookSupport
import Foundation

/// Seeded random touch scripts for an app: taps, double taps, drags and pinches at random
/// points (some off screen), short waits (some 0), now and then a named target that may not be
/// there; drags and pinches last more than 0 s, as scripts require.
/// They are short, so that each plays in well under a second.
enum RandomTouchScripts {
    /// The names a script may aim at, by app.
    private static let targets = [
        "sample": ["button \"Move\"", "button \"Spin\"", "button \"Add\"", "card", "shape 1", "diamond"],
        "memorize": ["card 1", "card 2", "card 7", "card 16", "button \"New Game\"", "button \"Shuffle\""],
        "set": ["card 1", "card 5", "card 12", "card 30", "button \"Hint\"", "button \"Deal 3\"", "button \"New Game\""],
    ]

    /// A script for `app`.
    static func script(for app: String, using generator: inout SeededGenerator) -> String {
        var lines = ["app \(app)"]
        // Most Memorize scripts play a game; the rest start at the theme chooser.
        if app == "memorize", generator.chance(0.7) { lines.append("theme \(generator.pick(["Animals", "Faces", "Halloween"]))") }
        if generator.chance(0.7) { lines.append("seed \(Int.random(in: 1...10_000, using: &generator))") }
        if generator.chance(0.3) { lines.append("appearance \(generator.pick(["light", "dark"]))") }
        var time = 0.0
        for _ in 0..<Int.random(in: 1...14, using: &generator) where time < 2.5 {
            let (line, duration) = event(for: app, using: &generator)
            lines.append(line)
            time += duration
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func event(for app: String, using generator: inout SeededGenerator) -> (String, Double) {
        let duration = generator.pick([0.05, 0.1, 0.2, 0.35, 0.6])
        switch Int.random(in: 0..<10, using: &generator) {
        case 0...2: return ("tap \(target(for: app, using: &generator))", 0)
        case 3: return ("double-tap \(target(for: app, using: &generator))", 0)
        case 4...5:
            let wait = generator.chance(0.2) ? 0 : duration
            return ("wait \(wait)", wait)
        case 6...7:
            return ("drag \(target(for: app, using: &generator)) -> \(point(&generator)) over \(duration)", duration)
        default:
            let scale = generator.pick([0.2, 0.5, 1, 1.7, 3])
            return ("pinch \(scale) at \(target(for: app, using: &generator)) over \(duration)", duration)
        }
    }

    private static func target(for app: String, using generator: inout SeededGenerator) -> String {
        generator.chance(0.15) ? generator.pick(targets[app] ?? ["card 1"]) : point(&generator)
    }

    /// A point on the 390×844 screen, or now and then just off it.
    private static func point(_ generator: inout SeededGenerator) -> String {
        let x = generator.chance(0.05) ? generator.pick([-20.0, 500]) : Double(Int.random(in: 0...390, using: &generator))
        let y = generator.chance(0.05) ? generator.pick([-20.0, 900]) : Double(Int.random(in: 0...844, using: &generator))
        return "\(x.formatted()),\(y.formatted())"
    }
}

private extension Double {
    func formatted() -> String { self == rounded() ? String(Int(self)) : String(self) }
}
