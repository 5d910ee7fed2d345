import Flipbook

/// Fetches a background picture from the web, as the 2021 EmojiArt lecture does.
@MainActor
public final class BackgroundFetcher: ObservableObject {
    @Published public private(set) var image: UIImage?
    @Published public private(set) var isDone = false
    private var fetchCancellable: AnyCancellable?

    public init() {}

    public func fetch(_ url: URL) {
        fetchCancellable?.cancel()
        let session = URLSession.shared
        let publisher = session.dataTaskPublisher(for: url)
            .map { (data, urlResponse) in UIImage(data: data) }
            .replaceError(with: nil)
            .receive(on: DispatchQueue.main)
        fetchCancellable = publisher.sink { [weak self] image in
            self?.image = image
            self?.isDone = true
        }
    }
}
