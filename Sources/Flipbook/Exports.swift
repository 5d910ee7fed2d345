// `import Flipbook` brings the engine's three layers as one module, as `import SwiftUI` brings
// SwiftUI: the core (views, state, layout, animation, gestures, controls, navigation, the
// player), the renderer (Cairo and Pango, PNG, images) and the player's runs (touch scripts,
// frames, videos, traces, apps). See "How it works" in the documentation.
@_exported import FlipbookCore
@_exported import FlipbookPlayer
@_exported import FlipbookRenderer
