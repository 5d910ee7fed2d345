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
    let player: Player
    private let scale: Double
    private let background: Color
    let recorder: SessionRecorder?
    /// Where the left button went down, while it is down.
    var press: CGPoint?
    /// The drag the button's moves made, played sample by sample.
    var mouseDrag: MouseDrag?
    /// Wheel turns not played yet, in order; turns in a row of the same kind add up.
    var wheelTurns: [WheelTurn] = []
    /// The wheel turn being played as a script plays it, sample by sample.
    var playing: (touch: ScriptedTouch, began: Double, samplesDone: Int)?
    /// When the last wheel turn ended: the next begins no earlier.
    var wheelFreeAt = 0.0
    /// Whether ctrl is down, as of the event being handled: SDL's own modifier state is that
    /// of the last event it read, which can be later than the wheel turn in hand.
    var ctrlHeld = false

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
            playMouseDrag(until: slotStart)
            try show(player.frame(at: slotStart), on: texture, renderer: renderer)
            let next = (slotStart * Self.framesPerSecond).rounded(.down) / Self.framesPerSecond + 1 / Self.framesPerSecond
            let wait = next - now
            if wait > 0 { SDL_Delay(UInt32(wait * 1000)) }
        }
        playMouseDrag(until: .infinity)
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
            playMouseDrag(until: time)
            switch SDL_EventType(event.type) {
            case SDL_QUIT: return false
            case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT):
                pressed(at: point(event.button.x, event.button.y))
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

    /// Whether ctrl is held after the key event of `key`, pressed (`down`) or released.
    private static func holdsCtrl(_ key: SDL_Keysym, down: Bool) -> Bool {
        if key.sym == SDLK_LCTRL.rawValue || key.sym == SDLK_RCTRL.rawValue { return down }
        return UInt32(key.mod) & KMOD_CTRL.rawValue != 0
    }

    /// A window pixel as a point of the screen, to the tenth of a point a recording keeps.
    func point(_ x: Int32, _ y: Int32) -> CGPoint {
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

/// A window that cannot be opened, in one line.
enum LiveWindowError: Error, CustomStringConvertible {
    case noDisplay(String)

    var description: String {
        switch self {
        case let .noDisplay(reason): "cannot open a window (is there a display? $DISPLAY or $WAYLAND_DISPLAY): \(reason)"
        }
    }
}
