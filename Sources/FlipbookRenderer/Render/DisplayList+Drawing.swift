import FlipbookCore

extension DisplayList {
    /// Draws the frame on a new canvas of `scale` pixels per point over `background`.
    public func draw(scale: Double = 1, background: Color = .white) throws -> Canvas {
        let canvas = try Canvas(size: size, scale: scale, background: background)
        try visibleRoot(scale: scale)?.draw(on: canvas)
        return canvas
    }

    /// The tree without what an opaque rectangle drawn later hides whole (see
    /// `DisplayNode.withoutOccludedParts(toDevice:)`): the same pixels, drawn for less.
    private func visibleRoot(scale: Double) -> DisplayNode? {
        root?.withoutOccludedParts(toDevice: CGAffineTransform(scaleX: scale, y: scale),
                                   surface: CGRect(x: 0, y: 0, width: (size.width * scale).rounded(), height: (size.height * scale).rounded()))
    }

    /// Draws the frame as `draw(scale:background:)` does, on the surface the current thread
    /// kept from its last frame when it can: for threads that draw frame after frame, as
    /// `flipbook play`'s workers do. Release the canvas before the thread's next frame, or
    /// that frame gets a new surface, and draw nothing more on it: the thread's next frame is
    /// drawn over the pixels of this one. Encoded as it is returned, with
    /// ``Canvas/framePNGData(options:reusing:)``, a frame drawn over the thread's last one
    /// copies the bands of rows it did not draw over from that frame's encoding.
    ///
    /// When that surface still shows a frame this thread drew over the same opaque background,
    /// only what differs from that frame is drawn again (see `FrameDamage`): the pixels are
    /// the same, byte for byte, as a whole frame's.
    ///
    /// A frame whose damage covers most of it is drawn whole. After a run of such frames the
    /// thread's next ones are drawn whole without their damage being measured, one fewer than
    /// the run's length and at most eight (a scene in motion everywhere); the bytes are the
    /// same either way.
    ///
    /// - Throws: As `draw(scale:background:)`.
    package func drawReusingThreadSurface(scale: Double = 1, background: Color = .white) throws -> Canvas {
        var shown = ThreadFrame(root: visibleRoot(scale: scale), scale: scale, background: background)
        if let canvas = try redrawingThreadSurface(as: &shown) { return canvas }
        let canvas = try Canvas.reusingThreadSurface(size: size, scale: scale, background: background)
        try shown.root?.draw(on: canvas)
        Canvas.threadSurfaceShows(shown)
        canvas.keptFrame = KeptFrame(shows: shown.token, redrawn: nil, bands: Canvas.threadBandMemory)
        return canvas
    }

    /// The frame drawn over the one the thread's surface shows, only where they differ; `nil`
    /// when the surface shows no frame it can be drawn over or most of the frame changed.
    private func redrawingThreadSurface(as shown: inout ThreadFrame) throws -> Canvas? {
        guard shown.background.alpha == 1,
              let pixelSize = try? PixelSize(width: Int((size.width * shown.scale).rounded()),
                                             height: Int((size.height * shown.scale).rounded())),
              let last = Canvas.threadSurfaceContent(pixelSize: pixelSize) as? ThreadFrame,
              last.scale == shown.scale, last.background == shown.background else { return nil }
        guard last.wholeFramesAhead == 0 else {
            shown.wholeFramesAhead = last.wholeFramesAhead - 1
            shown.wideFrames = last.wideFrames
            return nil
        }
        guard let damage = FrameDamage(from: last.root, to: shown.root, scale: shown.scale, pixelSize: pixelSize) else {
            shown.wideFrames = last.wideFrames + 1
            shown.wholeFramesAhead = min(shown.wideFrames - 1, ThreadFrame.mostFramesDrawnWholeUnmeasured)
            return nil
        }
        guard let canvas = try Canvas.threadSurfaceAsLeft(size: size, scale: shown.scale, pixelSize: pixelSize) else { return nil }
        Canvas.threadSurfaceShows(nil)
        if !damage.boxes.isEmpty {
            try canvas.withSavedState {
                let boxes = damage.boxes.map(\.rect)
                canvas.clip(toDevice: boxes)
                canvas.paint(shown.background)
                try shown.root?.draw(on: canvas, redrawing: RedrawArea(boxes: boxes, toDevice: CGAffineTransform(scaleX: shown.scale, y: shown.scale)))
            }
        }
        Canvas.threadSurfaceShows(shown)
        canvas.keptFrame = KeptFrame(shows: shown.token, redrawn: RedrawnRows(over: last.token, rows: damage.boxes.map { $0.minY..<$0.maxY }),
                                     bands: Canvas.threadBandMemory)
        return canvas
    }

    /// The frame's pixels.
    public func render(scale: Double = 1, background: Color = .white) throws -> Bitmap {
        try draw(scale: scale, background: background).makeBitmap()
    }
}

/// What a thread's kept surface shows: the frame a display list's root drew there.
struct ThreadFrame: Sendable {
    let root: DisplayNode?
    /// The identity of the pixels drawn (see `PNGBandMemory`).
    let token = FrameToken()
    let scale: Double
    let background: Color
    /// The thread's frames still to be drawn whole without measuring their damage.
    var wholeFramesAhead = 0
    /// The frames in a row, up to this one, whose damage was measured to cover most of the
    /// frame, not counting those drawn whole unmeasured between them.
    var wideFrames = 0

    /// The most frames drawn whole unmeasured after a run of wide ones. In the standard
    /// sequence, where every card moves, measuring each frame's damage cost 7% of the run; a
    /// fixed two after every wide frame drew 8% more of the Set game, whose wide frames come
    /// alone (a new card dealt, a worker's first frame of a lane).
    static let mostFramesDrawnWholeUnmeasured = 8
}
