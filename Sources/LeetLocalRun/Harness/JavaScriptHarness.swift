/// The JavaScript (node) program that runs a solution on one case: ListNode and TreeNode as
/// LeetCode defines them, the user's code unchanged, then a main that reads the case and writes
/// the answer to fd 3.
enum JavaScriptHarness {
  /// The program for `code` called as `signature` describes.
  static func source(code: String, signature: LocalSignature) -> String {
    prelude + "\n" + code + "\n\n" + support + main(signature)
  }

  /// The call: the function, or the design class call by call.
  static func main(_ signature: LocalSignature) -> String {
    switch signature {
    case .function(let method):
      let args = method.parameters.enumerated().map { index, parameter in
        "__lvIn(JSON.parse(__lvLines[\(index)]), \(parameter.type.harnessLiteral))"
      }.joined(separator: ", ")
      var text = "const __lvArgs = [\(args)];\n"
      text += "let __lvResult = \(method.name)(...__lvArgs);\n"
      if method.returns == .void, let index = method.answerParameter {
        text += "__lvResult = __lvArgs[\(index)];\n"
      }
      let type = method.answerType.harnessLiteral
      text += "__lvAnswer(__lvText(__lvOut(__lvResult, \(type)), \(type)));\n"
      return text
    case .design(let className, let constructor, let methods):
      var text = "const __lvTypes = {\n"
      for method in methods {
        let params = method.parameters.map { $0.type.harnessLiteral }.joined(separator: ", ")
        text +=
          "  \"\(LocalValue.escaped(method.name.text))\": [[\(params)], \(method.returns.harnessLiteral)],\n"
      }
      let params = constructor.map { $0.type.harnessLiteral }.joined(separator: ", ")
      text += "};\nconst __lvCtor = [\(params)];\n"
      text += """
        const __lvNames = JSON.parse(__lvLines[0]), __lvValues = JSON.parse(__lvLines[1]);
        const __lvAll = [];
        let __lvObj = null;
        for (let i = 0; i < __lvNames.length && i < __lvValues.length; i++) {
          const v = __lvValues[i];
          if (__lvObj === null) {
            __lvObj = new \(className)(...v.map((x, k) => __lvIn(x, __lvCtor[k])));
            __lvAll.push("null");
            continue;
          }
          const [ps, rt] = __lvTypes[__lvNames[i]];
          const r = __lvObj[__lvNames[i]](...v.map((x, k) => __lvIn(x, ps[k])));
          __lvAll.push(rt === "void" ? "null" : __lvText(__lvOut(r, rt), rt));
        }
        __lvAnswer("[" + __lvAll.join(",") + "]");

        """
      return text
    }
  }

  /// ListNode and TreeNode.
  static let prelude = """
    function ListNode(val, next) {
      this.val = (val === undefined ? 0 : val);
      this.next = (next === undefined ? null : next);
    }
    function TreeNode(val, left, right) {
      this.val = (val === undefined ? 0 : val);
      this.left = (left === undefined ? null : left);
      this.right = (right === undefined ? null : right);
    }

    """

  /// Reading and writing values.
  static let support = #"""
    const __lvFs = require("fs");
    const __lvLines = __lvFs.readFileSync(0, "utf8").split("\n").filter((l) => l.trim() !== "");
    function __lvIn(v, t) {
      if (t === "ListNode") {
        const head = new ListNode(); let cur = head;
        for (const x of v || []) { cur.next = new ListNode(x); cur = cur.next; }
        return head.next;
      }
      if (t === "TreeNode") {
        if (!v || v.length === 0 || v[0] === null) return null;
        const root = new TreeNode(v[0]); const q = [root]; let i = 1, h = 0;
        while (h < q.length && i < v.length) {
          const n = q[h++];
          if (i < v.length && v[i] !== null) { n.left = new TreeNode(v[i]); q.push(n.left); }
          i++;
          if (i < v.length && v[i] !== null) { n.right = new TreeNode(v[i]); q.push(n.right); }
          i++;
        }
        return root;
      }
      if (Array.isArray(t)) return (v || []).map((x) => __lvIn(x, t[0]));
      return v;
    }
    function __lvOut(v, t) {
      if (t === "ListNode") {
        const out = []; let steps = 0;
        while (v && steps < 1000000) { out.push(v.val); v = v.next; steps++; }
        return out;
      }
      if (t === "TreeNode") {
        const out = []; const q = [v]; let h = 0;
        if (!v) return [];
        while (h < q.length) {
          const n = q[h++];
          if (!n) { out.push(null); continue; }
          out.push(n.val); q.push(n.left); q.push(n.right);
        }
        while (out.length && out[out.length - 1] === null) out.pop();
        return out;
      }
      if (Array.isArray(t) && Array.isArray(v)) return v.map((x) => __lvOut(x, t[0]));
      return v;
    }
    function __lvText(v, t) {
      if (v === null || v === undefined) return "null";
      if (t === "double" && typeof v === "number") return v.toFixed(5);
      if (Array.isArray(v)) return "[" + v.map((x) => __lvText(x, Array.isArray(t) ? t[0] : null)).join(",") + "]";
      return JSON.stringify(v);
    }
    function __lvAnswer(text) { __lvFs.writeSync(3, text + "\n"); }

    """#
}
