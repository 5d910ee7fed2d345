/// Any shape style, its type erased, as SwiftUI's `AnyShapeStyle`: one type for styles chosen
/// at run time (`isSelected ? AnyShapeStyle(.tint) : AnyShapeStyle(Color.gray)`).
public struct AnyShapeStyle: ShapeStyle {
    public let paint: Paint

    /// Wraps `style`.
    public init<S: ShapeStyle>(_ style: S) {
        paint = style.paint
    }
}
