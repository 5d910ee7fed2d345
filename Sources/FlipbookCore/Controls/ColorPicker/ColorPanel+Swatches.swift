extension ColorPanel {
    /// The swatch at `index`, row by row: the first row greys from white to black, then nine
    /// rows of twelve hues (from blue round to green, as iOS's grid) from deep to pale.
    static func swatchColor(_ index: Int) -> Color {
        let row = index / columns, column = index % columns
        if row == 0 {
            let grey = 1 - Double(column) / Double(columns - 1)
            return Color(red: grey, green: grey, blue: grey)
        }
        let brightness = [0.3, 0.45, 0.62, 0.8, 0.95, 1, 1, 1, 1][(row - 1) % 9]
        let saturation = [1, 1, 1, 1, 0.95, 0.72, 0.5, 0.32, 0.16][(row - 1) % 9]
        let hue = (200.0 / 360 + Double(column) / Double(columns)).truncatingRemainder(dividingBy: 1)
        return Self.hue(hue, saturation: saturation, brightness: brightness)
    }

    /// A colour of hue `hue` (0...1, red at 0), full saturation and brightness unless given.
    static func hue(_ hue: Double, saturation: Double = 1, brightness: Double = 1) -> Color {
        Color(hue: hue, saturation: saturation, brightness: brightness)
    }

    /// Whether two colours are the same but for their opacity.
    static func sameHue(_ a: Color, _ b: Color) -> Bool {
        abs(a.red - b.red) < 0.002 && abs(a.green - b.green) < 0.002 && abs(a.blue - b.blue) < 0.002
    }
}
