import Flipbook

/// A model as the course writes it: a struct with private(set) state and mutating intents.
public struct CounterGame {
    public private(set) var taps = 0

    public mutating func tap() { taps += 1 }
}

/// A view model as the course's 2021 lectures write it.
public class CounterViewModel: ObservableObject {
    @Published private var model = CounterGame()
    public private(set) var unpublished = 0

    public init() {}

    public var taps: Int { model.taps }

    public func tap() { model.tap() }

    public func bumpQuietly() {
        objectWillChange.send()
        unpublished += 1
    }
}

/// A screen that reads its view model from the environment.
public struct CounterScreen: View {
    @EnvironmentObject var game: CounterViewModel
    @State private var lastSeen = 0

    public init() {}

    public var body: some View {
        ZStack {
            (game.taps.isMultiple(of: 2) ? Color.blue : Color.orange)
            Text("\(game.taps) \(lastSeen)")
        }
        .onTapGesture { game.tap() }
        .onChange(of: game.taps) { newValue in
            lastSeen = newValue
        }
    }
}

/// The app's root: the view model handed down through the environment.
public struct CounterRoot: View {
    @StateObject var game = CounterViewModel()

    public init() {}

    public var body: some View {
        CounterScreen().environmentObject(game)
    }
}

/// A document that saves itself whenever its model changes, as the 2021 EmojiArt lectures
/// autosave through Combine (`import Combine` changed to `import Flipbook`).
public class AutosavingDocument: ObservableObject {
    @Published public var text = ""
    public private(set) var saves: [String] = []
    private var autosaveCancellable: AnyCancellable?
    private var cancellables = Set<AnyCancellable>()

    public init() {
        autosaveCancellable = $text.sink { [weak self] text in
            self?.saves.append(text)
        }
        $text
            .dropFirst()
            .removeDuplicates()
            .receive(on: DispatchQueue.main)
            .sink { text in print("changed to \(text)") }
            .store(in: &cancellables)
    }
}

/// A search view model as a Combine lecture writes it: the query follows the text once the
/// typing stops, and every change is logged through `objectWillChange`.
public final class SearchViewModel: ObservableObject {
    @Published public var text = ""
    @Published public private(set) var query = ""
    public private(set) var changes = 0
    private var cancellables = Set<AnyCancellable>()

    public init() {
        $text
            .dropFirst()
            .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
            .sink { [weak self] in self?.query = $0 }
            .store(in: &cancellables)
        objectWillChange
            .sink { [weak self] in self?.changes += 1 }
            .store(in: &cancellables)
    }
}

/// A source of ticks and a level, as a 2021 view model exposes a subject and a `@Published`.
public final class TickSource: ObservableObject {
    public let ticks = PassthroughSubject<Int, Never>()
    @Published public var level = 1

    public init() {}
}

/// A view that follows the source with `onReceive`.
public struct TickCounter: View {
    @ObservedObject var source: TickSource
    @State private var received: [Int] = []
    @State private var levelSeen = 0

    public init(source: TickSource) { self.source = source }

    public var body: some View {
        VStack {
            Text("ticks \(received.map(String.init).joined(separator: ",")) level \(levelSeen)")
            Button("Level up") { source.level += 1 }
        }
        .onReceive(source.ticks) { received.append($0) }
        .onReceive(source.$level) { levelSeen = $0 }
    }
}

/// Two channels of numbers; a view listens to the one chosen.
public final class Channels: ObservableObject {
    public let first = PassthroughSubject<Int, Never>()
    public let second = PassthroughSubject<Int, Never>()
    @Published public var listensToSecond = false

    public init() {}
}

/// A view that follows whichever channel is chosen with `onReceive`.
public struct ChannelListener: View {
    @ObservedObject var channels: Channels
    @State private var heard: [Int] = []

    public init(channels: Channels) { self.channels = channels }

    public var body: some View {
        Text("heard \(heard.map(String.init).joined(separator: ","))")
            .onReceive(channels.listensToSecond ? channels.second : channels.first) { heard.append($0) }
    }
}
