/// The script `serve` adds to every HTML response: it listens for rebuilds and shows build errors.
///
/// It opens an `EventSource` on ``eventsPath``. A `reload` event reloads the page; a `status` event
/// carries the state of the latest build as JSON (see ``StatusDocument``): when that build failed
/// the page keeps showing the last good site under an overlay that lists the diagnostics, built
/// with `textContent` only so that no diagnostic text is ever read as markup.
package enum ReloadScript {
    /// The server-sent events stream.
    package static let eventsPath = "/__liftbook/events"
    /// The JSON status of the latest build.
    package static let statusPath = "/__liftbook/status"

    /// A page that carries this attribute is left as it is: the gym page, where a reload in the
    /// middle of a session would close what the lifter has open (its draft is kept either way).
    package static let optOut = "data-liftbook-reload=\"off\""

    /// The `<script>` element for a page built as `generation`.
    package static func tag(generation: Int) -> String {
        "<script data-liftbook-serve>\n(function () {\nvar generation = \(generation);\n" + body + "})();\n</script>\n"
    }

    /// Inserts the script before the last `</body>` (any case), or at the end when there is none;
    /// a page that opts out (``optOut``) is returned as it is.
    package static func inject(into html: String, generation: Int) -> String {
        guard !html.contains(optOut) else { return html }
        let script = tag(generation: generation)
        guard let index = lastClosingBody(in: html) else { return html + script }
        var result = html
        result.insert(contentsOf: script, at: index)
        return result
    }

    /// The position of the last `</body` in `html`, compared without regard to ASCII case.
    static func lastClosingBody(in html: String) -> String.Index? {
        let needle = Array("</body".utf8)
        let bytes = html.utf8
        var end = bytes.endIndex
        while end != bytes.startIndex {
            guard let start = bytes.index(end, offsetBy: -needle.count, limitedBy: bytes.startIndex) else { return nil }
            var matches = true
            for (offset, byte) in bytes[start..<end].enumerated() where lowercased(byte) != needle[offset] {
                matches = false
                break
            }
            if matches { return start }
            end = bytes.index(before: end)
        }
        return nil
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
    }

    private static let body = #"""
var box = null;
function show(status) {
  if (box) { box.remove(); box = null; }
  if (status.ok) return;
  box = document.createElement("div");
  box.setAttribute("role", "alert");
  box.id = "liftbook-serve-errors";
  box.style.cssText = "position:fixed;top:0;left:0;right:0;max-height:70vh;overflow:auto;z-index:2147483647;" +
    "margin:0;padding:16px 20px;background:#1d1f21;color:#f0f0f0;border-bottom:4px solid #e5484d;" +
    "font:13px/1.5 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;white-space:pre-wrap;text-align:left";
  var title = document.createElement("strong");
  title.textContent = status.summary;
  box.appendChild(title);
  status.diagnostics.forEach(function (d) {
    var line = document.createElement("div");
    line.style.marginTop = "8px";
    line.style.color = d.severity === "error" ? "#ff8a8a" : "#f5d76e";
    line.textContent = d.text;
    box.appendChild(line);
  });
  var close = document.createElement("button");
  close.type = "button";
  close.textContent = "Hide";
  close.style.cssText = "position:absolute;top:10px;right:12px;font:inherit;cursor:pointer";
  close.addEventListener("click", function () { if (box) { box.remove(); box = null; } });
  box.appendChild(close);
  (document.body || document.documentElement).appendChild(box);
}
if (!window.EventSource) return;
var source = new EventSource("\#(eventsPath)");
source.addEventListener("reload", function () { location.reload(); });
source.addEventListener("status", function (event) {
  var status;
  try { status = JSON.parse(event.data); } catch (e) { return; }
  if (status.generation !== generation) { location.reload(); return; }
  show(status);
});

"""#
}
