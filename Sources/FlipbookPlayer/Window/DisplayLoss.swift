import Foundation

/// What happens when the X server goes away under a running window: Xlib calls its I/O error
/// handler, whose default prints Xlib's own message and exits. The window puts its own in
/// place, which saves what it can (the recording) and says so in one line before exiting 1.
@MainActor enum DisplayLoss {
    /// Run when the display is lost, on the thread that read from it (the main one).
    private static var onLoss: (() -> Void)?

    /// Calls `action` if the connection to the X display breaks; then the process exits
    /// with status 1. Does nothing on Wayland or when SDL did not load Xlib.
    static func install(_ action: @escaping () -> Void) {
        typealias Handler = @convention(c) (OpaquePointer?) -> Int32
        typealias SetHandler = @convention(c) (Handler?) -> Handler?
        guard let xlib = dlopen("libX11.so.6", RTLD_LAZY | RTLD_NOLOAD),
              let symbol = dlsym(xlib, "XSetIOErrorHandler") else { return }
        onLoss = action
        let setHandler = unsafeBitCast(symbol, to: SetHandler.self)
        _ = setHandler { _ in
            MainActor.assumeIsolated { DisplayLoss.onLoss?() }
            exit(1)
        }
    }
}
