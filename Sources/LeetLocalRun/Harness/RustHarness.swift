/// The Rust program that runs a solution on one case: `struct Solution`, ListNode and TreeNode
/// as LeetCode defines them, a small reader and writer of LeetCode's values, then a module with
/// the user's code unchanged (its own `use` lines shadow the harness's) and the call that reads the
/// case and writes the answer to fd 3.
enum RustHarness {
  /// The program for `code` called as `signature` describes.
  static func source(code: String, signature: LocalSignature) -> String {
    prelude + "\nmod user {\nuse super::*;\n" + code + "\n\n" + main(signature)
      + "}\n\nfn main() {\n    user::run();\n}\n"
  }

  /// The Rust type of a value of `type`.
  static func typeName(_ type: LocalType) -> String {
    switch type {
    case .integer: "i32"
    case .long: "i64"
    case .double: "f64"
    case .boolean: "bool"
    case .string: "String"
    case .character: "char"
    case .void: "()"
    case .listNode: "Option<Box<ListNode>>"
    case .treeNode: "Option<Rc<RefCell<TreeNode>>>"
    case .list(let element, _): "Vec<\(typeName(element))>"
    }
  }

  /// The arguments of a call, from `values` (a `Vec<J>` expression); the in-place one by `&mut`.
  static func arguments(_ parameters: [LocalSignature.Parameter], from values: String, mutable: Int? = nil)
    -> String
  {
    parameters.enumerated().map { index, parameter in
      index == mutable
        ? "&mut a\(index)" : "<\(typeName(parameter.type)) as FromJ>::from_j(&\(values)[\(index)])"
    }.joined(separator: ", ")
  }

  /// The call: the method of `Solution`, or the design class call by call.
  static func main(_ signature: LocalSignature) -> String {
    var text = """
      pub fn run() {
          let mut input = String::new();
          std::io::Read::read_to_string(&mut std::io::stdin(), &mut input).unwrap();
          let lines: Vec<J> = input.lines().filter(|l| !l.trim().is_empty()).map(parse).collect();

      """
    switch signature {
    case .function(let method):
      let name = method.name.snakeCase
      if method.returns == .void, let index = method.answerParameter,
        method.parameters.indices.contains(index)
      {
        let type = typeName(method.parameters[index].type)
        text += "    let mut a\(index) = <\(type) as FromJ>::from_j(&lines[\(index)]);\n"
        text += "    Solution::\(name)(\(arguments(method.parameters, from: "lines", mutable: index)));\n"
        text += "    answer(&a\(index).to_j());\n"
      } else if method.returns == .void {
        text += "    Solution::\(name)(\(arguments(method.parameters, from: "lines")));\n"
        text += "    answer(\"null\");\n"
      } else {
        text += "    let result = Solution::\(name)(\(arguments(method.parameters, from: "lines")));\n"
        text += "    answer(&result.to_j());\n"
      }
    case .design(let className, let constructor, let methods):
      text += """
            let names = match &lines[0] { J::List(v) => v.clone(), _ => vec![] };
            let values = match &lines[1] { J::List(v) => v.clone(), _ => vec![] };
            let mut out: Vec<String> = vec!["null".to_string()];
            let first = match &values[0] { J::List(v) => v.clone(), _ => vec![] };
            let mut object = \(className)::new(\(arguments(constructor, from: "first")));
            for i in 1..names.len().min(values.len()) {
                let v = match &values[i] { J::List(v) => v.clone(), _ => vec![] };
                let name = match &names[i] { J::Str(s) => s.clone(), _ => String::new() };
                match name.as_str() {

        """
      for method in methods {
        let call = "object.\(method.name.snakeCase)(\(arguments(method.parameters, from: "v")))"
        text += "            \"\(LocalValue.escaped(method.name.text))\" => "
        text +=
          method.returns == .void
          ? "{ \(call); out.push(\"null\".to_string()); }\n" : "out.push(\(call).to_j()),\n"
      }
      text += """
                    other => panic!("unknown call {}", other),
                }
            }
            answer(&format!("[{}]", out.join(",")));

        """
    }
    return text + "}\n"
  }

  /// `#![allow(warnings)]`, the node types, `Solution`, and reading and writing values.
  static let prelude = #"""
    #![allow(warnings)]
    use std::cell::RefCell;
    use std::collections::*;
    use std::rc::Rc;

    #[derive(PartialEq, Eq, Clone, Debug)]
    pub struct ListNode {
        pub val: i32,
        pub next: Option<Box<ListNode>>,
    }
    impl ListNode {
        #[inline]
        fn new(val: i32) -> Self { ListNode { next: None, val } }
    }

    #[derive(Debug, PartialEq, Eq)]
    pub struct TreeNode {
        pub val: i32,
        pub left: Option<Rc<RefCell<TreeNode>>>,
        pub right: Option<Rc<RefCell<TreeNode>>>,
    }
    impl TreeNode {
        #[inline]
        pub fn new(val: i32) -> Self { TreeNode { val, left: None, right: None } }
    }

    pub struct Solution;

    #[derive(Clone, Debug)]
    enum J { Null, Bool(bool), Num(String), Str(String), List(Vec<J>) }

    fn parse(text: &str) -> J {
        let chars: Vec<char> = text.chars().collect();
        let mut i = 0;
        value(&chars, &mut i)
    }
    fn value(t: &[char], i: &mut usize) -> J {
        while *i < t.len() && t[*i].is_whitespace() { *i += 1; }
        if *i >= t.len() { return J::Null; }
        match t[*i] {
            '[' => {
                *i += 1;
                let mut items = vec![];
                loop {
                    while *i < t.len() && t[*i].is_whitespace() { *i += 1; }
                    if *i >= t.len() { break; }
                    if t[*i] == ']' { *i += 1; break; }
                    if t[*i] == ',' { *i += 1; continue; }
                    items.push(value(t, i));
                }
                J::List(items)
            }
            '"' => {
                *i += 1;
                let mut s = String::new();
                while *i < t.len() && t[*i] != '"' {
                    if t[*i] == '\\' && *i + 1 < t.len() {
                        *i += 1;
                        match t[*i] {
                            'n' => s.push('\n'),
                            't' => s.push('\t'),
                            'u' => {
                                let hex: String = t[*i + 1..(*i + 5).min(t.len())].iter().collect();
                                s.push(char::from_u32(u32::from_str_radix(&hex, 16).unwrap_or(63)).unwrap_or('?'));
                                *i += 4;
                            }
                            c => s.push(c),
                        }
                    } else {
                        s.push(t[*i]);
                    }
                    *i += 1;
                }
                *i += 1;
                J::Str(s)
            }
            't' => { *i += 4; J::Bool(true) }
            'f' => { *i += 5; J::Bool(false) }
            'n' => { *i += 4; J::Null }
            _ => {
                let mut s = String::new();
                while *i < t.len() && "+-0123456789.eE".contains(t[*i]) { s.push(t[*i]); *i += 1; }
                J::Num(s)
            }
        }
    }

    trait FromJ { fn from_j(j: &J) -> Self; }
    impl FromJ for i32 { fn from_j(j: &J) -> Self { if let J::Num(s) = j { s.parse().unwrap_or(0) } else { 0 } } }
    impl FromJ for i64 { fn from_j(j: &J) -> Self { if let J::Num(s) = j { s.parse().unwrap_or(0) } else { 0 } } }
    impl FromJ for f64 { fn from_j(j: &J) -> Self { if let J::Num(s) = j { s.parse().unwrap_or(0.0) } else { 0.0 } } }
    impl FromJ for bool { fn from_j(j: &J) -> Self { matches!(j, J::Bool(true)) } }
    impl FromJ for String { fn from_j(j: &J) -> Self { if let J::Str(s) = j { s.clone() } else { String::new() } } }
    impl FromJ for char { fn from_j(j: &J) -> Self { if let J::Str(s) = j { s.chars().next().unwrap_or('\0') } else { '\0' } } }
    impl<T: FromJ> FromJ for Vec<T> {
        fn from_j(j: &J) -> Self { if let J::List(v) = j { v.iter().map(T::from_j).collect() } else { vec![] } }
    }
    impl FromJ for Option<Box<ListNode>> {
        fn from_j(j: &J) -> Self {
            let values: Vec<i32> = Vec::from_j(j);
            let mut head = None;
            for v in values.into_iter().rev() { head = Some(Box::new(ListNode { val: v, next: head })); }
            head
        }
    }
    impl FromJ for Option<Rc<RefCell<TreeNode>>> {
        fn from_j(j: &J) -> Self {
            let items = if let J::List(v) = j { v.clone() } else { vec![] };
            let node = |x: &J| -> Option<Rc<RefCell<TreeNode>>> {
                if let J::Num(s) = x { Some(Rc::new(RefCell::new(TreeNode::new(s.parse().unwrap_or(0))))) } else { None }
            };
            let root = match items.first() { Some(x) => node(x), None => None };
            let mut queue = VecDeque::new();
            if let Some(r) = &root { queue.push_back(r.clone()); }
            let mut i = 1;
            while let Some(n) = queue.pop_front() {
                if i >= items.len() { break; }
                if let Some(l) = node(&items[i]) { n.borrow_mut().left = Some(l.clone()); queue.push_back(l); }
                i += 1;
                if i >= items.len() { break; }
                if let Some(r) = node(&items[i]) { n.borrow_mut().right = Some(r.clone()); queue.push_back(r); }
                i += 1;
            }
            root
        }
    }

    trait ToJ { fn to_j(&self) -> String; }
    impl ToJ for i32 { fn to_j(&self) -> String { self.to_string() } }
    impl ToJ for i64 { fn to_j(&self) -> String { self.to_string() } }
    impl ToJ for usize { fn to_j(&self) -> String { self.to_string() } }
    impl ToJ for f64 { fn to_j(&self) -> String { format!("{:.5}", self) } }
    impl ToJ for bool { fn to_j(&self) -> String { self.to_string() } }
    impl ToJ for () { fn to_j(&self) -> String { "null".to_string() } }
    impl ToJ for String {
        fn to_j(&self) -> String {
            let mut o = String::from("\"");
            for c in self.chars() {
                match c {
                    '"' => o.push_str("\\\""),
                    '\\' => o.push_str("\\\\"),
                    '\n' => o.push_str("\\n"),
                    c if (c as u32) < 0x20 => o.push_str(&format!("\\u{:04x}", c as u32)),
                    c => o.push(c),
                }
            }
            o.push('"');
            o
        }
    }
    impl ToJ for char { fn to_j(&self) -> String { self.to_string().to_j() } }
    impl<T: ToJ> ToJ for Vec<T> {
        fn to_j(&self) -> String { format!("[{}]", self.iter().map(|x| x.to_j()).collect::<Vec<_>>().join(",")) }
    }
    impl ToJ for Option<Box<ListNode>> {
        fn to_j(&self) -> String {
            let mut out = vec![];
            let mut node = self;
            while let Some(n) = node { out.push(n.val.to_string()); node = &n.next; if out.len() > 1000000 { break; } }
            format!("[{}]", out.join(","))
        }
    }
    impl ToJ for Option<Rc<RefCell<TreeNode>>> {
        fn to_j(&self) -> String {
            let mut out: Vec<String> = vec![];
            let mut queue = VecDeque::new();
            queue.push_back(self.clone());
            while let Some(n) = queue.pop_front() {
                match n {
                    Some(n) => {
                        let n = n.borrow();
                        out.push(n.val.to_string());
                        queue.push_back(n.left.clone());
                        queue.push_back(n.right.clone());
                    }
                    None => out.push("null".to_string()),
                }
            }
            while out.last().map(|s| s == "null").unwrap_or(false) { out.pop(); }
            format!("[{}]", out.join(","))
        }
    }

    fn answer(text: &str) {
        use std::io::Write;
        std::io::stdout().flush().ok();
        if let Ok(mut f) = std::fs::OpenOptions::new().write(true).open("/dev/fd/3") {
            let _ = f.write_all(format!("{}\n", text).as_bytes());
        }
    }

    """#
}
