import ArgumentParser
import Flipbook
import Memorize
import SetApp

/// The shapes `flipbook shape` draws.
enum ShapeName: String, ExpressibleByArgument, CaseIterable {
    case rectangle
    case roundedRectangle = "rounded-rectangle"
    case circle, ellipse, capsule, diamond, squiggle, oval, pie

    /// The shape, given the pie's angles.
    func shape(startAngle: Angle, endAngle: Angle, clockwise: Bool, cornerRadius: Double) -> any Shape {
        switch self {
        case .rectangle: Rectangle()
        case .roundedRectangle: RoundedRectangle(cornerRadius: cornerRadius)
        case .circle: Circle()
        case .ellipse: Ellipse()
        case .capsule: Capsule()
        case .diamond: Diamond()
        case .squiggle: Squiggle()
        case .oval: Oval()
        case .pie: Pie(startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        }
    }
}

extension SymbolShading: ExpressibleByArgument {}
