import Foundation

extension Publisher {
    /// The values, and `output` in place of an error, which then ends the publisher, as
    /// Combine's `replaceError(with:)`.
    public func replaceError(with output: Output) -> AnyPublisher<Output, Never> {
        AnyPublisher { completion, value in
            sink(receiveCompletion: { ending in
                if case .failure = ending { value(output) }
                completion(.finished)
            }, receiveValue: value)
        }
    }

    /// The values, with an error changed by `transform`, as Combine's `mapError(_:)`.
    public func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> AnyPublisher<Output, E> {
        AnyPublisher { completion, value in
            sink(receiveCompletion: { ending in
                switch ending {
                case .finished: completion(.finished)
                case let .failure(error): completion(.failure(transform(error)))
                }
            }, receiveValue: value)
        }
    }
}
