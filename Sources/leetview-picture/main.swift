import Foundation
import LeetPicture
import LeetPictureClient

/// leetview's picture helper: request lines (PictureWire) on stdin, one reply each on stdout.
///
/// leetview starts it only when a page shows a picture, so the image libraries stay off its
/// start-up path.
let input = FileHandle.standardInput.readDataToEndOfFile()
let lines = String(decoding: input, as: UTF8.self).split(separator: "\n")
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
FileHandle.standardOutput.write(Data(output))
exit(0)
