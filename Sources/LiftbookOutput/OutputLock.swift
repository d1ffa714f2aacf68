import Foundation
import LiftbookModel
import LiftbookSystem
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The lock one build holds while it writes an output folder: `flock` on a hidden file beside
/// the folder (`.public.liftbook-lock`), holding the process id for the message a second build
/// shows. The system releases it when the process ends in any way, even killed; the file itself
/// is removed by the build that holds it, and a file a killed build left is simply locked again.
final class OutputLock: Sendable {
    private let descriptor: Int32
    private let path: String

    private init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
    }

    /// What happened while taking the lock.
    enum Failure: Error {
        /// Another process held it for longer than the wait; its process id, when it wrote one.
        case busy(holder: Int32?)
        /// The lock file could not be created.
        case system(FileSystemError)
    }

    /// Takes the lock at `path`, trying again every 50 ms for `wait` seconds while another process
    /// holds it. `waiting` is called once, with that process's id, when the lock is busy; `stop`
    /// is asked between tries.
    static func acquire(_ path: String, wait: Double, waiting: (Int32?) -> Void, stop: StopRequest?) throws -> OutputLock {
        var told = false
        let deadline = monotonicSeconds() + wait
        while true {
            let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { throw Failure.system(FileSystemError("create the lock file", path: path, code: errno)) }
            if flock(descriptor, LOCK_EX | LOCK_NB) == 0 {
                // The holder before may have removed the file after this one opened it: the lock
                // is only ours when the path still names the file we locked.
                if let held = FileStatus(descriptor: descriptor), let named = FileStatus(path: path, followingLinks: false),
                   held.inode == named.inode {
                    let text = Array("\(systemProcessID())\n".utf8)
                    _ = ftruncate(descriptor, 0)
                    _ = text.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
                    return OutputLock(descriptor: descriptor, path: path)
                }
                close(descriptor)
                continue
            }
            let holder = FileContents.read(path).flatMap { Int32(String(decoding: $0, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) }
            close(descriptor)
            if !told {
                waiting(holder)
                told = true
            }
            try stop?.checkpoint()
            guard monotonicSeconds() < deadline else { throw Failure.busy(holder: holder) }
            usleep(50_000)
        }
    }

    /// Removes the lock file and releases the lock.
    func release() {
        unlink(path)
        close(descriptor)
    }

    private static func monotonicSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
