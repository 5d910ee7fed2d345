/// Whether a list is being edited, as SwiftUI's `EditMode`: in edit mode, rows that can be
/// deleted show a red delete control and rows that can move show a handle.
public enum EditMode: Hashable, Sendable {
    case inactive, transient, active

    /// Whether rows show their editing controls.
    public var isEditing: Bool { self != .inactive }
}

private struct EditModeKey: EnvironmentKey {
    static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
    /// The edit mode of the lists inside the view, as SwiftUI's `\.editMode`; a
    /// `NavigationStack` or a `List` keeps one when nothing above it does.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}

/// A button that turns edit mode on ("Edit") and off ("Done"), as SwiftUI's `EditButton`.
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    /// Creates the button.
    public init() {}

    public var body: some View {
        let editMode = editMode
        let isEditing = editMode?.wrappedValue.isEditing ?? false
        return Button(isEditing ? "Done" : "Edit") {
            withAnimation(.easeInOut(duration: 0.3)) { editMode?.wrappedValue = isEditing ? .inactive : .active }
        }
        .font(isEditing ? .headline : .body)
    }
}

/// Keeps an edit mode for the views inside when nothing above does.
struct EditModeHost<Content: View>: View {
    let content: Content
    @State private var mode = EditMode.inactive
    @Environment(\.editMode) private var outer

    var body: some View {
        if outer != nil {
            content
        } else {
            content.environment(\.editMode, $mode)
        }
    }
}
