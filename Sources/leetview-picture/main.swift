import Glibc
import LeetPicture

/// `leetview-picture`, built on its own for development and tests; the package runs the same code
/// through a link to `leetview` of this name.
exit(PictureHelperMain.run())
