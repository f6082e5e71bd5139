/// How one language family writes comments, strings and keywords, for `SyntaxHighlighter`.
struct SyntaxRules: Sendable {
  var keywords: Set<String>
  /// SQL: keywords in any case.
  var caseInsensitive = false
  var lineComments: [[Unicode.Scalar]] = [["/", "/"]]
  var blockComment: (open: [Unicode.Scalar], close: [Unicode.Scalar])? = (["/", "*"], ["*", "/"])
  var quotes: Set<Unicode.Scalar> = ["\"", "'"]
  var multilineQuotes: [[Unicode.Scalar]] = []
  /// `'` is a string only when it closes within a few characters (Rust lifetimes).
  var shortCharQuotes = false
  /// `#include` and friends at the start of a line.
  var preprocessor = false

  /// The rules for a code block's language name (its fence info), or nil when unknown.
  static func rules(for language: String) -> SyntaxRules? {
    switch language.lowercased() {
    case "python", "python3", "python2", "py": return python
    case "cpp", "c++", "cc", "cxx", "hpp", "c", "h": return cpp
    case "java": return java
    case "go", "golang": return go
    case "javascript", "js", "jsx", "node", "typescript", "ts", "tsx": return javascript
    case "rust", "rs": return rust
    case "swift": return swift
    case "csharp", "cs", "c#": return csharp
    case "sql", "mysql", "postgresql", "postgres", "pgsql", "mssql", "tsql", "oraclesql",
      "sqlite", "plsql":
      return sql
    default: return nil
    }
  }

  private static func words(_ text: String) -> Set<String> {
    Set(text.split(separator: " ").map(String.init))
  }

  static let python = SyntaxRules(
    keywords: words(
      "False None True and as assert async await break class continue def del elif else "
        + "except finally for from global if import in is lambda nonlocal not or pass raise "
        + "return try while with yield match case self"),
    lineComments: [["#"]], blockComment: nil,
    multilineQuotes: [["\"", "\"", "\""], ["'", "'", "'"]])

  static let cpp = SyntaxRules(
    keywords: words(
      "alignas auto bool break case catch char class const constexpr continue default "
        + "delete do double else enum explicit extern false float for friend goto if inline "
        + "int long mutable namespace new noexcept nullptr operator private protected public "
        + "register return short signed sizeof static static_cast struct switch template "
        + "this throw true try typedef typename union unsigned using virtual void volatile "
        + "while override final NULL"),
    preprocessor: true)

  static let java = SyntaxRules(
    keywords: words(
      "abstract assert boolean break byte case catch char class const continue default do "
        + "double else enum extends final finally float for goto if implements import "
        + "instanceof int interface long native new null package private protected public "
        + "return short static strictfp super switch synchronized this throw throws "
        + "transient true false try void volatile while var record yield"),
    multilineQuotes: [["\"", "\"", "\""]])

  static let go = SyntaxRules(
    keywords: words(
      "break case chan const continue default defer else fallthrough for func go goto if "
        + "import interface map package range return select struct switch type var nil "
        + "true false iota"),
    multilineQuotes: [["`"]])

  static let javascript = SyntaxRules(
    keywords: words(
      "break case catch class const continue debugger default delete do else export "
        + "extends false finally for function if import in instanceof let new null return "
        + "super switch this throw true try typeof var void while with yield async await of "
        + "undefined interface type enum implements private public protected readonly "
        + "abstract as declare namespace keyof number string boolean any unknown never"),
    multilineQuotes: [["`"]])

  static let rust = SyntaxRules(
    keywords: words(
      "as async await break const continue crate dyn else enum extern false fn for if impl "
        + "in let loop match mod move mut pub ref return self Self static struct super "
        + "trait true type unsafe use where while"),
    shortCharQuotes: true)

  static let swift = SyntaxRules(
    keywords: words(
      "associatedtype class deinit enum extension fileprivate func import init inout "
        + "internal let open operator private protocol public rethrows static struct "
        + "subscript typealias var break case continue default defer do else fallthrough "
        + "for guard if in repeat return switch where while as catch false is nil self Self "
        + "super throw throws true try async await some any mutating override final lazy "
        + "weak"),
    quotes: ["\""], multilineQuotes: [["\"", "\"", "\""]])

  static let csharp = SyntaxRules(
    keywords: words(
      "abstract as base bool break byte case catch char checked class const continue "
        + "decimal default delegate do double else enum event explicit extern false finally "
        + "fixed float for foreach goto if implicit in int interface internal is lock long "
        + "namespace new null object operator out override params private protected public "
        + "readonly ref return sbyte sealed short sizeof stackalloc static string struct "
        + "switch this throw true try typeof uint ulong unchecked unsafe ushort using var "
        + "virtual void volatile while async await get set value yield"))

  static let sql = SyntaxRules(
    keywords: words(
      "select from where and or not in is null as join inner left right outer full cross "
        + "on group by order having limit offset distinct union all insert into values "
        + "update set delete create table drop alter with case when then else end exists "
        + "between like asc desc count sum avg min max over partition rank dense_rank "
        + "row_number if ifnull coalesce round cast interval lag lead recursive"),
    caseInsensitive: true, lineComments: [["-", "-"]])
}
