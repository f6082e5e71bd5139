import TermCore
import Testing

/// Issue 35: HOME, the XDG folders, NO_COLOR and COLORTERM are decided in one place.
@Suite struct SurroundingsTests {
  @Test func anEmptyOrRelativeHomeIsNeverUsed() {
    for home in ["", "relative/home", "~"] {
      let surroundings = Surroundings(environment: ["HOME": home], accountHome: "/home/ada")
      #expect(surroundings.home == "/home/ada", "\(home)")
      #expect(surroundings.cacheHome == "/home/ada/.cache")
      #expect(surroundings.configHome == "/home/ada/.config")
    }
    let nowhere = Surroundings(environment: ["HOME": ""], accountHome: nil)
    #expect(nowhere.home == nil && nowhere.cacheHome == nil && nowhere.configHome == nil)
    #expect(Surroundings(environment: ["HOME": "/srv/x"], accountHome: "/home/ada").home == "/srv/x")
  }

  @Test func xdgFoldersCountOnlyWhenAbsolute() {
    let given = Surroundings(
      environment: ["HOME": "/h", "XDG_CACHE_HOME": "/c", "XDG_CONFIG_HOME": "rel"], accountHome: nil)
    #expect(given.cacheHome == "/c")
    #expect(given.configHome == "/h/.config")
  }

  @Test func theStateFolderIsXdgStateHomeWhenAbsoluteElseUnderHome() {
    #expect(Surroundings(environment: ["HOME": "/h"], accountHome: nil).stateHome == "/h/.local/state")
    let given = Surroundings(environment: ["HOME": "/h", "XDG_STATE_HOME": "/s"], accountHome: nil)
    #expect(given.stateHome == "/s")
    let relative = Surroundings(environment: ["HOME": "/h", "XDG_STATE_HOME": "s"], accountHome: nil)
    #expect(relative.stateHome == "/h/.local/state")
    #expect(Surroundings(environment: ["HOME": ""], accountHome: nil).stateHome == nil)
  }

  @Test func colourIsWhatNoColorAndColortermSay() {
    #expect(Surroundings(environment: ["NO_COLOR": ""], accountHome: nil).noColor)
    #expect(!Surroundings(environment: [:], accountHome: nil).noColor)
    for value in ["truecolor", "24bit", "TrueColor"] {
      #expect(Surroundings(environment: ["COLORTERM": value], accountHome: nil).saysTrueColor)
    }
    #expect(!Surroundings(environment: ["COLORTERM": "yes"], accountHome: nil).saysTrueColor)
  }
}
