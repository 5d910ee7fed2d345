extension View {
    /// Presents `content` in a sheet while `isPresented` is true, as SwiftUI's
    /// `sheet(isPresented:onDismiss:content:)`: it slides up to 10 points below the status bar
    /// over the dimmed, slightly shrunk screen; `@Environment(\.dismiss)` or a downward swipe
    /// dismisses it.
    public func sheet(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                      @ViewBuilder content: @escaping () -> some View) -> some View {
        PresentationWriter(content: self, kind: .sheet, isPresented: isPresented.wrappedValue,
                           presented: { content().makeNode() },
                           dismiss: { isPresented.wrappedValue = false; onDismiss?() })
    }

    /// Presents a sheet for `item` while it is not `nil`, as SwiftUI's `sheet(item:onDismiss:content:)`;
    /// dismissing sets it back to `nil`.
    public func sheet<Item: Identifiable>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                          @ViewBuilder content: @escaping (Item) -> some View) -> some View {
        let value = item.wrappedValue
        return PresentationWriter(content: self, kind: .sheet, isPresented: value != nil,
                                  presented: { value.map { content($0).makeNode() } ?? EmptyView().makeNode() },
                                  dismiss: { item.wrappedValue = nil; onDismiss?() })
    }

    /// A popover, which on a phone is a sheet, as SwiftUI's `popover(isPresented:content:)`.
    public func popover(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> some View) -> some View {
        sheet(isPresented: isPresented, content: content)
    }
}

/// A sheet: its content (above the home indicator) on the sheet's colour with rounded top
/// corners, 10 points below the status bar, following a finger that drags it down and dismissed when let go far enough.
struct SheetContainer: View {
    let record: PresentationRecord
    let records: PresentationRecords
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.screenSafeArea) private var safeArea

    /// How far below the top of the screen a sheet begins: 10 points below the status bar.
    static func top(below statusBar: CGFloat) -> CGFloat { statusBar + 10 }
    /// How far a sheet must be dragged down to dismiss, in points.
    static let dismissDistance = 120.0

    var body: some View {
        let drag = records.sheetDrags[record.key] ?? 0
        return NodeView(node: record.content)
            .insideSafeArea(EdgeInsets(top: 0, leading: 0, bottom: safeArea.bottom, trailing: 0))
            .environment(\.dismiss, DismissAction { withAnimation(NavigationLinkTiming.animation) { record.dismiss() } })
            .environment(\.isInSheet, true)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(colorScheme == .light ? Color.white : Color(hex: 0x1C1C1E))
            .clipShape(TopRoundedRectangle(cornerRadius: 10))
            .padding(EdgeInsets(top: Self.top(below: safeArea.top), leading: 0, bottom: 0, trailing: 0))
            .offset(y: drag)
            .simultaneousGesture(DragGesture(minimumDistance: 10, coordinateSpace: .global)
                .onChanged { value in records.sheetDrags[record.key] = max(0, value.translation.height) }
                .onEnded { value in settle(value.translation.height) })
            .transition(.move(edge: .bottom))
    }

    /// Dismisses when dragged far enough; else springs back.
    private func settle(_ distance: Double) {
        let record = record, records = records
        withAnimation(NavigationLinkTiming.animation) {
            records.sheetDrags[record.key] = nil
            if distance >= Self.dismissDistance { record.dismiss() }
        }
    }
}

/// A rectangle with its top corners rounded: a sheet's outline (the screen's own corners round
/// its bottom ones on a phone).
struct TopRoundedRectangle: Shape {
    let cornerRadius: Double

    func path(in rect: CGRect) -> Path {
        RoundedRectangle(cornerRadius: cornerRadius)
            .path(in: CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height + cornerRadius))
    }
}
