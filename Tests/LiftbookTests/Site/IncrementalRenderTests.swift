import LiftbookModel
import LiftbookSite
import LiftbookTestSupport
import Testing

/// A rebuild through the render cache must give exactly what a fresh build gives.
struct IncrementalRenderTests {
    @Test func cachedRebuildsEqualFreshBuilds() {
        let cache = RenderCache()
        var site = SiteFixture.goldenSite
        let first = SiteFixture.render(site, cache: cache).files
        #expect(first == SiteFixture.render(site).files)
        // Nothing changed: the same files again, from the cache.
        #expect(SiteFixture.render(site, cache: cache).files == first)
        // One session changes: every page that shows it changes, and only through the inputs.
        site["sessions/2026-11-18-lower-a.md"] = (site["sessions/2026-11-18-lower-a.md"] ?? "") + "- 200 x 1\n"
        let fresh = SiteFixture.render(site).files
        let cached = SiteFixture.render(site, cache: cache).files
        #expect(cached == fresh)
        #expect(cached != first)
        // The oldest session changes: later reports are made again and must match a fresh build.
        site["sessions/2026-11-09-upper-a.md"] = (site["sessions/2026-11-09-upper-a.md"] ?? "") + "- 300 x 1\n"
        #expect(SiteFixture.render(site, cache: cache).files == SiteFixture.render(site).files)
        // A template change renders everything anew.
        site["Templates/history.mustache"] = "<h1 class=\"page-title\">Changed history</h1>"
        #expect(SiteFixture.render(site, cache: cache).files == SiteFixture.render(site).files)
    }
}
