import CSDL2
import FlipbookCore
import FlipbookRenderer
import Foundation

/// An app's screen in a window on the desktop (SDL2), drawn by the same engine on the wall
/// clock: a click is a tap, a drag a drag, the wheel scrolls and ctrl + wheel pinches about
/// the pointer, typing goes to the focused text field, Escape goes back. Each frame is drawn
/// at the time it is shown; one that misses its slot is dropped, never queued. With a
/// recorder, the session is written as a touch script.
@MainActor
final class LiveWindow {
    private let player: Player
    private let scale: Double
    private let background: Color
    private let recorder: SessionRecorder?
    private var press: CGPoint?
    private var drag: (session: DragSession, began: Double)?
    /// Wheel turns not played yet, in order; turns in a row of the same kind add up.
    private var wheelTurns: [WheelTurn] = []
    /// The wheel turn being played as a script plays it, sample by sample.
    private var playing: (touch: ScriptedTouch, began: Double, samplesDone: Int)?
    /// When the last wheel turn ended: the next begins no earlier.
    private var wheelFreeAt = 0.0
    /// Whether ctrl is down, as of the event being handled: SDL's own modifier state is that
    /// of the last event it read, which can be later than the wheel turn in hand.
    private var ctrlHeld = false

    /// The most frames a second the window draws.
    static let framesPerSecond = 60.0

    init(player: Player, scale: Double, background: Color, recorder: SessionRecorder?) {
        self.player = player
        self.scale = scale
        self.background = background
        self.recorder = recorder
    }

    /// Opens the window and runs until it is closed (or the process is asked to stop).
    ///
    /// - Throws: `LiveWindowError` when no window can be opened (no display).
    func run(title: String) throws {
        let environment = ProcessInfo.processInfo.environment
        guard environment["DISPLAY"]?.isEmpty == false || environment["WAYLAND_DISPLAY"]?.isEmpty == false else {
            throw LiveWindowError.noDisplay("neither is set")
        }
        // A desktop's display only, the one the environment names: never a framebuffer or an
        // offscreen driver nobody sees.
        SDL_SetHint(SDL_HINT_VIDEODRIVER, environment["DISPLAY"]?.isEmpty == false ? "x11" : "wayland")
        Self.letStopSignalsClose()
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else { throw LiveWindowError.noDisplay(String(cString: SDL_GetError())) }
        defer { SDL_Quit() }
        let width = Int32((player.size.width * scale).rounded()), height = Int32((player.size.height * scale).rounded())
        guard let window = SDL_CreateWindow(title, flipbook_sdl_centered(), flipbook_sdl_centered(), width, height,
                                            SDL_WINDOW_SHOWN.rawValue),
              let renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue),
              let texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_RGBA32.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                                              width, height) else {
            throw LiveWindowError.noDisplay(String(cString: SDL_GetError()))
        }
        defer {
            SDL_DestroyTexture(texture)
            SDL_DestroyRenderer(renderer)
            SDL_DestroyWindow(window)
        }
        SDL_StartTextInput()
        let start = SDL_GetTicks64()
        var now: Double { Double(SDL_GetTicks64() - start) / 1000 }
        DisplayLoss.install { [recorder] in
            recorder?.finish(at: now)
            let saved = recorder.map { "; the session so far is recorded in \($0.file.path)" } ?? ""
            FileHandle.standardError.write(Data("\(title): error: lost the connection to the display\(saved)\n".utf8))
        }
        while handleEvents(at: now) {
            let slotStart = now
            playWheelTurns(until: slotStart)
            try show(player.frame(at: slotStart), on: texture, renderer: renderer)
            let next = (slotStart * Self.framesPerSecond).rounded(.down) / Self.framesPerSecond + 1 / Self.framesPerSecond
            let wait = next - now
            if wait > 0 { SDL_Delay(UInt32(wait * 1000)) }
        }
        recorder?.finish(at: now)
    }

    /// Makes SIGTERM and SIGINT close the window as its close button does, even when the
    /// process was started with them ignored or blocked (as some launchers start children):
    /// SDL turns them into a quit event only when they are left at their default.
    private static func letStopSignalsClose() {
        var signals = sigset_t()
        sigemptyset(&signals)
        for number in [SIGTERM, SIGINT] {
            sigaddset(&signals, number)
            signal(number, SIG_DFL)
        }
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    }

    /// Applies the events waiting; `false` once the window was closed.
    private func handleEvents(at time: Double) -> Bool {
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            playWheelTurns(until: time)
            switch SDL_EventType(event.type) {
            case SDL_QUIT: return false
            case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT):
                press = point(event.button.x, event.button.y)
            case SDL_MOUSEMOTION where press != nil:
                moved(to: point(event.motion.x, event.motion.y), at: time)
            case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_LEFT):
                released(at: point(event.button.x, event.button.y), time: time)
            case SDL_TEXTINPUT:
                let text = withUnsafeBytes(of: event.text.text) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                typed(.text(text), at: time)
            case SDL_KEYDOWN:
                ctrlHeld = Self.holdsCtrl(event.key.keysym, down: true)
                keyPressed(event.key.keysym.sym, at: time)
            case SDL_KEYUP:
                ctrlHeld = Self.holdsCtrl(event.key.keysym, down: false)
            case SDL_MOUSEWHEEL:
                turned(event.wheel, at: time)
            default: break
            }
        }
        return true
    }

    /// A finger that moved far enough from where it went down starts a drag there.
    private func moved(to location: CGPoint, at time: Double) {
        guard let press else { return }
        player.clock.advance(to: time)
        if drag == nil, hypot(location.x - press.x, location.y - press.y) >= 4 {
            drag = player.beginDrag(at: press).map { ($0, time) }
        }
        drag?.session.move(to: location)
    }

    /// The finger lifts: the end of a drag, or a tap where it went down.
    private func released(at location: CGPoint, time: Double) {
        guard let press else { return }
        self.press = nil
        player.clock.advance(to: time)
        if let drag {
            drag.session.end(at: location)
            self.drag = nil
            recorder?.drag(from: press, to: location, began: drag.began, ended: time)
        } else {
            player.tap(at: press)
            recorder?.tap(at: press, time: time)
        }
    }

    private func keyPressed(_ key: SDL_Keycode, at time: Double) {
        switch Int(key) {
        case Int(SDLK_ESCAPE.rawValue):
            guard let back = player.location(of: TargetName("back")) else { return }
            player.clock.advance(to: time)
            player.tap(at: back)
            recorder?.back(time: time)
        case Int(SDLK_BACKSPACE.rawValue): typed(.deleteBackward, at: time)
        case Int(SDLK_RETURN.rawValue), Int(SDLK_KP_ENTER.rawValue): typed(.submit, at: time)
        default: break
        }
    }

    private func typed(_ input: TypedInput, at time: Double) {
        player.clock.advance(to: time)
        if player.type(input) { recorder?.type(input, time: time) }
    }

    /// A wheel turn at the pointer: a scroll, or with ctrl held a pinch, added to the turn
    /// before it when that one has not begun and is of the same kind at the same place.
    private func turned(_ wheel: SDL_MouseWheelEvent, at time: Double) {
        let flip: Float = wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
        let notches = (x: Double(wheel.preciseX * flip), y: Double(wheel.preciseY * flip))
        let at = point(wheel.mouseX, wheel.mouseY)
        let pinches = ctrlHeld
        let turn: WheelTurn = pinches ? .pinch(at: at, scale: pow(WheelTurn.scalePerNotch, notches.y), time: time)
            : .scroll(at: at, by: CGSize(width: Self.tenth(notches.x * WheelTurn.pointsPerNotch),
                                         height: Self.tenth(-notches.y * WheelTurn.pointsPerNotch)), time: time)
        if let last = wheelTurns.last, let both = last.adding(turn) {
            wheelTurns[wheelTurns.count - 1] = both
        } else {
            wheelTurns.append(turn)
        }
    }

    /// Plays the wheel turns due by `time` as a touch script plays `scroll` and `pinch`:
    /// each begins at a touch sample (1/120 s) after the last one ended and reports every
    /// sample, so the recorded line replays the same touches.
    private func playWheelTurns(until time: Double) {
        while true {
            if let (touch, began, done) = playing {
                let count = TouchInput.sampleCount(over: touch.duration)
                var index = done
                while index < count, began + TouchInput.elapsed(atSample: index + 1, of: count, over: touch.duration) <= time {
                    index += 1
                    let elapsed = TouchInput.elapsed(atSample: index, of: count, over: touch.duration)
                    player.advance(to: began + elapsed)
                    touch.sample(elapsed)
                }
                guard index == count else { return playing = (touch, began, index) }
                touch.end()
                playing = nil
                wheelFreeAt = began + touch.duration
            }
            guard let turn = wheelTurns.first else { return }
            let begins = max((turn.time * TouchInput.rate).rounded(.up) / TouchInput.rate, wheelFreeAt)
            guard begins <= time else { return }
            wheelTurns.removeFirst()
            player.advance(to: begins)
            switch turn {
            case let .scroll(at, amount, _):
                playing = ScriptedTouch.scroll(on: player, from: at, by: amount, over: WheelTurn.scrollDuration).map { ($0, begins, 0) }
                recorder?.scroll(at: at, by: amount, over: WheelTurn.scrollDuration, time: begins)
            case let .pinch(at, scale, _):
                let scale = SessionRecorder.recorded(scale: scale)
                playing = ScriptedTouch.pinch(on: player, scale: scale, around: at, over: WheelTurn.pinchDuration).map { ($0, begins, 0) }
                recorder?.pinch(scale, at: at, over: WheelTurn.pinchDuration, time: begins)
            }
            if playing == nil { wheelFreeAt = begins }
        }
    }

    /// Whether ctrl is held after the key event of `key`, pressed (`down`) or released.
    private static func holdsCtrl(_ key: SDL_Keysym, down: Bool) -> Bool {
        if key.sym == SDLK_LCTRL.rawValue || key.sym == SDLK_RCTRL.rawValue { return down }
        return UInt32(key.mod) & KMOD_CTRL.rawValue != 0
    }

    /// A window pixel as a point of the screen, to the tenth of a point a recording keeps.
    private func point(_ x: Int32, _ y: Int32) -> CGPoint {
        CGPoint(x: Self.tenth((Double(x) + 0.5) / scale), y: Self.tenth((Double(y) + 0.5) / scale))
    }

    /// `value` to the nearest tenth, as a recording writes points and amounts.
    static func tenth(_ value: Double) -> Double { (value * 10).rounded() / 10 }

    private func show(_ frame: DisplayList, on texture: OpaquePointer, renderer: OpaquePointer) throws {
        let bitmap = try frame.render(scale: scale, background: background)
        _ = bitmap.pixels.withUnsafeBytes { bytes in
            SDL_UpdateTexture(texture, nil, bytes.baseAddress, Int32(bitmap.width * 4))
        }
        SDL_RenderClear(renderer)
        SDL_RenderCopy(renderer, texture, nil, nil)
        SDL_RenderPresent(renderer)
    }
}

/// A turn of the mouse wheel, as the touch it becomes.
enum WheelTurn {
    /// The wheel: content moved by an amount, the finger going the opposite way.
    case scroll(at: CGPoint, by: CGSize, time: Double)
    /// Ctrl + wheel (or a trackpad pinch, which desktops send as one): two fingers spreading
    /// or closing about the pointer.
    case pinch(at: CGPoint, scale: Double, time: Double)

    /// How far a notch of the wheel scrolls, in points.
    static let pointsPerNotch = 40.0
    /// How much a notch with ctrl held zooms.
    static let scalePerNotch = 1.1
    /// How long the touch of a scroll lasts.
    static let scrollDuration = 0.2
    /// How long the touch of a pinch lasts.
    static let pinchDuration = 0.15

    /// When the wheel turned.
    var time: Double {
        switch self {
        case let .scroll(_, _, time), let .pinch(_, _, time): time
        }
    }

    /// This turn and `next` as one, when they are of the same kind at the same place.
    func adding(_ next: WheelTurn) -> WheelTurn? {
        switch (self, next) {
        case let (.scroll(at, amount, time), .scroll(nextAt, nextAmount, _)) where at == nextAt:
            .scroll(at: at, by: CGSize(width: amount.width + nextAmount.width, height: amount.height + nextAmount.height), time: time)
        case let (.pinch(at, scale, time), .pinch(nextAt, nextScale, _)) where at == nextAt:
            .pinch(at: at, scale: min(max(scale * nextScale, 0.01), 100), time: time)
        default: nil
        }
    }
}

/// A window that cannot be opened, in one line.
enum LiveWindowError: Error, CustomStringConvertible {
    case noDisplay(String)

    var description: String {
        switch self {
        case let .noDisplay(reason): "cannot open a window (is there a display? $DISPLAY or $WAYLAND_DISPLAY): \(reason)"
        }
    }
}
