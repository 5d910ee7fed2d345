import TestSupport
import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

/// An order form in a sheet: a text field, controls built on geometry readers, a menu picker.
private struct OrderSheet: View {
    enum Size: String, CaseIterable, Hashable { case small = "S", large = "L" }
    @State private var isOrdering = true
    @State private var name = ""
    @State private var size = Size.small
    @State private var ripeness = 0.5
    @State private var delivery = "Tomorrow"

    var body: some View {
        Text("Behind")
            .sheet(isPresented: $isOrdering) {
                NavigationStack {
                    Form {
                        Section("Customer") { TextField("Name", text: $name) }
                        Section("Order") {
                            Picker("Size", selection: $size) { ForEach(Size.allCases, id: \.self) { Text($0.rawValue) } }
                                .pickerStyle(.segmented)
                            Slider(value: $ripeness) { Text("Ripeness") }
                        }
                        Section("Delivery") {
                            Picker("Delivery", selection: $delivery) {
                                ForEach(["Today", "Tomorrow", "Next week"], id: \.self) { Text($0) }
                            }
                        }
                    }
                    .navigationTitle("New Order")
                    .navigationBarTitleDisplayMode(.inline)
                }
            }
    }
}

@MainActor
@Suite("Form: rows in a sheet, and a menu picker's menu over everything")
struct FormLayoutTests {
    private func player() -> Player { Player.onIPhone13 { OrderSheet() } }

    @Test func aTextFieldRowIs44PointsAndTheSectionsFollowEachOther() throws {
        let player = player()
        _ = player.frame(at: 1)
        let header = try #require(player.frame(ofText: "CUSTOMER"))
        let field = try #require(player.frame(ofText: "Name"))
        let next = try #require(player.frame(ofText: "ORDER"))
        let top = 47 + 10 + 56.0
        #expect(header.minY > top + 20, "the first header below the sheet's bar: \(header)")
        #expect(abs(field.midY - (top + 55 + 22)) < 1, "the field centred in a 44-point row: \(field)")
        #expect(abs(next.maxY - (top + 55 + 44 + 55 - 7)) < 3, "the next header 35 + 20 points below the row: \(next)")
    }

    @Test func theMenuOpensUnderThePickerOverTheSectionsCardAndChoosing() throws {
        let player = player()
        try player.play("wait 1\ntap picker \"Delivery\"\nwait 0.3")
        let row = try #require(player.frame(ofText: "Delivery"))
        let today = try #require(player.location(of: TargetName("button", label: "Today")))
        #expect(today.y > row.maxY + 10 && today.x > 390 - 20 - 250, "under the row's trailing edge: \(today)")
        #expect(player.texts.contains("Next week"))
        try player.play("tap button \"Next week\"\nwait 2")
        #expect(!player.texts.contains("Today"), "the menu closed")
        #expect(player.texts.contains("Next week"), "the picker shows the choice")
    }

    @Test func aTapOutsideTheMenuClosesItAndChangesNothing() throws {
        let player = player()
        try player.play("wait 1\ntap picker \"Delivery\"\nwait 0.3\ntap 60,200\nwait 2")
        #expect(!player.texts.contains("Next week"))
        #expect(player.texts.contains("Tomorrow"))
    }
}
