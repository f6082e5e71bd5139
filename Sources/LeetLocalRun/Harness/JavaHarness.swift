/// The Java program (`Main.java`) that runs a solution on one case: the usual imports, ListNode
/// and TreeNode, the user's code unchanged, a small reader and writer of LeetCode's values, then
/// a main that reads the case and writes the answer to fd 3.
enum JavaHarness {
  /// The program for `code` called as `signature` describes.
  static func source(code: String, signature: LocalSignature) -> String {
    imports + "\n" + code + "\n\n" + nodes + support + main(signature) + "}\n"
  }

  /// The Java type of a value of `type`.
  static func typeName(_ type: LocalType, boxed: Bool = false) -> String {
    switch type {
    case .integer: boxed ? "Integer" : "int"
    case .long: boxed ? "Long" : "long"
    case .double: boxed ? "Double" : "double"
    case .boolean: boxed ? "Boolean" : "boolean"
    case .string: "String"
    case .character: boxed ? "Character" : "char"
    case .void: "void"
    case .listNode: "ListNode"
    case .treeNode: "TreeNode"
    case .list(let element, .array): typeName(element) + "[]"
    case .list(let element, .list): "List<\(typeName(element, boxed: true))>"
    }
  }

  /// An expression turning the parsed value `source` into a `type`; `depth` names lambdas apart.
  static func conversion(_ type: LocalType, _ source: String, depth: Int = 0) -> String {
    let item = "x\(depth)"
    switch type {
    case .integer: return "((Number) \(source)).intValue()"
    case .long: return "((Number) \(source)).longValue()"
    case .double: return "((Number) \(source)).doubleValue()"
    case .boolean: return "(Boolean) \(source)"
    case .string: return "(String) \(source)"
    case .character: return "((String) \(source)).charAt(0)"
    case .void: return "null"
    case .listNode: return "LV.list(\(source))"
    case .treeNode: return "LV.tree(\(source))"
    case .list(let element, .array):
      switch element {
      case .integer: return "LV.ints(\(source))"
      case .long: return "LV.longs(\(source))"
      case .double: return "LV.doubles(\(source))"
      case .boolean: return "LV.bools(\(source))"
      case .character: return "LV.chars(\(source))"
      default:
        return "LV.seq(\(source)).stream().map(\(item) -> \(conversion(element, item, depth: depth + 1)))"
          + ".toArray(\(typeName(element))[]::new)"
      }
    case .list(let element, .list):
      return "LV.seq(\(source)).stream().map(\(item) -> (\(typeName(element, boxed: true))) "
        + "\(conversion(element, item, depth: depth + 1))).collect(Collectors.toList())"
    }
  }

  /// `public class Main`'s main: `run` on a thread with a 64 MB stack (not `-Xss`, which every
  /// thread of the JVM would reserve), its failure printed and exit status 1.
  static let start = """
      public static void main(String[] argv) throws Exception {
        Throwable[] failure = new Throwable[1];
        Thread thread = new Thread(null, () -> {
          try { run(); } catch (Throwable t) { failure[0] = t; }
        }, "main", 64L << 20);
        thread.start();
        thread.join();
        if (failure[0] != null) {
          failure[0].printStackTrace();
          System.exit(1);
        }
      }

    """

  /// `run`: the method on `Solution`, or the design class call by call.
  static func main(_ signature: LocalSignature) -> String {
    var text =
      start + """
          static void run() throws Exception {
            List<Object> in = LV.readLines();

        """
    switch signature {
    case .function(let method):
      for (index, parameter) in method.parameters.enumerated() {
        text +=
          "    \(typeName(parameter.type)) a\(index) = \(conversion(parameter.type, "in.get(\(index))"));\n"
      }
      let args = method.parameters.indices.map { "a\($0)" }.joined(separator: ", ")
      if method.returns == .void {
        text += "    new Solution().\(method.name)(\(args));\n"
        if let index = method.answerParameter, method.parameters.indices.contains(index) {
          text += "    LV.answer(\(textCall("a\(index)", of: method.parameters[index].type)));\n"
        } else {
          text += "    LV.answer(\"null\");\n"
        }
      } else {
        text += "    LV.answer(\(textCall("new Solution().\(method.name)(\(args))", of: method.returns)));\n"
      }
    case .design(let className, let constructor, let methods):
      text += """
            List<Object> names = LV.seq(in.get(0)), values = LV.seq(in.get(1));
            StringBuilder out = new StringBuilder("[");
            \(className) obj = null;
            for (int i = 0; i < names.size() && i < values.size(); i++) {
              String name = (String) names.get(i);
              List<Object> v = LV.seq(values.get(i));
              if (i > 0) out.append(",");
              if (obj == null) {

        """
      let ctorArgs = constructor.enumerated().map { index, parameter in
        conversion(parameter.type, "v.get(\(index))")
      }.joined(separator: ", ")
      text +=
        "        obj = new \(className)(\(ctorArgs));\n        out.append(\"null\");\n        continue;\n      }\n"
      text += "      switch (name) {\n"
      for method in methods {
        let args = method.parameters.enumerated().map { index, parameter in
          conversion(parameter.type, "v.get(\(index))")
        }.joined(separator: ", ")
        text += "        case \"\(LocalValue.escaped(method.name.text))\":\n"
        if method.returns == .void {
          text +=
            "          obj.\(method.name)(\(args));\n          out.append(\"null\");\n          break;\n"
        } else {
          text +=
            "          out.append(\(textCall("obj.\(method.name)(\(args))", of: method.returns)));\n"
            + "          break;\n"
        }
      }
      text += "        default: throw new RuntimeException(\"unknown call \" + name);\n      }\n    }\n"
      text += "    LV.answer(out.append(\"]\").toString());\n"
    }
    return text + "  }\n"
  }

  /// `LV.text(expression)`, which writes an empty `ListNode` or `TreeNode` (Java's `null`) as
  /// `[]`, as LeetCode does, when `type` holds nodes.
  static func textCall(_ expression: String, of type: LocalType) -> String {
    var leaf = type
    while let element = leaf.element { leaf = element }
    return leaf == .listNode || leaf == .treeNode ? "LV.text(\(expression), true)" : "LV.text(\(expression))"
  }

  /// What LeetCode's Java imports.
  static let imports = """
    /* LeetCode's imports */ import java.util.*;
    /* */ import java.util.function.*;
    /* */ import java.util.stream.*;
    /* */ import java.math.*;
    /* */ import java.io.*;

    """

  /// ListNode and TreeNode as LeetCode defines them.
  static let nodes = """
    class ListNode {
      int val;
      ListNode next;
      ListNode() {}
      ListNode(int val) { this.val = val; }
      ListNode(int val, ListNode next) { this.val = val; this.next = next; }
    }

    class TreeNode {
      int val;
      TreeNode left;
      TreeNode right;
      TreeNode() {}
      TreeNode(int val) { this.val = val; }
      TreeNode(int val, TreeNode left, TreeNode right) { this.val = val; this.left = left; this.right = right; }
    }

    """

  /// `LV`: parse, convert, write; then the opening of `Main`.
  static let support = #"""
    class LV {
      static int at;
      static String src;
      static Object parse(String t) { src = t; at = 0; return value(); }
      static void ws() { while (at < src.length() && Character.isWhitespace(src.charAt(at))) at++; }
      static Object value() {
        ws();
        if (at >= src.length()) return null;
        char c = src.charAt(at);
        if (c == '[') {
          List<Object> list = new ArrayList<>();
          at++; ws();
          if (at < src.length() && src.charAt(at) == ']') { at++; return list; }
          while (at < src.length()) {
            list.add(value()); ws();
            if (at < src.length() && src.charAt(at) == ',') { at++; continue; }
            at++;
            break;
          }
          return list;
        }
        if (c == '"') {
          StringBuilder b = new StringBuilder();
          at++;
          while (at < src.length() && src.charAt(at) != '"') {
            char d = src.charAt(at);
            if (d == '\\' && at + 1 < src.length()) {
              at++;
              char e = src.charAt(at);
              if (e == 'n') b.append('\n'); else if (e == 't') b.append('\t');
              else if (e == 'u') { b.append((char) Integer.parseInt(src.substring(at + 1, at + 5), 16)); at += 4; }
              else b.append(e);
            } else b.append(d);
            at++;
          }
          at++;
          return b.toString();
        }
        if (c == 't') { at += 4; return Boolean.TRUE; }
        if (c == 'f') { at += 5; return Boolean.FALSE; }
        if (c == 'n') { at += 4; return null; }
        int start = at;
        while (at < src.length() && "+-0123456789.eE".indexOf(src.charAt(at)) >= 0) at++;
        String n = src.substring(start, at);
        if (n.contains(".") || n.contains("e") || n.contains("E")) return Double.parseDouble(n);
        return Long.parseLong(n);
      }
      static List<Object> readLines() throws IOException {
        BufferedReader r = new BufferedReader(new InputStreamReader(System.in, "UTF-8"));
        List<Object> out = new ArrayList<>();
        String line;
        while ((line = r.readLine()) != null) if (!line.trim().isEmpty()) out.add(parse(line));
        return out;
      }
      @SuppressWarnings("unchecked")
      static List<Object> seq(Object o) { return o == null ? new ArrayList<>() : (List<Object>) o; }
      static int[] ints(Object o) { return seq(o).stream().mapToInt(x -> ((Number) x).intValue()).toArray(); }
      static long[] longs(Object o) { return seq(o).stream().mapToLong(x -> ((Number) x).longValue()).toArray(); }
      static double[] doubles(Object o) { return seq(o).stream().mapToDouble(x -> ((Number) x).doubleValue()).toArray(); }
      static boolean[] bools(Object o) { List<Object> s = seq(o); boolean[] a = new boolean[s.size()]; for (int i = 0; i < a.length; i++) a[i] = (Boolean) s.get(i); return a; }
      static char[] chars(Object o) { List<Object> s = seq(o); char[] a = new char[s.size()]; for (int i = 0; i < a.length; i++) a[i] = ((String) s.get(i)).charAt(0); return a; }
      static ListNode list(Object o) {
        ListNode head = new ListNode(), cur = head;
        for (Object x : seq(o)) { cur.next = new ListNode(((Number) x).intValue()); cur = cur.next; }
        return head.next;
      }
      static TreeNode tree(Object o) {
        List<Object> s = seq(o);
        if (s.isEmpty() || s.get(0) == null) return null;
        TreeNode root = new TreeNode(((Number) s.get(0)).intValue());
        ArrayDeque<TreeNode> q = new ArrayDeque<>();
        q.add(root);
        int i = 1;
        while (!q.isEmpty() && i < s.size()) {
          TreeNode n = q.poll();
          if (i < s.size() && s.get(i) != null) { n.left = new TreeNode(((Number) s.get(i)).intValue()); q.add(n.left); }
          i++;
          if (i < s.size() && s.get(i) != null) { n.right = new TreeNode(((Number) s.get(i)).intValue()); q.add(n.right); }
          i++;
        }
        return root;
      }
      static String quoted(String s) {
        StringBuilder b = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
          if (c == '"') b.append("\\\""); else if (c == '\\') b.append("\\\\"); else if (c == '\n') b.append("\\n");
          else if (c < 0x20) b.append(String.format("\\u%04x", (int) c)); else b.append(c);
        }
        return b.append('"').toString();
      }
      static String text(Object v) { return text(v, false); }
      static String text(Object v, boolean nodes) {
        if (v == null) return nodes ? "[]" : "null";
        if (v instanceof Double || v instanceof Float) return String.format(Locale.ROOT, "%.5f", ((Number) v).doubleValue());
        if (v instanceof Number || v instanceof Boolean) return v.toString();
        if (v instanceof String) return quoted((String) v);
        if (v instanceof Character) return quoted(v.toString());
        if (v instanceof ListNode) {
          StringBuilder b = new StringBuilder("[");
          ListNode n = (ListNode) v;
          for (int steps = 0; n != null && steps < 1000000; n = n.next, steps++) { if (steps > 0) b.append(","); b.append(n.val); }
          return b.append("]").toString();
        }
        if (v instanceof TreeNode) {
          List<String> out = new ArrayList<>();
          ArrayDeque<Object> q = new ArrayDeque<>();
          List<TreeNode> level = new ArrayList<>();
          level.add((TreeNode) v);
          for (int i = 0; i < level.size(); i++) {
            TreeNode n = level.get(i);
            if (n == null) { out.add("null"); continue; }
            out.add(Integer.toString(n.val)); level.add(n.left); level.add(n.right);
          }
          while (!out.isEmpty() && out.get(out.size() - 1).equals("null")) out.remove(out.size() - 1);
          return "[" + String.join(",", out) + "]";
        }
        if (v.getClass().isArray()) {
          StringBuilder b = new StringBuilder("[");
          int n = java.lang.reflect.Array.getLength(v);
          for (int i = 0; i < n; i++) { if (i > 0) b.append(","); b.append(text(java.lang.reflect.Array.get(v, i), nodes)); }
          return b.append("]").toString();
        }
        if (v instanceof Iterable) {
          StringBuilder b = new StringBuilder("[");
          boolean first = true;
          for (Object x : (Iterable<?>) v) { if (!first) b.append(","); b.append(text(x, nodes)); first = false; }
          return b.append("]").toString();
        }
        return quoted(v.toString());
      }
      static void answer(String s) throws IOException {
        System.out.flush();
        try (FileOutputStream f = new FileOutputStream("/dev/fd/3")) { f.write((s + "\n").getBytes("UTF-8")); }
      }
    }

    public class Main {

    """#
}
