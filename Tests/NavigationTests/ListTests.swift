import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

@MainActor
@Suite("List: iOS's measures, swipe to delete, edit mode")
struct ListTests {
    private func player(_ themes: Box) -> Player {
        Player(size: CGSize(width: 390, height: 600)) { EditModeKeeper(box: themes) }
    }

    @Test func rowsAre44PointsWithTextTwentyPointsInsideTheSection() throws {
        let player = Player(size: CGSize(width: 390, height: 500)) { ThemeListSheet() }
        _ = player.frame(at: 0)
        let halloween = try #require(player.frame(ofText: "Halloween"))
        let vehicles = try #require(player.frame(ofText: "Vehicles"))
        #expect(abs(vehicles.midY - halloween.midY - 44) < 0.01, "rows are 44 points apart")
        #expect(abs(halloween.minX - 40) < 0.01, "20-point margin plus 20 points inside the section")
        let header = try #require(player.frame(ofText: "THEMES"))
        #expect(abs(header.minX - 40) < 0.01)
        #expect(abs(halloween.midY - 22 - header.maxY - 7) < 0.5, "the header sits 7 points above its section")
    }

    @Test func rowsOfDifferentHeightsEachTakeTheirOwn() throws {
        let player = Player(size: CGSize(width: 390, height: 800)) { ShortAndTallRows() }
        _ = player.frame(at: 0)
        let header = try #require(player.frame(ofText: "FIRST"))
        let short = try #require(player.frame(ofText: "Short"))
        let tall = try #require(player.frame(ofText: "Tall"))
        #expect(abs(short.midY - header.maxY - 7 - 22) < 0.5, "a short row is 44 points tall: \(short)")
        #expect(abs(tall.minY - short.midY - 22 - 55) < 0.5, "the next section follows 55 points below it: \(tall)")
    }

    @Test func swipingLeftRevealsDeleteAndTappingItDeletesTheRow() throws {
        let themes = Box(["Halloween", "Vehicles", "Faces"])
        let player = player(themes)
        try player.play("""
            swipe left on row "Vehicles"
            wait 0.5
            """)
        let delete = try #require(player.location(of: TargetName("button", label: "Delete")))
        #expect(delete.x > 300, "Delete is revealed at the trailing edge: \(delete)")
        try player.play("tap button \"Delete\"\nwait 0.5")
        #expect(themes.value == ["Halloween", "Faces"])
        try player.play("wait 2")
        #expect(!player.texts.contains("Vehicles"), "\(player.texts)")
    }

    @Test func editModeShowsDeleteControlsThatRevealDelete() throws {
        let themes = Box(["Halloween", "Vehicles", "Faces"])
        let player = player(themes)
        try player.play("tap button \"Edit\"\nwait 0.5")
        #expect(player.targetNames.contains(TargetName("button", label: "Done")))
        try player.play("tap delete-control 1\nwait 0.5\ntap button \"Delete\"\nwait 0.5")
        #expect(themes.value == ["Vehicles", "Faces"])
    }

    @Test func unknownRowsNameWhatIsOnScreen() throws {
        let player = player(Box(["Halloween"]))
        #expect {
            try player.play("tap row \"Sports\"")
        } throws: { error in
            "\(error)".contains("no row \"Sports\" on screen") && "\(error)".contains("row \"Halloween\"")
        }
    }
}

/// A reference to test data that a view changes.
@MainActor
final class Box: @unchecked Sendable {
    var value: [String]
    init(_ value: [String]) { self.value = value }
}

/// Themes that can be deleted, with an Edit button above them.
private struct EditableThemes: View {
    let box: Box

    var body: some View {
        VStack(spacing: 0) {
            EditButton().frame(height: 44)
            List {
                ForEach(box.value, id: \.self) { Text($0) }
                    .onDelete { box.value.remove(atOffsets: $0) }
            }
        }
    }
}

/// Keeps an edit mode above the Edit button and the list, as a navigation stack would.
private struct EditModeKeeper: View {
    let box: Box
    @State private var mode = EditMode.inactive
    var body: some View { EditableThemes(box: box).environment(\.editMode, $mode) }
}

@MainActor
@Suite("List: moving rows in edit mode")
struct ListMoveTests {
    @Test func aRowDraggedByItsHandleMovesDown() throws {
        let box = Box(["A", "B", "C", "D"])
        let player = Player(size: CGSize(width: 390, height: 600)) { MovableRows(box: box) }
        try player.play("tap button \"Edit\"\nwait 0.5\ndrag move-handle 1 -> row 3 over 0.5\nwait 1")
        #expect(box.value == ["B", "C", "A", "D"])
    }
}

private struct MovableRows: View {
    let box: Box
    @State private var mode = EditMode.inactive

    var body: some View {
        VStack(spacing: 0) {
            EditButton().frame(height: 44)
            List {
                ForEach(box.value, id: \.self) { Text($0) }
                    .onMove { box.value.move(fromOffsets: $0, toOffset: $1) }
            }
        }
        .environment(\.editMode, $mode)
    }
}

/// A section with a one-line row and one with a 200-point-tall row.
private struct ShortAndTallRows: View {
    var body: some View {
        Form {
            Section("First") { Text("Short") }
            Section("Second") {
                VStack(alignment: .leading) {
                    Text("Tall")
                    Color.red.frame(height: 200)
                }
            }
        }
    }
}
