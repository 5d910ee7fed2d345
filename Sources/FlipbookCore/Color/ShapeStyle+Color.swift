// The system colours as shape styles, as SwiftUI declares them: `.fill(.white)`,
// `.foregroundStyle(.orange)`, `.background(.blue)`.
extension ShapeStyle where Self == Color {
    /// `Color.red` as a shape style.
    public static var red: Color { Color.red }
    /// `Color.orange` as a shape style.
    public static var orange: Color { Color.orange }
    /// `Color.yellow` as a shape style.
    public static var yellow: Color { Color.yellow }
    /// `Color.green` as a shape style.
    public static var green: Color { Color.green }
    /// `Color.mint` as a shape style.
    public static var mint: Color { Color.mint }
    /// `Color.teal` as a shape style.
    public static var teal: Color { Color.teal }
    /// `Color.cyan` as a shape style.
    public static var cyan: Color { Color.cyan }
    /// `Color.blue` as a shape style.
    public static var blue: Color { Color.blue }
    /// `Color.indigo` as a shape style.
    public static var indigo: Color { Color.indigo }
    /// `Color.purple` as a shape style.
    public static var purple: Color { Color.purple }
    /// `Color.pink` as a shape style.
    public static var pink: Color { Color.pink }
    /// `Color.brown` as a shape style.
    public static var brown: Color { Color.brown }
    /// `Color.gray` as a shape style.
    public static var gray: Color { Color.gray }
    /// `Color.black` as a shape style.
    public static var black: Color { Color.black }
    /// `Color.white` as a shape style.
    public static var white: Color { Color.white }
    /// `Color.clear` as a shape style.
    public static var clear: Color { Color.clear }
}
