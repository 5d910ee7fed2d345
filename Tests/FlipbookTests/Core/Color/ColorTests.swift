import Flipbook
import Testing

@Suite("Color")
struct ColorTests {
    @Test(arguments: ["orange", "red", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo",
                      "purple", "pink", "brown", "gray", "black", "white"])
    func courseColorsHaveNames(name: String) throws {
        #expect(try Color(parsing: name) == Color.named[name])
    }

    @Test func hexColorsParse() throws {
        #expect(try Color(parsing: "#FF9500") == Color.orange)
        let translucent = try Color(parsing: "#00000080")
        #expect(abs(translucent.alpha - 128.0 / 255) < 1e-9)
        #expect(Color.orange.description == "#FF9500")
    }

    @Test func unknownNameListsKnownOnes() {
        #expect {
            try Color(parsing: "chartreuse")
        } throws: { error in
            let message = "\(error)"
            return message.contains("'chartreuse'") && message.contains("orange") && message.contains("indigo")
        }
    }

    @Test func opacityMultiplies() {
        #expect(Color.white.opacity(0.5).opacity(0.5).alpha == 0.25)
    }
}
