// What `import SwiftUI` brings, `import Flipbook` brings through the core: Foundation (with
// `CGFloat`, `CGPoint`, `CGSize` and `CGRect`) and Observation.
@_exported import Foundation
// Apple's Foundation has `URLSession`; Linux's keeps it in FoundationNetworking.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
