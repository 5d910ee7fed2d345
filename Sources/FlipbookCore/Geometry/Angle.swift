import Foundation

/// An angle, measured as SwiftUI measures it: 0° points right (3 o'clock) and, because y
/// grows downward, positive angles turn clockwise on screen. 12 o'clock is −90°.
public struct Angle: Hashable, Comparable, Sendable {
    /// The angle in radians.
    public var radians: Double

    /// The angle in degrees.
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    /// Creates an angle of `radians` radians.
    public init(radians: Double) { self.radians = radians }

    /// Creates an angle of `degrees` degrees.
    public init(degrees: Double) { self.radians = degrees * .pi / 180 }

    /// An angle of `radians` radians.
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }

    /// An angle of `degrees` degrees.
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

    /// The angle of no turn.
    public static let zero = Angle(radians: 0)

    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }

    /// The point at this angle on a circle of `radius` around `center`.
    public func point(onCircleAround center: CGPoint, radius: Double) -> CGPoint {
        CGPoint(x: center.x + radius * cos(radians), y: center.y + radius * sin(radians))
    }
}

extension Angle {
    public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
    public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
    public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }
    public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
}

extension Angle: CustomStringConvertible {
    public var description: String { "\(degrees)°" }
}
