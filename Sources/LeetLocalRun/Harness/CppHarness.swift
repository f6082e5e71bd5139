/// The C++ (g++) program that runs a solution on one case: the usual headers, ListNode and
/// TreeNode, a small reader and writer of LeetCode's values, the user's code unchanged, then a
/// main that reads the case and writes the answer to fd 3.
enum CppHarness {
  /// The program for `code` called as `signature` describes.
  static func source(code: String, signature: LocalSignature) -> String {
    prelude + "\n" + code + "\n\n" + main(signature)
  }

  /// The C++ type of a value of `type`.
  static func typeName(_ type: LocalType) -> String {
    switch type {
    case .integer: "int"
    case .long: "long long"
    case .double: "double"
    case .boolean: "bool"
    case .string: "string"
    case .character: "char"
    case .void: "void"
    case .listNode: "ListNode*"
    case .treeNode: "TreeNode*"
    case .list(let element, _): "vector<\(typeName(element))>"
    }
  }

  /// The call: the method on `Solution`, or the design class call by call.
  static func main(_ signature: LocalSignature) -> String {
    var text = """
      int main() {
        std::ios::sync_with_stdio(true);
        vector<string> lines;
        string line;
        while (getline(cin, line)) if (line.find_first_not_of(" \\t\\r") != string::npos) lines.push_back(line);

      """
    switch signature {
    case .function(let method):
      text +=
        "  if (lines.size() < \(method.parameters.count)) { cerr << \"missing input lines\" << endl; return 2; }\n"
      for (index, parameter) in method.parameters.enumerated() {
        text +=
          "  \(typeName(parameter.type)) a\(index) = lv::In<\(typeName(parameter.type))>::get(lv::parse(lines[\(index)]));\n"
      }
      let args = method.parameters.indices.map { "a\($0)" }.joined(separator: ", ")
      text += "  Solution lv_solution;\n"
      if method.returns == .void {
        text += "  lv_solution.\(method.name)(\(args));\n"
        if let index = method.answerParameter, method.parameters.indices.contains(index) {
          text += "  lv::answer(lv::text(a\(index)));\n"
        } else {
          text += "  lv::answer(\"null\");\n"
        }
      } else {
        text += "  auto lv_result = lv_solution.\(method.name)(\(args));\n"
        text += "  lv::answer(lv::text(lv_result));\n"
      }
    case .design(let className, let constructor, let methods):
      text += """
          lv::J names = lv::parse(lines.at(0)), values = lv::parse(lines.at(1));
          string out = "[";
          \(className)* lv_object = nullptr;
          for (size_t i = 0; i < names.a.size() && i < values.a.size(); i++) {
            const string& name = names.a[i].s;
            const vector<lv::J>& v = values.a[i].a;
            if (i) out += ",";
            if (!lv_object) {

        """
      let ctorArgs = constructor.enumerated().map { index, parameter in
        "lv::In<\(typeName(parameter.type))>::get(v.at(\(index)))"
      }.joined(separator: ", ")
      text +=
        "      lv_object = new \(className)(\(ctorArgs));\n      out += \"null\";\n      continue;\n    }\n"
      for method in methods {
        let args = method.parameters.enumerated().map { index, parameter in
          "lv::In<\(typeName(parameter.type))>::get(v.at(\(index)))"
        }.joined(separator: ", ")
        text += "    if (name == \"\(LocalValue.escaped(method.name.text))\") {\n"
        if method.returns == .void {
          text += "      lv_object->\(method.name)(\(args));\n      out += \"null\";\n"
        } else {
          text += "      out += lv::text(lv_object->\(method.name)(\(args)));\n"
        }
        text += "      continue;\n    }\n"
      }
      text +=
        "    cerr << \"unknown call \" << name << endl;\n    return 2;\n  }\n  lv::answer(out + \"]\");\n"
    }
    return text + "  return 0;\n}\n"
  }

  /// Headers, node types, and `lv`: parse, convert, write.
  static let prelude = #"""
    #include <bits/stdc++.h>
    #include <unistd.h>
    using namespace std;

    struct ListNode {
      int val;
      ListNode *next;
      ListNode() : val(0), next(nullptr) {}
      ListNode(int x) : val(x), next(nullptr) {}
      ListNode(int x, ListNode *next) : val(x), next(next) {}
    };

    struct TreeNode {
      int val;
      TreeNode *left;
      TreeNode *right;
      TreeNode() : val(0), left(nullptr), right(nullptr) {}
      TreeNode(int x) : val(x), left(nullptr), right(nullptr) {}
      TreeNode(int x, TreeNode *left, TreeNode *right) : val(x), left(left), right(right) {}
    };

    namespace lv {
    struct J { int k = 0; string s; vector<J> a; };  // k: 0 null, 1 bool, 2 number, 3 string, 4 list

    inline void ws(const string& t, size_t& i) { while (i < t.size() && isspace((unsigned char)t[i])) i++; }
    inline J value(const string& t, size_t& i) {
      ws(t, i);
      J j;
      if (i >= t.size()) return j;
      char c = t[i];
      if (c == '[') {
        j.k = 4; i++; ws(t, i);
        if (i < t.size() && t[i] == ']') { i++; return j; }
        while (i < t.size()) {
          j.a.push_back(value(t, i)); ws(t, i);
          if (i < t.size() && t[i] == ',') { i++; continue; }
          if (i < t.size() && t[i] == ']') { i++; break; }
          break;
        }
      } else if (c == '"') {
        j.k = 3; i++;
        while (i < t.size() && t[i] != '"') {
          if (t[i] == '\\' && i + 1 < t.size()) {
            i++;
            char e = t[i];
            if (e == 'n') j.s += '\n'; else if (e == 't') j.s += '\t'; else if (e == 'u' && i + 4 < t.size()) {
              unsigned code = stoul(t.substr(i + 1, 4), nullptr, 16); i += 4;
              if (code < 0x80) j.s += char(code);
              else if (code < 0x800) { j.s += char(0xC0 | (code >> 6)); j.s += char(0x80 | (code & 0x3F)); }
              else { j.s += char(0xE0 | (code >> 12)); j.s += char(0x80 | ((code >> 6) & 0x3F)); j.s += char(0x80 | (code & 0x3F)); }
            } else j.s += e;
          } else j.s += t[i];
          i++;
        }
        i++;
      } else if (c == 't') { j.k = 1; j.s = "true"; i += 4; }
      else if (c == 'f') { j.k = 1; j.s = "false"; i += 5; }
      else if (c == 'n') { j.k = 0; i += 4; }
      else { j.k = 2; while (i < t.size() && strchr("+-0123456789.eE", t[i])) j.s += t[i++]; }
      return j;
    }
    inline J parse(const string& t) { size_t i = 0; return value(t, i); }

    template <class T> struct In;
    template <> struct In<int> { static int get(const J& j) { return (int)stoll(j.s); } };
    template <> struct In<long long> { static long long get(const J& j) { return stoll(j.s); } };
    template <> struct In<double> { static double get(const J& j) { return stod(j.s); } };
    template <> struct In<bool> { static bool get(const J& j) { return j.s == "true"; } };
    template <> struct In<string> { static string get(const J& j) { return j.s; } };
    template <> struct In<char> { static char get(const J& j) { return j.s.empty() ? '\0' : j.s[0]; } };
    template <class T> struct In<vector<T>> {
      static vector<T> get(const J& j) { vector<T> v; for (auto& x : j.a) v.push_back(In<T>::get(x)); return v; }
    };
    template <> struct In<ListNode*> {
      static ListNode* get(const J& j) {
        ListNode head; ListNode* cur = &head;
        for (auto& x : j.a) { cur->next = new ListNode((int)stoll(x.s)); cur = cur->next; }
        return head.next;
      }
    };
    template <> struct In<TreeNode*> {
      static TreeNode* get(const J& j) {
        if (j.a.empty() || j.a[0].k == 0) return nullptr;
        TreeNode* root = new TreeNode((int)stoll(j.a[0].s));
        deque<TreeNode*> q{root};
        size_t i = 1;
        while (!q.empty() && i < j.a.size()) {
          TreeNode* n = q.front(); q.pop_front();
          if (i < j.a.size() && j.a[i].k != 0) { n->left = new TreeNode((int)stoll(j.a[i].s)); q.push_back(n->left); }
          i++;
          if (i < j.a.size() && j.a[i].k != 0) { n->right = new TreeNode((int)stoll(j.a[i].s)); q.push_back(n->right); }
          i++;
        }
        return root;
      }
    };

    inline string quoted(const string& s) {
      string o = "\"";
      for (unsigned char c : s) {
        if (c == '"') o += "\\\""; else if (c == '\\') o += "\\\\"; else if (c == '\n') o += "\\n";
        else if (c < 0x20) { char b[8]; snprintf(b, sizeof b, "\\u%04x", c); o += b; } else o += (char)c;
      }
      return o + "\"";
    }
    inline string text(int v) { return to_string(v); }
    inline string text(long v) { return to_string(v); }
    inline string text(long long v) { return to_string(v); }
    inline string text(unsigned v) { return to_string(v); }
    inline string text(unsigned long v) { return to_string(v); }
    inline string text(double v) { char b[64]; snprintf(b, sizeof b, "%.5f", v); return b; }
    inline string text(bool v) { return v ? "true" : "false"; }
    inline string text(const string& v) { return quoted(v); }
    inline string text(char v) { return quoted(string(1, v)); }
    inline string text(ListNode* n) {
      string o = "["; bool first = true; long steps = 0;
      for (; n && steps < 1000000; n = n->next, steps++) { if (!first) o += ","; o += to_string(n->val); first = false; }
      return o + "]";
    }
    inline string text(TreeNode* root) {
      vector<string> out; deque<TreeNode*> q{root};
      if (!root) return "[]";
      while (!q.empty()) {
        TreeNode* n = q.front(); q.pop_front();
        if (!n) { out.push_back("null"); continue; }
        out.push_back(to_string(n->val)); q.push_back(n->left); q.push_back(n->right);
      }
      while (!out.empty() && out.back() == "null") out.pop_back();
      string o = "[";
      for (size_t i = 0; i < out.size(); i++) { if (i) o += ","; o += out[i]; }
      return o + "]";
    }
    template <class T> string text(const vector<T>& v) {
      string o = "[";
      for (size_t i = 0; i < v.size(); i++) { if (i) o += ","; o += text((T)v[i]); }
      return o + "]";
    }
    inline void answer(const string& s) {
      cout.flush();
      string line = s + "\n";
      size_t done = 0;
      while (done < line.size()) { ssize_t n = write(3, line.data() + done, line.size() - done); if (n <= 0) break; done += n; }
    }
    }  // namespace lv

    """#
}
