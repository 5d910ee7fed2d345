/// An ordered list of colours at locations from 0 to 1, as SwiftUI's `Gradient`.
public struct Gradient: Hashable, Sendable {
    /// One colour at one location along a gradient.
    public struct Stop: Hashable, Sendable {
        /// The colour at this stop.
        public var color: Color
        /// Where the stop sits, 0 (start) ... 1 (end).
        public var location: Double

        /// Creates a stop.
        public init(color: Color, location: Double) {
            self.color = color
            self.location = location
        }
    }

    /// The stops, in order of location.
    public var stops: [Stop]

    /// Creates a gradient from explicit stops.
    public init(stops: [Stop]) {
        self.stops = stops.sorted { $0.location < $1.location }
    }

    /// Creates a gradient whose colours are spread evenly from 0 to 1.
    public init(colors: [Color]) {
        let last = Double(Swift.max(colors.count - 1, 1))
        self.init(stops: colors.enumerated().map { Stop(color: $1, location: Double($0) / last) })
    }
}

/// A gradient along a line between two unit points of the shape it fills, as SwiftUI's
/// `LinearGradient`.
public struct LinearGradient: Hashable, Sendable {
    /// The colours.
    public var gradient: Gradient
    /// Where the gradient starts, in the unit square of the filled shape's bounds.
    public var startPoint: UnitPoint
    /// Where the gradient ends, in the unit square of the filled shape's bounds.
    public var endPoint: UnitPoint

    /// Creates a linear gradient.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// Creates a linear gradient of evenly spread colours.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
}
