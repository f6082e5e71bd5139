import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// Ctrl-C during `leetview submit`: once the judge has the code, the message names the
/// submission (it was submitted and will show in Submissions) before leetview exits.
///
/// The signal handler may only write bytes prepared beforehand, so the message is written into a
/// fixed buffer as soon as the id is known.
enum SubmitInterrupt {
  /// Catches SIGINT until `finish()`; `clearsLine` says whether a progress line is drawn on stderr.
  static func start(clearsLine: Bool) {
    interruptClearsLine = clearsLine
    prepare("leetview: " + sendingStopped("interrupted") + "\n")
    signal(SIGINT) { _ in
      if interruptClearsLine {
        interruptClearLine.withUTF8Buffer { _ = write(2, $0.baseAddress, $0.count) }
      }
      _ = write(2, interruptBuffer, interruptLength)
      _exit(130)
    }
    // A parent may have started leetview with signals blocked (Foundation's `Process` does), as
    // the interface's terminal guard also allows for: Ctrl-C must reach the handler.
    var wanted = sigset_t()
    sigemptyset(&wanted)
    sigaddset(&wanted, SIGINT)
    pthread_sigmask(SIG_UNBLOCK, &wanted, nil)
  }

  /// The judge took submission `id`: Ctrl-C from now on says so.
  static func submitted(id: String) {
    prepare("leetview: " + submittedStopped(id: id, "interrupted") + "\n")
  }

  /// What stopping (`how`: interrupted, quit) while the code is sent says: it may be submitted.
  static func sendingStopped(_ how: String) -> String {
    "\(how) while sending the code; it may have reached the judge: look in Submissions before "
      + "submitting again"
  }

  /// What stopping (`how`) while submission `id` is judged says: it is submitted all the same.
  static func submittedStopped(id: String, _ how: String) -> String {
    "submitted (id \(id)); the verdict could not be fetched: \(how); it will show in Submissions"
  }

  /// Ctrl-C stops leetview again as it usually does.
  static func finish() {
    signal(SIGINT, SIG_DFL)
  }

  /// Puts `message` in the buffer the handler writes; its length is nothing while the bytes
  /// change, so a signal meanwhile never writes half of two messages.
  private static func prepare(_ message: String) {
    let bytes = Array(message.utf8.prefix(interruptCapacity))
    interruptLength = 0
    bytes.withUnsafeBufferPointer { source in
      if let base = source.baseAddress { interruptBuffer.update(from: base, count: source.count) }
    }
    interruptLength = bytes.count
  }
}

private let interruptCapacity = 512
nonisolated(unsafe) private let interruptBuffer = UnsafeMutablePointer<UInt8>.allocate(
  capacity: interruptCapacity)
nonisolated(unsafe) private var interruptLength = 0
nonisolated(unsafe) private var interruptClearsLine = false
private let interruptClearLine: StaticString = "\r\u{1B}[2K"
