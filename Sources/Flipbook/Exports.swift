// What `import SwiftUI` brings, `import Flipbook` brings: Foundation (with `CGFloat`,
// `CGPoint`, `CGSize` and `CGRect`) and Observation.
@_exported import Foundation
