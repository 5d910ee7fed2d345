/// The sheets, alerts and dialogs the views on screen present, gathered while their bodies are
/// evaluated and drawn over the whole screen after layout (the player's presentation layer).
final class PresentationRecords {
    /// What is presented this pass, in the order the views asked.
    private(set) var current: [PresentationRecord] = []
    /// How far each sheet is dragged down, in points, by its key; kept between passes.
    var sheetDrags: [String: Double] = [:]

    /// Adds a presentation; its key is its kind and its place among this pass's.
    func present(_ kind: PresentationRecord.Kind, content: ViewNode, dismiss: @escaping () -> Void) {
        let key = "\(kind)-\(current.filter { $0.kind == kind }.count)"
        current.append(PresentationRecord(kind: kind, key: key, content: content, dismiss: dismiss))
    }

    /// Forgets the last pass's presentations.
    func beginPass() { current = [] }
}

/// One thing presented over the screen.
struct PresentationRecord {
    enum Kind: Hashable {
        /// A sheet sliding up from the bottom (`.sheet`, `.popover`).
        case sheet
        /// A centred alert (`.alert`).
        case alert
        /// Buttons at the bottom of the screen (`.confirmationDialog`).
        case dialog
        /// A menu placed by its content over the undimmed screen (a menu picker's), closed by a
        /// tap anywhere outside it.
        case menu
        /// A context menu placed by its content over the blurred, dimmed screen, closed by a
        /// tap anywhere outside it.
        case contextMenu
    }

    let kind: Kind
    let key: String
    let content: ViewNode
    /// Ends the presentation: sets its binding back.
    let dismiss: () -> Void
}

private struct PresentationRecordsKey: EnvironmentKey {
    static var defaultValue: PresentationRecords? { nil }
}

private struct InSheetKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Where the views of a player's scene present sheets and alerts.
    var presentationRecords: PresentationRecords? {
        get { self[PresentationRecordsKey.self] }
        set { self[PresentationRecordsKey.self] = newValue }
    }

    /// Whether the view is inside a sheet (whose navigation bar has no status bar above it).
    var isInSheet: Bool {
        get { self[InSheetKey.self] }
        set { self[InSheetKey.self] = newValue }
    }
}

/// A view that presents something while `isPresented` holds, when its body is evaluated.
struct PresentationWriter<Content: View>: View {
    let content: Content
    let kind: PresentationRecord.Kind
    let isPresented: Bool
    let presented: () -> ViewNode
    let dismiss: () -> Void
    @Environment(\.presentationRecords) private var records

    var body: some View {
        if isPresented, let records { records.present(kind, content: presented(), dismiss: dismiss) }
        return content
    }
}
