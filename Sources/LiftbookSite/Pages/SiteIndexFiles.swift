import LiftbookModel
import LiftbookSystem
import LiftbookTemplates

/// `sitemap.xml` and `robots.txt`.
struct SiteIndexFiles {
    let urls: SiteURLs

    func files(pages: [String]) -> [OutputFile] {
        let index = Array("index.html".utf8)
        let html = pages.filter { $0.utf8.count >= index.count && $0.utf8.suffix(index.count).elementsEqual(index) }.sorted()
        // Thousands of lines, written straight into one buffer, escaped as they go.
        var sitemap = TemplateOutput(capacity: 64 * (html.count + 2))
        sitemap.append(raw: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n")
        let prefix = urls.absolute(.home)
        for path in html {
            sitemap.append(raw: "<url><loc>")
            sitemap.append(escaped: prefix)
            sitemap.append(escaped: String(Substring(path.utf8.dropLast(index.count))))
            sitemap.append(raw: "</loc></url>\n")
        }
        sitemap.append(raw: "</urlset>\n")
        let robots = "User-agent: *\nAllow: /\nSitemap: \(urls.absolute(.sitemap))\n"
        return [OutputFile(path: Route.sitemap.file, bytes: sitemap.bytes), OutputFile(path: Route.robots.file, contents: robots)]
    }
}

/// The site's icon: a barbell plate drawn in SVG.
enum Favicon {
    static let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#002b36"/>\
        <rect x="3" y="14" width="26" height="4" rx="1" fill="#93a1a1"/><rect x="7" y="7" width="5" height="18" rx="1.5" fill="#2aa198"/>\
        <rect x="20" y="7" width="5" height="18" rx="1.5" fill="#2aa198"/></svg>

        """
}
