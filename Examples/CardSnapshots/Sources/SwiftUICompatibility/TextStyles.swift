import Flipbook

/// Text with the modifiers a course's screens use.
public struct ScoreBoard: View {
    let score: Int

    public init(score: Int) { self.score = score }

    public var body: some View {
        VStack {
            Text("Memorize!").font(.title2).bold()
            Text(score, format: .number).fontWeight(.heavy)
            Text(verbatim: "a very long title that will not fit on one line at all")
                .lineLimit(1)
            Text("shrinks to fit its width").minimumScaleFactor(0.5).lineLimit(1)
            Text("score").textCase(.uppercase).font(.system(size: 12, weight: .semibold, design: .monospaced))
            Text("leading\nlines").multilineTextAlignment(.leading).italic()
        }
        .foregroundColor(.black)
    }
}

/// Numbers in text as the course formats them.
public struct Readouts: View {
    let value: Double

    public init(value: Double) { self.value = value }

    public var body: some View {
        LazyVStack(alignment: .leading) {
            Text("\(value, specifier: "%.1f") points")
            Text("\(value)")
            Text("\(Int(value)) whole")
        }
    }
}

/// A score line of differently styled parts joined with `+`.
public struct ScoreLine: View {
    let score: Int

    public init(score: Int) { self.score = score }

    public var body: some View {
        Text("Score: ").bold() + Text("\(score)").foregroundColor(.red) + Text(" points")
    }
}
