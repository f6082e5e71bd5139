import Foundation
import TermCore

/// The interface in a pseudo-terminal: start-up to the first frame, the tab glide, idle wake-ups,
/// and scrolling, all counted in bytes the terminal receives.
enum InterfaceBenchmark {
  static func run(cache: BenchCache, binaries: URL, printMedian: Double, runs: Int) -> [Figure] {
    let leetview = binaries.appendingPathComponent("leetview").path
    let base = ["--offline", "--cache", cache.root.path]
    var firstFrame: [Double] = []
    var glideFrames: [Double] = []
    var glideBytes: [Double] = []
    var switchBytes: [Double] = []
    var repaintBytes: [Double] = []
    var wakeups: [Double] = []
    for _ in 0..<runs {
      guard let terminal = PseudoTerminal(leetview, base + [cache.typical.id], columns: 120, rows: 40) else {
        continue
      }
      let chunks = terminal.read(quiet: 0.15)
      if let last = chunks.last {
        firstFrame.append((last.time - terminal.started) * 1000)
        repaintBytes.append(Double(chunks.reduce(0) { $0 + $1.bytes.count }))
      }
      terminal.send("\t")
      let frames = PseudoTerminal.frames(terminal.read(quiet: 0.3))
      glideFrames.append(Double(frames.count))
      switchBytes.append(Double(frames.reduce(0) { $0 + $1.count }))
      // The first frame also carries the new page; the rest move only the underline.
      let moving = frames.dropFirst()
      if !moving.isEmpty {
        glideBytes.append(Double(moving.reduce(0) { $0 + $1.count }) / Double(moving.count))
      }
      if let before = terminal.contextSwitches() {
        usleep(1_000_000)
        if let after = terminal.contextSwitches() { wakeups.append(Double(after - before)) }
      }
      terminal.finish()
    }
    var scrollBytes: [Double] = []
    if let terminal = PseudoTerminal(leetview, base + ["bench-long-page"], columns: 120, rows: 40) {
      terminal.read(quiet: 0.15)
      for _ in 0..<20 {
        terminal.send("j")
        let chunks = terminal.read(quiet: 0.05)
        scrollBytes.append(Double(chunks.reduce(0) { $0 + $1.bytes.count }))
      }
      terminal.finish()
    }
    let start = Samples(values: firstFrame)
    let frames = Samples(values: glideFrames)
    let perFrame = Samples(values: glideBytes)
    let perSwitch = Samples(values: switchBytes)
    let repaint = Samples(values: repaintBytes)
    let idle = Samples(values: wakeups)
    let scroll = Samples(values: scrollBytes)
    return [
      Figure(
        name: "start to first complete frame, 120x40 pty",
        median: Figure.format(start.median, unit: "ms"), spread: Figure.format(start.spread, unit: "ms"),
        target: "≤ 2 × print path (\(Figure.format(2 * printMedian, unit: "ms")))",
        met: start.median <= 2 * printMedian),
      Figure(
        name: "frames drawn during one tab glide",
        median: Figure.format(frames.median, unit: "frames", digits: 0),
        spread: Figure.format(frames.spread, unit: "", digits: 0), target: "≥ 8", met: frames.median >= 8),
      Figure(
        name: "bytes per glide frame (after the page change)",
        median: Figure.format(perFrame.median, unit: "B", digits: 0),
        spread: Figure.format(perFrame.spread, unit: "B", digits: 0), target: "≈ 64 (≤ 96)",
        met: perFrame.median <= 96),
      Figure(
        name: "bytes for a whole switch (full repaint \(Int(clampingFinite: repaint.median) ?? 0) B)",
        median: Figure.format(perSwitch.median, unit: "B", digits: 0),
        spread: Figure.format(perSwitch.spread, unit: "B", digits: 0), target: "≤ one full repaint",
        met: perSwitch.median <= repaint.median),
      Figure(
        name: "wake-ups per second once still",
        median: Figure.format(idle.median, unit: "/s", digits: 0),
        spread: Figure.format(idle.spread, unit: "", digits: 0), target: "0", met: idle.median == 0),
      Figure(
        name: "bytes to scroll one line of a 2,200-line page",
        median: Figure.format(scroll.median, unit: "B", digits: 0),
        spread: Figure.format(scroll.spread, unit: "B", digits: 0), target: "about one line (≤ 400 B)",
        met: scroll.median <= 400),
    ]
  }
}
