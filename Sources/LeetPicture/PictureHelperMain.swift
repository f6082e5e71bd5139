import FoundationEssentials
import LeetPictureClient
import TermCore

/// What `leetview-picture` does: request lines (PictureWire) on stdin, one reply each on stdout.
///
/// leetview starts it only when a page shows a picture, so the image libraries stay off its
/// start-up path.
public enum PictureHelperMain {
  /// Runs the helper on this process's stdin and stdout; the exit status.
  public static func run() -> Int32 {
    let lines = String(decoding: StandardStream.inputToEnd(), as: UTF8.self).split(separator: "\n")
    var output = PictureWire.magic
    for line in lines {
      let outcome: Result<PictureCells, PictureFailure> =
        if let request = PictureWire.decodeRequest(line) {
          PictureDrawer.draw(request)
        } else {
          .failure(PictureFailure(.unreadable, "malformed request"))
        }
      PictureWire.append(outcome, to: &output)
    }
    StandardStream.output(Data(output))
    return 0
  }
}
