import Flipbook
import Foundation
import Testing

/// The part of Combine that view models use, as `import Combine` gives it on Apple's systems.
@Suite("Combine for view models")
struct CombineTests {
    private final class Document: ObservableObject {
        @Published var title = "Untitled"
        @Published var count = 0
        private(set) var saved: [String] = []
        private var autosave: AnyCancellable?

        init() {
            autosave = $title.sink { [weak self] title in self?.saved.append(title) }
        }
    }

    @Test("$property.sink gets the value now and each new one")
    func publishedSink() {
        let document = Document()
        document.title = "Tulips"
        document.title += "!"
        #expect(document.saved == ["Untitled", "Tulips", "Tulips!"])
    }

    @Test("A released or cancelled subscription gets nothing more")
    func cancelling() {
        let subject = PassthroughSubject<Int, Never>()
        var seen: [Int] = []
        var cancellable: AnyCancellable? = subject.sink { seen.append($0) }
        subject.send(1)
        cancellable = nil
        subject.send(2)
        let kept = subject.sink { seen.append($0 * 10) }
        subject.send(3)
        kept.cancel()
        subject.send(4)
        #expect(seen == [1, 30])
        #expect(cancellable == nil)
    }

    @Test("Operators change, filter and drop values in order")
    func operators() {
        let document = Document()
        var seen: [String] = []
        var cancellables = Set<AnyCancellable>()
        document.$count
            .dropFirst()
            .removeDuplicates()
            .filter { $0 % 2 == 0 }
            .map { "#\($0)" }
            .receive(on: DispatchQueue.main)
            .sink { seen.append($0) }
            .store(in: &cancellables)
        for count in [2, 2, 3, 4, 4, 6] { document.count = count }
        #expect(seen == ["#2", "#4", "#6"])
        #expect(cancellables.count == 1)
    }

    @Test("assign(to:on:) writes each value into an object")
    func assign() {
        final class Label { var text = "" }
        let label = Label()
        let subject = CurrentValueSubject<String, Never>("first")
        let subscription = subject.assign(to: \.text, on: label)
        #expect(label.text == "first")
        subject.value = "second"
        #expect(label.text == "second")
        subscription.cancel()
        subject.send("third")
        #expect(label.text == "second")
    }

    @Test("A finished subject ends its subscribers and sends nothing more; Just gives one value")
    func completion() {
        let subject = PassthroughSubject<Int, Never>()
        var events: [String] = []
        let subscription = subject.sink(receiveCompletion: { _ in events.append("end") }, receiveValue: { events.append("\($0)") })
        subject.send(1)
        subject.send(completion: .finished)
        subject.send(2)
        _ = Just(7).sink(receiveCompletion: { _ in events.append("just end") }, receiveValue: { events.append("just \($0)") })
        #expect(events == ["1", "end", "just 7", "just end"])
        subscription.cancel()
    }
}
