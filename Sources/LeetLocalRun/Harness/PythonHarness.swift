/// The Python 3 program that runs a solution on one case: LeetCode's imports and node classes,
/// the user's code unchanged, then a main that reads the case and writes the answer to fd 3.
enum PythonHarness {
  /// The program for `code` called as `signature` describes.
  static func source(code: String, signature: LocalSignature) -> String {
    prelude + "\n" + code + "\n\n" + support + main(signature)
  }

  /// The imports LeetCode's Python 3 has, and its ListNode and TreeNode.
  static let prelude = """
    from typing import *
    if True: import collections, heapq, math, bisect, itertools, functools, string, re, random, operator, sys, json, os
    from collections import *
    from heapq import *
    from math import *
    from functools import *
    from itertools import *
    from bisect import *
    sys.setrecursionlimit(100000)

    class ListNode:
        def __init__(self, val=0, next=None):
            self.val = val
            self.next = next

    class TreeNode:
        def __init__(self, val=0, left=None, right=None):
            self.val = val
            self.left = left
            self.right = right

    """

  /// Reading and writing values.
  static let support = """
    def _lv_list(v):
        head = cur = ListNode()
        for x in v:
            cur.next = ListNode(x)
            cur = cur.next
        return head.next

    def _lv_tree(v):
        if not v or v[0] is None:
            return None
        root = TreeNode(v[0])
        queue = collections.deque([root])
        i = 1
        while queue and i < len(v):
            node = queue.popleft()
            if i < len(v) and v[i] is not None:
                node.left = TreeNode(v[i]); queue.append(node.left)
            i += 1
            if i < len(v) and v[i] is not None:
                node.right = TreeNode(v[i]); queue.append(node.right)
            i += 1
        return root

    def _lv_in(v, t):
        if t == "ListNode": return _lv_list(v)
        if t == "TreeNode": return _lv_tree(v)
        if t == "double": return float(v)
        if isinstance(t, list): return [_lv_in(x, t[0]) for x in v]
        return v

    def _lv_out(v, t):
        if t == "ListNode":
            out = []
            steps = 0
            while v is not None and steps < 1000000:
                out.append(v.val); v = v.next; steps += 1
            return out
        if t == "TreeNode":
            out = []
            queue = collections.deque([v])
            while queue:
                node = queue.popleft()
                if node is None:
                    out.append(None); continue
                out.append(node.val); queue.append(node.left); queue.append(node.right)
            while out and out[-1] is None: out.pop()
            return out
        if isinstance(t, list) and v is not None: return [_lv_out(x, t[0]) for x in v]
        return v

    def _lv_text(v, t):
        if v is None: return "null"
        if t == "double" or isinstance(v, float): return "%.5f" % v
        if isinstance(v, bool): return "true" if v else "false"
        if isinstance(v, str): return json.dumps(v, ensure_ascii=False)
        if isinstance(v, (list, tuple)):
            inner = t[0] if isinstance(t, list) else None
            return "[" + ",".join(_lv_text(x, inner) for x in v) + "]"
        return str(v)

    def _lv_answer(text):
        with os.fdopen(3, "w") as f:
            f.write(text + "\\n")

    _lv_lines = [line for line in sys.stdin.read().split("\\n") if line.strip()]

    """

  /// The call: the method on `Solution`, or the design class call by call.
  static func main(_ signature: LocalSignature) -> String {
    switch signature {
    case .function(let method):
      let args = method.parameters.enumerated().map { index, parameter in
        "_lv_in(json.loads(_lv_lines[\(index)]), \(parameter.type.harnessLiteral))"
      }
      var text = "_lv_args = [\(args.joined(separator: ", "))]\n"
      text += "_lv_result = Solution().\(method.name)(*_lv_args)\n"
      if method.returns == .void, let index = method.answerParameter {
        text += "_lv_result = _lv_args[\(index)]\n"
      }
      text +=
        "_lv_answer(_lv_text(_lv_out(_lv_result, \(method.answerType.harnessLiteral)), \(method.answerType.harnessLiteral)))\n"
      return text
    case .design(let className, let constructor, let methods):
      var text = "_lv_types = {\n"
      for method in methods {
        let params = method.parameters.map { $0.type.harnessLiteral }.joined(separator: ", ")
        text += "    \(pyString(method.name.text)): ([\(params)], \(method.returns.harnessLiteral)),\n"
      }
      let params = constructor.map { $0.type.harnessLiteral }.joined(separator: ", ")
      text += "}\n_lv_ctor = [\(params)]\n"
      text += """
        _lv_names = json.loads(_lv_lines[0]); _lv_values = json.loads(_lv_lines[1])
        _lv_out_all = []
        _lv_obj = None
        for _lv_name, _lv_vals in zip(_lv_names, _lv_values):
            if _lv_obj is None:
                _lv_obj = \(className)(*[_lv_in(x, t) for x, t in zip(_lv_vals, _lv_ctor)])
                _lv_out_all.append("null")
                continue
            _lv_ps, _lv_rt = _lv_types[_lv_name]
            _lv_r = getattr(_lv_obj, _lv_name)(*[_lv_in(x, t) for x, t in zip(_lv_vals, _lv_ps)])
            _lv_out_all.append("null" if _lv_rt == "void" else _lv_text(_lv_out(_lv_r, _lv_rt), _lv_rt))
        _lv_answer("[" + ",".join(_lv_out_all) + "]")

        """
      return text
    }
  }

  /// `text` as a Python string literal.
  static func pyString(_ text: String) -> String {
    "\"" + LocalValue.escaped(text) + "\""
  }
}
