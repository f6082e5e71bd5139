/// Text split at the commas that stand outside brackets and double-quoted strings: a statement's
/// `a = [1,2], s = "x,y"`, or a Python signature's `nums: List[int], k: int`.
enum TopLevelCommas {
  /// The parts of `text`, blank ones included; with `parentheses`, `(` and `)` nest as brackets
  /// do (in a signature).
  static func parts(_ text: String, parentheses: Bool) -> [String] {
    var parts: [String] = []
    var depth = 0
    var quoted = false
    var escaped = false
    var current = ""
    for character in text {
      if quoted {
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          quoted = false
        }
        current.append(character)
        continue
      }
      switch character {
      case "\"": quoted = true
      case "[": depth += 1
      case "]": depth -= 1
      case "(" where parentheses: depth += 1
      case ")" where parentheses: depth -= 1
      case "," where depth == 0:
        parts.append(current)
        current = ""
        continue
      default: break
      }
      current.append(character)
    }
    parts.append(current)
    return parts
  }
}
