import FlipbookCore
import FlipbookRenderer

/// One preview of a module, as Xcode's canvas shows it: a `#Preview`, or one view of a
/// `PreviewProvider`'s `previews`. Found without registration (see ``all(inModule:)``).
@MainActor
public struct PreviewItem {
    /// The preview's name: its title or display name, else `Preview` for a `#Preview` and the
    /// provider's type name (`CardView_Previews`) for a provider's view.
    public let name: String
    /// How the preview is sized.
    public let layout: PreviewLayout
    /// The screen of a `.device` layout, turned on its side for a landscape trait.
    package let screen: DeviceScreen
    private let makeView: @MainActor () -> any View

    /// The previews declared in the module named `module` (its Swift name, `CardGame`): every
    /// `#Preview` and every `PreviewProvider` that is not generic, in the order of their names
    /// and, under one name, of the binary's records.
    public static func all(inModule module: String) -> [PreviewItem] {
        let macros = ConformanceIndex.types(conformingTo: "PreviewSource", of: "FlipbookCore", in: module)
            .compactMap { $0 as? any PreviewSource.Type }.map(PreviewItem.init(source:))
        let providers = ConformanceIndex.types(conformingTo: "PreviewProvider", of: "FlipbookCore", in: module)
            .compactMap { $0 as? any PreviewProvider.Type }.flatMap(PreviewItem.items(of:))
        return (macros + providers).enumerated().sorted { ($0.element.name, $0.offset) < ($1.element.name, $1.offset) }
            .map(\.element)
    }

    /// The preview's view.
    public func makeContent() -> any View { makeView() }

    /// The screen the preview is drawn on, in points: the device's, a fixed size, or the
    /// view's own size within the device's screen.
    public func screenSize(colorScheme: ColorScheme = .light) -> CGSize {
        switch layout {
        case .device: return screen.size
        case let .fixed(width, height): return CGSize(width: width, height: height)
        case .sizeThatFits:
            let content = makeView()
            let measuring = Player(size: screen.size, colorScheme: colorScheme) { AnyView(content) }
            let fitting = measuring.sizeThatFits(screen.size)
            return CGSize(width: max(1, fitting.width.rounded(.up)), height: max(1, fitting.height.rounded(.up)))
        }
    }

    /// The preview drawn at rest, once its opening animations are over, over the background of
    /// its colour scheme (`.preferredColorScheme` in the preview wins over `colorScheme`).
    public func render(scale: Double = 1, colorScheme: ColorScheme = .light) throws -> Bitmap {
        let content = makeView()
        let player = Player(size: screenSize(colorScheme: colorScheme), colorScheme: colorScheme) { AnyView(content) }
        if case .device = layout { player.safeAreaInsets = screen.safeArea }
        let frame = player.restingFrame()
        return try frame.render(scale: scale, background: player.colorScheme.background)
    }

    private init(name: String, layout: PreviewLayout, screen: DeviceScreen, makeView: @escaping @MainActor () -> any View) {
        self.name = name
        self.layout = layout
        self.screen = screen
        self.makeView = makeView
    }

    /// A `#Preview`, with its traits.
    private init(source: any PreviewSource.Type) {
        var layout = PreviewLayout.device, landscape = false
        for trait in source.traits {
            switch trait.kind {
            case let .layout(value): layout = value
            case let .orientation(value): landscape = value == .landscapeLeft || value == .landscapeRight
            }
        }
        self.init(name: source.title ?? "Preview", layout: layout,
                  screen: landscape ? DeviceScreen.iPhone13.landscape : .iPhone13, makeView: source.makeView)
    }

    /// The views of a provider's `previews`, each a preview.
    private static func items(of provider: any PreviewProvider.Type) -> [PreviewItem] {
        let typeName = String(describing: provider)
        return provider.parts.map { part in
            let view = part.view
            let screen = part.attributes.device.flatMap { DeviceScreen.named(previewDevice: $0.rawValue) } ?? .iPhone13
            return PreviewItem(name: part.attributes.name ?? typeName, layout: part.attributes.layout ?? .device,
                               screen: screen, makeView: { view })
        }
    }
}

extension [PreviewItem] {
    /// The file names previews are written under, in order: `<name>-<n>.png`, numbered from 1
    /// among the previews of one name, with `/` and other characters unsafe in a file name
    /// replaced by `_`.
    public var fileNames: [String] {
        var counts: [String: Int] = [:]
        return map { item in
            let base = String(item.name.map { $0 == "/" || $0 == "\0" || $0.isNewline ? "_" : $0 }).trimmingCharacters(in: .whitespaces)
            let safe = base.isEmpty || base.hasPrefix(".") ? "_" + base : base
            counts[safe, default: 0] += 1
            return "\(safe)-\(counts[safe]!).png"
        }
    }
}
