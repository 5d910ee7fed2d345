import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

@Suite("Projected layers drawn again from their cached group")
struct ProjectedGroupCacheTests {
    private static let layer = CGSize(width: 60, height: 90)

    /// A card-like layer turned `degrees` about y at (`x`, `y`), drawn on a new canvas with
    /// `cache`, optionally under a clip.
    private func draw(degrees: Double, x: Double = 40.25, y: Double = 30, clip: Path? = nil,
                      cache: ProjectedGroupCache) throws -> Bitmap {
        let canvas = try Canvas(size: CGSize(width: 160, height: 160), scale: 2, background: .white)
        canvas.projectedGroups = cache
        let projection = Projection3D(angle: .degrees(degrees), axis: (x: 0, y: 1, z: 0), size: Self.layer)
        try canvas.withSavedState {
            if let clip { canvas.clip(to: clip) }
            canvas.translate(x: x, y: y)
            try canvas.drawProjected(size: Self.layer, projection: projection) { layer in
                layer.fill(Path(roundedRect: CGRect(origin: .zero, size: Self.layer), cornerRadius: 6), with: Color.indigo)
                layer.fill(Path(ellipseIn: CGRect(x: 10, y: 10, width: 20, height: 30)), with: Color.orange)
            }
        }
        return try canvas.makeBitmap()
    }

    @Test(arguments: [180.0, 150.0, 33.0])
    func aGroupDrawnAgainHasTheSamePixels(degrees: Double) throws {
        let cache = ProjectedGroupCache()
        let first = try draw(degrees: degrees, cache: cache)
        #expect(cache.count == 0, "a group made once may be a layer passing by: not kept")
        #expect(try draw(degrees: degrees, cache: cache) == first)
        #expect(cache.count == 1)
        let again = try draw(degrees: degrees, cache: cache)
        let uncached = try draw(degrees: degrees, cache: ProjectedGroupCache(byteLimit: 0))
        #expect(again == first)
        #expect(again == uncached)
        #expect(cache.count == 1)
    }

    @Test func anotherPlaceOrAngleIsAnotherGroup() throws {
        let cache = ProjectedGroupCache()
        for _ in 0..<2 { _ = try draw(degrees: 180, cache: cache) }
        var moved = try draw(degrees: 180, x: 40.5, cache: cache), turned = try draw(degrees: 179, cache: cache)
        #expect(cache.count == 1)
        (moved, turned) = (try draw(degrees: 180, x: 40.5, cache: cache), try draw(degrees: 179, cache: cache))
        #expect(cache.count == 3)
        (moved, turned) = (try draw(degrees: 180, x: 40.5, cache: cache), try draw(degrees: 179, cache: cache))
        #expect(moved == (try draw(degrees: 180, x: 40.5, cache: ProjectedGroupCache(byteLimit: 0))))
        #expect(turned == (try draw(degrees: 179, cache: ProjectedGroupCache(byteLimit: 0))))
    }

    @Test func aClipThatIsNoRectangleIsNotCached() throws {
        let cache = ProjectedGroupCache()
        let circle = Path(ellipseIn: CGRect(x: 20, y: 20, width: 90, height: 90))
        _ = try draw(degrees: 180, clip: circle, cache: cache)
        let clipped = try draw(degrees: 180, clip: circle, cache: cache)
        #expect(cache.count == 0)
        #expect(clipped == (try draw(degrees: 180, clip: circle, cache: ProjectedGroupCache(byteLimit: 0))))
    }

    @Test func theOldestGroupsGoPastTheLimit() throws {
        let cache = ProjectedGroupCache(byteLimit: 200_000)
        for step in 0..<12 {
            for _ in 0..<2 { _ = try draw(degrees: 180, x: 30 + Double(step), cache: cache) }
        }
        #expect(cache.count > 0 && cache.count < 12)
    }
}
