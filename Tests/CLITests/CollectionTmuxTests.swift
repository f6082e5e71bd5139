import Foundation
import LeetTestSupport
import Testing

/// A study plan on a real terminal (tmux) against a fake LeetCode: the plan's groups with their
/// progress, Enter opens a problem, `n` opens the plan's next unsolved one, Esc comes back.
@Suite(.serialized, .enabled(if: TmuxPane.isInstalled, TmuxPane.absentReason))
struct CollectionTmuxTests {
  /// A fake LeetCode with the plans and the plan's problems, and a tmux pane whose shell runs
  /// leetview against it.
  private static func scene() throws -> TmuxScene {
    let fake = try FakeLeetCode()
    fake.serveCollections(FakeCollections(signedIn: [], upcomingStart: Date().addingTimeInterval(86_400)))
    for (id, slug, title) in [
      ("1", "pebble-count", "Pebble Count"), ("2", "river-crossing", "River Crossing"),
      ("3", "lantern-row", "Lantern Row"), ("4", "word-fold", "Word Fold"),
    ] {
      fake.serveQuestion(slug, body: FakeFixtures.question(id: id, slug: slug, title: title))
    }
    fake.serveList(rows: [FakeFixtures.listRow(id: "1", slug: "pebble-count", title: "Pebble Count")])
    return try TmuxScene(fake: fake, name: "leetview-plan-tmux")
  }

  @Test func aPlanOpensAProblemAndNOpensTheNextUnsolvedOne() throws {
    let scene = try Self.scene()
    defer { scene.close() }
    scene.launch(["plans", "top-pebbles-150"])
    // The rows checked below are waited for too: a capture can catch a frame half drawn.
    let plan = try scene.pane.waitForScreen {
      $0[0].contains("Top Pebbles 150") && $0.joined().contains("Word Fold") && $0[1].contains("solved")
        && $0.last?.contains("Enter open") == true
    }
    #expect(plan[1].contains("0/6 solved"), "\(plan[1])")
    #expect(plan.contains { $0.contains("Arrays") && $0.contains("0/3") && $0.contains("░") })
    #expect(plan.contains { $0.contains("locked: needs LeetCode Premium") })
    #expect(plan.last?.contains("Enter open") == true, "\(plan.last ?? "")")

    // Enter opens the first problem not solved, fetched from LeetCode.
    scene.pane.send("Enter")
    _ = try scene.pane.waitForScreen { $0[0].contains("1. Pebble Count") && $0[1].contains("Description") }
    // n: the plan's next problem not yet solved.
    scene.pane.send("n")
    _ = try scene.pane.waitForScreen { $0[0].contains("2. River Crossing") }
    // Esc: back to the plan, the cursor on the problem left; Esc again quits.
    scene.pane.send("Escape")
    let back = try scene.pane.waitForScreen {
      $0[0].contains("Top Pebbles 150") && $0.contains { $0.contains("River Crossing") }
    }
    #expect(back.contains { $0.contains("River Crossing") })
    scene.pane.send("Escape")
    _ = try scene.pane.waitForScreen { $0.contains { $0.hasPrefix("rc=0") } }
    let cached = scene.setup.cache.appendingPathComponent("plans/by-slug/top-pebbles-150.json")
    #expect(FileManager.default.fileExists(atPath: cached.path))
  }

  @Test func fromTheBrowsersSidebarSectionToAPlanToAProblemAndN() throws {
    let scene = try Self.scene()
    defer { scene.close() }
    scene.launch([])
    _ = try scene.pane.waitForScreen { $0[0].contains("Problems") && $0.joined().contains("Pebble Count") }
    // The first rows are the sections: Study plans, Favourite lists, Contests; Ctrl-K goes there.
    scene.pane.send("End")
    scene.pane.send("C-k")
    scene.pane.send("Enter")
    let index = try scene.pane.waitForScreen {
      $0[0].contains("Study plans") && $0.joined().contains("Top Pebbles 150")
    }
    #expect(index[1].contains("Your plans: not signed in"), "\(index[1])")
    #expect(index.contains { $0.contains("Gold Plan") && $0.contains("Premium") })
    scene.pane.send("Down")
    scene.pane.send("Enter")
    _ = try scene.pane.waitForScreen {
      $0[0].contains("Top Pebbles 150") && $0.joined().contains("Word Fold")
    }
    scene.pane.send("Enter")
    _ = try scene.pane.waitForScreen { $0[0].contains("1. Pebble Count") }
    scene.pane.send("n")
    _ = try scene.pane.waitForScreen { $0[0].contains("2. River Crossing") }
    // Esc: the plan, the index, the list, then quit.
    scene.pane.send("Escape")
    _ = try scene.pane.waitForScreen { $0[0].contains("Top Pebbles 150") }
    scene.pane.send("Escape")
    _ = try scene.pane.waitForScreen { $0[0].contains("Study plans") }
    scene.pane.send("Escape")
    _ = try scene.pane.waitForScreen { $0[0].contains("Problems") }
    scene.pane.send("Escape")
    _ = try scene.pane.waitForScreen { $0.contains { $0.hasPrefix("rc=0") } }
    // Started again, the section counts the plans of the index cached above, before any request.
    scene.launch(["--offline"])
    let counted = try scene.pane.waitForScreen { $0[0].contains("Problems") && $0[1].contains("Study plans") }
    #expect(counted[1].range(of: "Study plans [0-9]+$", options: .regularExpression) != nil, "\(counted[1])")
  }
}
