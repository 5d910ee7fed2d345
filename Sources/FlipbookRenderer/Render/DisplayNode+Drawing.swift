import FlipbookCore

extension DisplayNode {
    /// Draws the node and its children onto `canvas`; with an `area`, only what reaches it.
    func draw(on canvas: Canvas, redrawing area: RedrawArea? = nil) throws {
        guard opacity > 0 else { return }
        var area = area?.under(transform)
        if projection != nil, let outside = area {
            // Inside a projected layer, coordinates no longer map to the device by an affine transform.
            guard outside.reaches(inkExtent) else { return }
            area = nil
        }
        try canvas.withSavedState {
            canvas.concatenate(transform)
            if let clip { canvas.clip(to: clip) }
            if opacity < 1 {
                // The group an opacity is drawn in is as large as the clip: keep it to what is drawn.
                let extent = drawnExtent
                guard area?.reaches(extent) ?? true else { return }
                switch extent {
                case .nothing: return
                case let .within(bounds): canvas.clipToDeviceBounds(of: bounds.corners)
                case .unknown: break
                }
            }
            try canvas.withOpacityThrowing(opacity) {
                if let projection {
                    try canvas.drawProjected(size: size, projection: projection) { layer in try drawContent(on: layer, redrawing: nil) }
                } else {
                    try drawContent(on: canvas, redrawing: area)
                }
            }
        }
    }

    private func drawContent(on canvas: Canvas, redrawing area: RedrawArea?) throws {
        if case let .shadow(shadow)? = drawing {
            // The shadow is made of all the children draw: they are drawn whole.
            guard area?.reaches(inkExtent) ?? true, let extent = Self.layerExtent(of: children) else { return }
            return try canvas.drawWithShadow(shadow, extent: extent) { layer in
                for child in children { try child.draw(on: layer) }
            }
        }
        if case let .filter(filter)? = drawing {
            guard area?.reaches(inkExtent) ?? true, let extent = Self.layerExtent(of: children) else { return }
            return try canvas.drawFiltered(filter, extent: extent, bounds: CGRect(origin: .zero, size: size)) { layer in
                for child in children { try child.draw(on: layer) }
            }
        }
        if case .mask? = drawing, let mask = children.last {
            guard area?.reaches(inkExtent) ?? true, let extent = Self.layerExtent(of: Array(children.dropLast())) else { return }
            return try canvas.drawMasked(extent: extent) { layer in
                for child in children.dropLast() { try child.draw(on: layer) }
            } mask: { layer in
                try mask.draw(on: layer)
            }
        }
        if let drawing, area?.reaches(drawingInkExtent ?? .nothing) ?? true { try draw(drawing, on: canvas) }
        for child in children { try child.draw(on: canvas, redrawing: area) }
    }

    /// Where `children`, drawn into a layer, put ink in the node's coordinates: `nil` for none;
    /// a rect larger than any screen when that cannot be known (a backdrop), which the layer
    /// clips to the canvas.
    private static func layerExtent(of children: [DisplayNode]) -> CGRect? {
        switch extent(own: nil, children: children, projection: nil, size: .zero, clip: nil, childExtent: \.inkExtent) {
        case .nothing: nil
        case let .within(rect): rect
        case .unknown: CGRect(x: -1e5, y: -1e5, width: 2e5, height: 2e5)
        }
    }

    private func draw(_ drawing: Drawing, on canvas: Canvas) throws {
        switch drawing {
        case let .fill(path, paint, rule): canvas.fill(path, with: paint, fillRule: rule)
        case let .stroke(path, paint, style): canvas.stroke(path, with: paint, style: style)
        case let .text(string, style, rect):
            // The frame is the measured width; a hair more keeps Pango from wrapping on rounding.
            try canvas.drawText(string, style: style, at: rect.origin, width: rect.width + 0.5)
        case let .symbol(symbol, size, color, rect): try canvas.drawSymbol(symbol, size: size, color: color, centeredIn: rect)
        case let .bitmap(bitmap, rect): try canvas.draw(bitmap, in: rect)
        case let .backdrop(radius, tint, rect): canvas.drawBlurredBackdrop(radius: radius, tint: tint, in: rect)
        case .shadow, .mask, .filter: break
        }
    }
}

extension Canvas {
    /// `withOpacity` for a body that throws.
    func withOpacityThrowing(_ opacity: Double, _ body: () throws -> Void) throws {
        var failure: Error?
        withOpacity(opacity) {
            do { try body() } catch { failure = error }
        }
        if let failure { throw failure }
    }
}
