import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension URLSession {
    /// A publisher of what loading `url` gives, as Foundation's `dataTaskPublisher(for:)`.
    public func dataTaskPublisher(for url: URL) -> DataTaskPublisher {
        DataTaskPublisher(request: URLRequest(url: url), session: self)
    }

    /// A publisher of what `request` gives, as Foundation's `dataTaskPublisher(for:)`.
    public func dataTaskPublisher(for request: URLRequest) -> DataTaskPublisher {
        DataTaskPublisher(request: request, session: self)
    }

    /// Loads its request when subscribed to: the data and the response, then the end; or a
    /// `URLError`. What it gives arrives on the main queue, when the main actor is next free
    /// (never during a run that draws frames, which does not wait for the network).
    /// Cancelling cancels the load.
    public struct DataTaskPublisher: Publisher, Sendable {
        public typealias Output = (data: Data, response: URLResponse)
        public typealias Failure = URLError

        /// What is loaded.
        public let request: URLRequest
        /// The session that loads it.
        public let session: URLSession

        public func sink(receiveCompletion: @escaping (Subscribers.Completion<URLError>) -> Void,
                         receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            let delivery = Delivery(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
            let task = session.dataTask(with: request) { data, response, error in
                DispatchQueue.main.async { delivery.deliver(data: data, response: response, error: error) }
            }
            task.resume()
            return AnyCancellable {
                delivery.cancel()
                task.cancel()
            }
        }
    }
}

/// Hands a load's result to a subscriber once, on the main queue, unless it was cancelled.
private final class Delivery: @unchecked Sendable {
    private let receiveCompletion: (Subscribers.Completion<URLError>) -> Void
    private let receiveValue: (URLSession.DataTaskPublisher.Output) -> Void
    private let lock = NSLock()
    private var isCancelled = false

    init(receiveCompletion: @escaping (Subscribers.Completion<URLError>) -> Void,
         receiveValue: @escaping (URLSession.DataTaskPublisher.Output) -> Void) {
        self.receiveCompletion = receiveCompletion
        self.receiveValue = receiveValue
    }

    func cancel() { lock.withLock { isCancelled = true } }

    func deliver(data: Data?, response: URLResponse?, error: (any Error)?) {
        guard !lock.withLock({ isCancelled }) else { return }
        if let data, let response, error == nil {
            receiveValue((data, response))
            receiveCompletion(.finished)
        } else {
            let code = (error as NSError?)?.code ?? URLError.Code.unknown.rawValue
            receiveCompletion(.failure(URLError(URLError.Code(rawValue: code) ?? .unknown)))
        }
    }
}
