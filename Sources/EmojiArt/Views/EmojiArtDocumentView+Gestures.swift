import Flipbook
import Foundation

extension EmojiArtDocumentView {
    // MARK: - Zoom and pan, committed and in flight

    /// The committed zoom.
    var zoom: Double { transform.zoom }
    /// The committed pan, in screen points.
    var pan: CGSize { transform.pan }

    /// The pinch's zoom of the document: none while a selection is pinched (hint 8), and only
    /// as far as the zoom bounds allow.
    var gestureZoom: Double {
        selection.isEmpty ? transform.allowedMagnification(gesturePinch.magnification) : 1
    }

    /// The pinch's scale of the selected emojis, 1 when the document is pinched.
    var selectionPinch: Double {
        selection.isEmpty ? 1 : gesturePinch.magnification
    }

    /// The drag's pan plus the pinch's: a pinch about a point moves the pan so the document
    /// point under the fingers stays under them.
    func gesturePan(in size: CGSize) -> CGSize {
        guard selection.isEmpty, gesturePinch.magnification != 1 else { return gesturePanState }
        let pinched = transform.pinched(by: gesturePinch.magnification, about: gesturePinch.anchor, in: size)
        return gesturePanState + CGSize(width: pinched.pan.width - pan.width, height: pinched.pan.height - pan.height)
    }

    /// Whether a drag or a pinch is in flight (the selection's border hides, hint 7).
    var isGestureInFlight: Bool {
        gestureDrag != nil || gesturePinch.magnification != 1 || gesturePanState != .zero
    }

    /// How far `emoji` is dragged now, in the layer's unzoomed points: the finger's movement
    /// divided by the zoom, so the emoji stays under the finger.
    func dragOffset(of emoji: Emoji) -> CGSize {
        guard let gestureDrag, gestureDrag.ids.contains(emoji.id) else { return .zero }
        let offset = transform.documentOffset(for: gestureDrag.translation)
        return CGSize(width: offset.x, height: offset.y)
    }

    // MARK: - Gestures

    /// A drag on the background pans (as the lecture), committed when the finger lifts.
    var panGesture: some Gesture {
        DragGesture()
            .updating($gesturePanState) { value, gesturePan, _ in gesturePan = value.translation }
            .onEnded { value in transform = transform.panned(by: value.translation) }
    }

    /// A pinch anywhere zooms the document about the fingers, or, with a selection, scales
    /// the selected emojis (required tasks 8 and 9).
    func zoomGesture(in size: CGSize) -> some Gesture {
        MagnifyGesture()
            .updating($gesturePinch) { value, pinch, _ in pinch = Pinch(magnification: value.magnification, anchor: value.startLocation) }
            .onEnded { value in
                if selection.isEmpty {
                    transform = transform.pinched(by: value.magnification, about: value.startLocation, in: size)
                } else {
                    document.scaleEmojis(selection, by: value.magnification)
                }
            }
    }

    /// A drag on an emoji moves the selection when the emoji is selected (task 6), or the
    /// emoji alone, leaving the selection as it is, when it is not (extra credit 1).
    func dragGesture(for emoji: Emoji) -> some Gesture {
        let ids = selection.contains(emoji.id) ? selection : [emoji.id]
        return DragGesture(coordinateSpace: .global)
            .updating($gestureDrag) { value, drag, _ in drag = EmojiDrag(ids: ids, translation: value.translation) }
            .onEnded { value in document.moveEmojis(ids, by: transform.documentOffset(for: value.translation)) }
    }

    /// A double tap on the background zooms to fit; a single tap deselects all (task 5).
    func backgroundTaps(in size: CGSize) -> some Gesture {
        TapGesture(count: 2).onEnded { zoomToFit(in: size) }
            .exclusively(before: TapGesture().onEnded { selection.removeAll() })
    }

    // MARK: - Actions

    /// Selects `emoji`, or unselects it if it is selected (tasks 3 and 4).
    func toggleSelection(of emoji: Emoji) {
        if selection.contains(emoji.id) {
            selection.remove(emoji.id)
        } else {
            selection.insert(emoji.id)
        }
    }

    /// Deletes `emoji` (its context menu's Delete) and takes it out of the selection.
    func delete(_ emoji: Emoji) {
        withAnimation { document.removeEmojis([emoji.id]) }
        selection.remove(emoji.id)
    }

    /// Zooms, animated, to fit the background picture, or the emojis when there is none.
    func zoomToFit(in size: CGSize) {
        guard let rect = fittedRect else { return }
        withAnimation { transform = transform.fitting(rect, in: size) }
    }

    /// What zoom to fit shows, in document points: the picture, centred on the origin, or the
    /// emojis' bounding box; `nil` for an empty document.
    var fittedRect: CGRect? {
        if let bitmap = document.background.bitmap {
            return CGRect(x: -Double(bitmap.width) / 2, y: -Double(bitmap.height) / 2, width: Double(bitmap.width), height: Double(bitmap.height))
        }
        let rects = document.emojis.map {
            CGRect(x: $0.position.x - $0.size / 2, y: $0.position.y - $0.size / 2, width: $0.size, height: $0.size)
        }
        return rects.dropFirst().reduce(rects.first) { $0?.union($1) }
    }

    /// Adds the emojis of dropped text where it lands, side by side, each at 40 points on
    /// screen (`40 / zoom` in the document); text without emojis is not taken.
    func drop(_ strings: [String], at location: CGPoint, in size: CGSize) -> Bool {
        let emojis = strings.flatMap(\.emojis)
        guard !emojis.isEmpty else { return false }
        let emojiSize = EmojiArtLayout.paletteEmojiSize / zoom
        document.addEmojis(emojis, around: transform.documentPosition(at: location, in: size), size: emojiSize)
        return true
    }

    /// Sets a dropped picture file as the background; it loads, then the view zooms to fit.
    func dropBackground(_ urls: [URL]) -> Bool {
        guard let url = urls.first else { return false }
        document.setBackground(url)
        return true
    }
}
