@testable import LiftbookTemplates
import Testing

/// Each section frame of the template engine records the type of its value, so that a read as
/// another type is caught instead of reading memory as the wrong type.
struct RenderFrameTests {
    /// Writes which of Int, String and Double the frame at `depth` holds.
    static func describe(_ state: inout RenderState, depth: Int) {
        let frame = state.frames[depth]
        let kind = frame.holds(Int.self) ? "Int" : frame.holds(String.self) ? "String" : frame.holds(Double.self) ? "Double" : "?"
        state.out.append(raw: "\(depth):\(kind) ")
    }

    @Test func eachFrameRecordsTheTypeOfItsValue() {
        var state = RenderState(out: TemplateOutput())
        state.with(7) { state in
            Self.describe(&state, depth: 0)
            state.forEach(["a", "b"]) { state in
                Self.describe(&state, depth: 1)
                state.with(2.5) { state in
                    Self.describe(&state, depth: 2)
                    state.out.append(raw: "\(state.frame(2, as: Double.self).pointee) ")
                }
                state.out.append(raw: "\(state.frame(1, as: String.self).pointee) ")
            }
            state.out.append(raw: "\(state.frame(0, as: Int.self).pointee) \(state.frames.count)")
        }
        #expect(state.out.text == "0:Int 1:String 2:Double 2.5 a 1:String 2:Double 2.5 b 7 1")
        #expect(state.frames.isEmpty)
    }

    @Test func aListOfNoElementsOpensNoFrame() {
        var state = RenderState(out: TemplateOutput())
        state.forEach([Int]()) { state in state.out.append(raw: "body") }
        #expect(state.out.text == "")
        #expect(state.frames.isEmpty)
    }

    #if DEBUG
    /// A debug build stops at a read of a frame as another type (release builds do not check).
    @Test func aFrameReadAsAnotherTypeIsCaught() async {
        await #expect(processExitsWith: .failure) {
            var state = RenderState(out: TemplateOutput())
            state.with(42) { state in
                state.out.append(raw: state.frame(0, as: String.self).pointee)
            }
        }
    }
    #endif
}
