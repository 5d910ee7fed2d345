import TestSupport
import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

private func isClose(_ lhs: CGRect?, _ rhs: CGRect) -> Bool {
    guard let lhs else { return false }
    return [lhs.minX - rhs.minX, lhs.minY - rhs.minY, lhs.width - rhs.width, lhs.height - rhs.height].allSatisfy { abs($0) < 1e-9 }
}

@MainActor
@Suite("Layout protocol: a user's layout")
struct CustomLayoutTests {
    @Test func radialLayoutPlacesOnACircleClockwiseFromTwelve() {
        let all = screenFrames(of: RadialLayout(radius: 60) {
            ForEach(0..<4) { Circle().frame(width: 20, height: 20).id($0) }
        }, in: CGSize(width: 200, height: 200))
        #expect(isClose(all["#Int:0"], CGRect(x: 90, y: 30, width: 20, height: 20)), "12 o'clock")
        #expect(isClose(all["#Int:1"], CGRect(x: 150, y: 90, width: 20, height: 20)), "3 o'clock")
        #expect(isClose(all["#Int:2"], CGRect(x: 90, y: 150, width: 20, height: 20)), "6 o'clock")
        #expect(isClose(all["#Int:3"], CGRect(x: 30, y: 90, width: 20, height: 20)), "9 o'clock")
    }

    @Test func radialLayoutIdealSizeComesFromItsCache() {
        let size = LayoutEngine().size(of: RadialLayout(radius: 50) {
            Color.red.frame(width: 10, height: 30)
            Text("x").frame(width: 12, height: 12)
        }.makeNode(), proposal: .unspecified, environment: EnvironmentValues())
        #expect(size == CGSize(width: 130, height: 130), "the diameter plus the largest subview")
    }

    @Test func unplacedSubviewsSitCentred() {
        let all = screenFrames(of: LazyLayout { Color.red.frame(width: 30, height: 10).id("a") }, in: CGSize(width: 100, height: 100))
        #expect(all["#String:a"] == CGRect(x: 35, y: 45, width: 30, height: 10))
    }

    @Test func layoutsCalledAsViewsMatchTheirStacks() {
        let size = CGSize(width: 200, height: 200)
        let stack = screenFrames(of: VStack(alignment: .leading, spacing: 10) {
            Color.red.frame(width: 40, height: 20).id("a")
            Color.blue.frame(width: 60, height: 30).id("b")
        }, in: size)
        let layout = screenFrames(of: VStackLayout(alignment: .leading, spacing: 10) {
            Color.red.frame(width: 40, height: 20).id("a")
            Color.blue.frame(width: 60, height: 30).id("b")
        }, in: size)
        #expect(stack["#String:a"] == CGRect(x: 70, y: 70, width: 40, height: 20), "leading in a stack 60 wide, 60 tall")
        #expect(layout["#String:a"] == stack["#String:a"] && layout["#String:b"] == stack["#String:b"])
    }

    @Test(arguments: [true, false])
    func anyLayoutKeepsItsStackAxisForSpacers(isHorizontal: Bool) {
        let layout = isHorizontal ? AnyLayout(HStackLayout(spacing: 0)) : AnyLayout(VStackLayout(spacing: 0))
        let all = screenFrames(of: layout {
            Color.red.frame(width: 20, height: 20).id("a")
            Spacer()
            Color.blue.frame(width: 20, height: 20).id("b")
        }, in: CGSize(width: 200, height: 100))
        if isHorizontal {
            #expect(all["#String:a"] == CGRect(x: 0, y: 40, width: 20, height: 20))
            #expect(all["#String:b"] == CGRect(x: 180, y: 40, width: 20, height: 20))
        } else {
            #expect(all["#String:a"] == CGRect(x: 90, y: 0, width: 20, height: 20))
            #expect(all["#String:b"] == CGRect(x: 90, y: 80, width: 20, height: 20))
        }
    }

    @Test func proposalsAndDimensions() {
        #expect(ProposedViewSize.unspecified.replacingUnspecifiedDimensions() == CGSize(width: 10, height: 10))
        #expect(ProposedViewSize(width: 30, height: nil).replacingUnspecifiedDimensions(by: .zero) == CGSize(width: 30, height: 0))
        #expect(ProposedViewSize.infinity.width == .infinity && ProposedViewSize.zero.height == 0)
        #expect(ViewSpacing().distance(to: ViewSpacing(), along: .horizontal) == 8)
        #expect(ViewSpacing.zero.distance(to: .zero, along: .vertical) == 0)
    }
}

@MainActor
@Suite("Layout protocol: priority")
struct LayoutPriorityTests {
    private func widths(priority: Double?) -> (CGFloat?, CGFloat?) {
        let all = screenFrames(of: HStack(spacing: 0) {
            Color.red.frame(minWidth: 50).id("a")
            if let priority {
                Color.blue.frame(maxWidth: 250).layoutPriority(priority).id("b")
            } else {
                Color.blue.frame(maxWidth: 250).id("b")
            }
        }, in: CGSize(width: 300, height: 100))
        return (all["#String:a"]?.width, all["#String:b"]?.width)
    }

    @Test func equalPrioritiesShareInOrder() {
        #expect(widths(priority: nil) == (150, 150))
        #expect(widths(priority: 0) == (150, 150))
    }

    @Test func higherPriorityIsOfferedAllButTheOthersMinimum() {
        #expect(widths(priority: 1) == (50, 250))
    }

    @Test func priorityPassesThroughModifiers() {
        let all = screenFrames(of: HStack(spacing: 0) {
            Color.red.frame(minWidth: 50).id("a")
            Color.blue.frame(maxWidth: 240).layoutPriority(1).padding(5).id("b")
        }, in: CGSize(width: 300, height: 100))
        #expect(all["#String:b"]?.width == 250)
        #expect(all["#String:a"]?.width == 50)
    }

    @Test func subviewsReportTheirPriority() {
        struct Probe: Layout {
            let seen: Box
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                seen.priorities = subviews.map(\.priority)
                return .zero
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        final class Box: @unchecked Sendable { var priorities: [Double] = [] }
        let box = Box()
        _ = LayoutEngine().size(of: Probe(seen: box) { Text("a"); Text("b").layoutPriority(2) }.makeNode(),
                                proposal: .unspecified, environment: EnvironmentValues())
        #expect(box.priorities == [0, 2])
    }
}
