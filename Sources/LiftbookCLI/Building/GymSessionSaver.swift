import LiftbookPipeline
import LiftbookServe
import LiftbookOutput
import LiftbookSite
import LiftbookSystem

/// `serve --lan`'s saver: checks a session from the gym page with the pipeline
/// (``SessionUploadRun``) and writes it with the one site-folder writer, never over a file.
enum GymSessionSaver {
    /// The saver for the site of `site`, reading through `pipeline`, whose memory the server's builds keep.
    static func saver(for site: SiteOptions, pipeline: BuildPipeline) -> SessionSaver {
        { upload, baseURL in
            let path = "sessions/" + upload.name
            let run: CommandRun<SessionUploadRun.Accepted>
            do {
                try site.requireSite()
                var pipeline = pipeline
                pipeline.baseURL = baseURL
                run = try SessionUploadRun.run(pipeline,
                                               options: .init(name: upload.name, text: upload.text, baseURL: baseURL))
            } catch {
                return .failed("the site could not be read (\(error))")
            }
            switch run.result {
            case .success(let accepted):
                do throws(SiteFolderWriter.Failure) {
                    try SiteFolderWriter().writeNew([accepted.file], into: site.root)
                } catch .exist, .appeared {
                    return .exists(path: path)
                } catch .system(let error), .newFolder(let error) {
                    return .failed("\(error.reason) at \(error.path)")
                } catch {
                    return .failed("\(error)")
                }
                return .saved(path: path, url: accepted.url)
            case .failure(.refused):
                return .exists(path: path)
            case .failure:
                return .refused(run.diagnostics)
            }
        }
    }
}
