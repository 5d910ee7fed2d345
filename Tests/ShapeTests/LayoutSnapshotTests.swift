import Flipbook
import FlipbookTesting
import SnapshotTesting
import Testing
import TestSupport

/// Layouts drawn: a user's radial layout and a `LazyVGrid`; references looked at before they
/// were recorded.
@MainActor
@Suite("Layouts: snapshots")
struct LayoutSnapshotTests {
    @Test func radialClockFace() throws {
        let view = ZStack {
            Circle().stroke(Color.indigo, lineWidth: 3)
            RadialLayout(radius: 62) {
                ForEach(0..<12) { hour in
                    Text(hour == 0 ? "12" : "\(hour)").font(.system(size: 16, weight: .bold))
                        .foregroundColor(hour % 3 == 0 ? .orange : .indigo)
                }
            }
        }
        .frame(width: 160, height: 160)
        let image = try ImageRenderer(content: view, size: CGSize(width: 180, height: 180)).render()
        assertSnapshot(of: image, as: .png, named: "radial-clock")
    }

    @Test func adaptiveEmojiGrid() throws {
        let emojis = ["🐶", "🐱", "🐭", "🐹", "🐰", "🦊", "🐻", "🐼", "🐨", "🐯", "🦁", "🐮", "🐷"]
        let view = LazyVGrid(columns: [GridItem(.adaptive(minimum: 40))]) {
            ForEach(emojis.indices, id: \.self) { index in
                ZStack {
                    RoundedRectangle(cornerRadius: 8).fill(index % 2 == 0 ? Color.yellow.opacity(0.4) : Color.teal.opacity(0.4))
                    Text(emojis[index]).font(.system(size: 28))
                }
                .aspectRatio(1, contentMode: .fit)
            }
        }
        .padding(8)
        let image = try ImageRenderer(content: view, size: CGSize(width: 256, height: 160)).render()
        assertSnapshot(of: image, as: .png, named: "adaptive-emoji-grid")
    }
}
