import Flipbook
import Foundation

/// The document as the lecture draws it: the background picture and the emojis in a layer
/// with `.scaleEffect(zoom * gestureZoom).offset(pan + gesturePan)`, the in-flight values in
/// `@GestureState`, and Assignment V's selection, drags and pinches.
struct EmojiArtDocumentView: View {
    let document: EmojiArtDocument
    @Binding var selection: Set<Emoji.ID>
    let viewState: DocumentViewState
    @Environment(\.colorScheme) private var colorScheme
    @State var transform = DocumentTransform()
    @GestureState var gesturePanState = CGSize.zero
    @GestureState var gesturePinch = Pinch.none
    @GestureState var gestureDrag: EmojiDrag?

    var body: some View {
        GeometryReader { geometry in
            ZStack {
                Rectangle().fill(paper)
                documentContents(in: geometry.size)
                    .scaleEffect(zoom * gestureZoom)
                    .offset(pan + gesturePan(in: geometry.size))
                statusOverlay
            }
            .clipped()
            .gesture(backgroundTaps(in: geometry.size))
            .gesture(panGesture.simultaneously(with: zoomGesture(in: geometry.size)))
            .dropDestination(for: String.self) { strings, location in drop(strings, at: location, in: geometry.size) }
            .dropDestination(for: URL.self) { urls, _ in dropBackground(urls) }
            .onChange(of: document.backgroundArrivals) { zoomToFit(in: geometry.size) }
            .onChange(of: geometry.size, initial: true) { viewState.size = geometry.size }
            .touchTarget(TargetName("document"))
        }
        .onChange(of: transform, initial: true) { viewState.transform = transform }
        .onChange(of: selection, initial: true) { viewState.selection = selection }
        .alert("Set Background", isPresented: showsFetchFailure) {
            Button("OK") {}
        } message: {
            Text(document.fetchFailure ?? "")
        }
    }

    /// Whether the alert saying why a dropped picture could not be loaded is up; OK lets it go.
    private var showsFetchFailure: Binding<Bool> {
        let document = document
        return Binding(get: { document.fetchFailure != nil }, set: { if !$0 { document.dismissFetchFailure() } })
    }

    /// The paper under the picture: white in light, iOS's dark cell grey in dark.
    private var paper: Color {
        colorScheme == .light ? .white : Color(hex: 0x1C1C1E)
    }

    // MARK: - Contents

    /// The picture and the emojis, each at `centre + position` of the unzoomed layer.
    private func documentContents(in size: CGSize) -> some View {
        ZStack {
            if let bitmap = document.background.bitmap {
                Image(bitmap: bitmap).position(x: size.width / 2, y: size.height / 2)
            }
            ForEach(Array(document.emojis.enumerated()), id: \.element.id) { index, emoji in
                emojiView(emoji, number: index + 1, in: size)
            }
        }
        .frame(width: size.width, height: size.height)
    }

    /// An emoji with its selection border (hint 5: before `.position`), the in-flight pinch of
    /// a selection and drag (the drag's offset outside `.position`: the same pixels, and the
    /// emoji's traced frame follows the finger), its tap and its drag.
    /// Scripts name it `emoji N` (`number`, 1-based in document order).
    private func emojiView(_ emoji: Emoji, number: Int, in size: CGSize) -> some View {
        let isSelected = selection.contains(emoji.id)
        return Text(emoji.string)
            .font(.system(size: emoji.size))
            .overlay(SelectionBorder(lineWidth: EmojiArtLayout.selectionLineWidth / (zoom * gestureZoom))
                .opacity(isSelected && !isGestureInFlight ? 1 : 0))
            .scaleEffect(isSelected ? selectionPinch : 1)
            .touchTarget("emoji", index: number)
            .contextMenu { Button("Delete", role: .destructive) { delete(emoji) } }
            .position(x: size.width / 2 + emoji.position.x, y: size.height / 2 + emoji.position.y)
            .offset(dragOffset(of: emoji))  // after .position, so that a trace sees the emoji move
            .onTapGesture { toggleSelection(of: emoji) }
            .gesture(dragGesture(for: emoji))
    }

    /// The spinner while a picture loads; a document's own picture that cannot be loaded, or
    /// a save that failed, said in a line at the top.
    private var statusOverlay: some View {
        ZStack {
            if document.background.isFetching {
                ProgressView().scaleEffect(2)
            }
            if let message = document.background.failure ?? document.saveProblem {
                VStack {
                    Text(message).font(.caption).foregroundColor(.red).padding(8)
                    Spacer()
                }
                .allowsHitTesting(false)
            }
        }
    }
}
