/// The tables behind `LaTeXText`: symbols, operator names, wrappers and escapes.
enum LaTeXSymbols {
  /// Commands that stand for one symbol.
  static let symbols: [String: String] = [
    // Relations
    "le": "≤", "leq": "≤", "leqslant": "≤", "ge": "≥", "geq": "≥", "geqslant": "≥",
    "ne": "≠", "neq": "≠", "lt": "<", "gt": ">", "approx": "≈", "equiv": "≡", "sim": "∼",
    "simeq": "≃", "cong": "≅", "propto": "∝", "ll": "≪", "gg": "≫", "prec": "≺", "succ": "≻",
    "in": "∈", "notin": "∉", "ni": "∋", "subset": "⊂", "subseteq": "⊆", "supset": "⊃",
    "supseteq": "⊇", "mid": "|", "nmid": "∤", "parallel": "∥", "perp": "⊥", "models": "⊨",
    "vdash": "⊢", "leftarrow": "←", "gets": "←", "rightarrow": "→", "to": "→",
    "Leftarrow": "⇐", "Rightarrow": "⇒", "implies": "⇒", "impliedby": "⇐",
    "leftrightarrow": "↔", "Leftrightarrow": "⇔", "iff": "⇔", "longrightarrow": "⟶",
    "longleftarrow": "⟵", "Longrightarrow": "⟹", "mapsto": "↦", "uparrow": "↑",
    "downarrow": "↓", "updownarrow": "↕",
    // Operators
    "times": "×", "cdot": "·", "div": "÷", "pm": "±", "mp": "∓", "ast": "∗", "star": "⋆",
    "circ": "∘", "bullet": "•", "oplus": "⊕", "ominus": "⊖", "otimes": "⊗", "odot": "⊙",
    "cup": "∪", "cap": "∩", "setminus": "∖", "backslash": "∖", "wedge": "∧", "land": "∧",
    "vee": "∨", "lor": "∨", "neg": "¬", "lnot": "¬", "sum": "∑", "prod": "∏",
    "coprod": "∐", "int": "∫", "oint": "∮", "bigcup": "⋃", "bigcap": "⋂", "bigoplus": "⨁",
    "bigwedge": "⋀", "bigvee": "⋁", "partial": "∂", "nabla": "∇", "forall": "∀",
    "exists": "∃", "nexists": "∄", "emptyset": "∅", "varnothing": "∅", "infty": "∞",
    "angle": "∠", "triangle": "△", "square": "□", "Box": "□", "diamond": "◇", "top": "⊤",
    "bot": "⊥", "prime": "′", "degree": "°", "ell": "ℓ", "hbar": "ℏ", "Re": "ℜ", "Im": "ℑ",
    "aleph": "ℵ", "dagger": "†", "checkmark": "✓",
    // Dots and delimiters
    "cdots": "⋯", "ldots": "…", "dots": "…", "dotsc": "…", "dotsb": "⋯", "vdots": "⋮",
    "ddots": "⋱", "lfloor": "⌊", "rfloor": "⌋", "lceil": "⌈", "rceil": "⌉", "langle": "⟨",
    "rangle": "⟩", "lvert": "|", "rvert": "|", "vert": "|", "lVert": "‖", "rVert": "‖",
    "Vert": "‖", "lbrace": "{", "rbrace": "}", "lbrack": "[", "rbrack": "]",
    // Greek
    "alpha": "α", "beta": "β", "gamma": "γ", "delta": "δ", "epsilon": "ε", "varepsilon": "ε",
    "zeta": "ζ", "eta": "η", "theta": "θ", "vartheta": "ϑ", "iota": "ι", "kappa": "κ",
    "lambda": "λ", "mu": "μ", "nu": "ν", "xi": "ξ", "omicron": "ο", "pi": "π", "varpi": "ϖ",
    "rho": "ρ", "varrho": "ϱ", "sigma": "σ", "varsigma": "ς", "tau": "τ", "upsilon": "υ",
    "phi": "φ", "varphi": "φ", "chi": "χ", "psi": "ψ", "omega": "ω", "Gamma": "Γ",
    "Delta": "Δ", "Theta": "Θ", "Lambda": "Λ", "Xi": "Ξ", "Pi": "Π", "Sigma": "Σ",
    "Upsilon": "Υ", "Phi": "Φ", "Psi": "Ψ", "Omega": "Ω",
    // Spacing
    "quad": " ", "qquad": " ", "enspace": " ", "thinspace": " ", "space": " ",
  ]

  /// Operator names written as words (`\log n` → `log n`).
  static let operators: Set<String> = [
    "log", "ln", "lg", "exp", "min", "max", "sin", "cos", "tan", "cot", "sec", "csc",
    "arcsin", "arccos", "arctan", "sinh", "cosh", "tanh", "gcd", "lcm", "deg", "det", "dim",
    "ker", "lim", "liminf", "limsup", "sup", "inf", "arg", "argmin", "argmax", "Pr", "hom",
  ]

  /// Commands whose one argument is shown as it is (`\textit{nums}` → `nums`).
  static let wrappers: Set<String> = [
    "text", "textit", "textbf", "textrm", "texttt", "textsf", "textnormal", "textup", "emph",
    "mathrm", "mathit", "mathbf", "mathsf", "mathtt", "mathcal", "mathscr", "mathfrak",
    "mathnormal", "operatorname", "boldsymbol", "bm", "mbox", "hbox", "fbox", "boxed",
    "underline", "overline", "hat", "widehat", "bar", "vec", "tilde", "widetilde", "dot",
    "ddot", "check", "breve", "acute", "grave", "overrightarrow", "overleftarrow",
    "underbrace", "overbrace", "pmb", "phantom", "mathop", "mathrel", "mathbin", "mathord",
  ]

  /// Commands that show nothing.
  static let dropped: Set<String> = [
    "displaystyle", "textstyle", "scriptstyle", "scriptscriptstyle", "limits", "nolimits",
    "nonumber", "notag", "hline", "centering", "small", "large", "Large", "normalsize",
    "footnotesize", "tiny", "huge", "Huge", "rm", "it", "bf", "cal", "sf", "tt", "strut",
    "allowbreak", "relax", "hfill",
  ]

  /// Escapes of one non-letter character (`\{`, `\,`, `\\` ...).
  static let escapes: [Character: String] = [
    "{": "{", "}": "}", "%": "%", "$": "$", "&": "&", "#": "#", "_": "_", "|": "‖",
    ",": " ", ";": " ", ":": " ", " ": " ", "!": "", ">": " ", "\\": "\n", "\n": " ",
    "^": "^", "~": "~",
  ]

  /// `\not` before a relation.
  static let negations: [String: String] = [
    "=": "≠", "∈": "∉", "≤": "≰", "≥": "≱", "<": "≮", ">": "≯", "⊂": "⊄", "⊆": "⊈",
    "≡": "≢", "∼": "≁", "|": "∤", "∃": "∄",
  ]

  /// `\mathbb` letters.
  static let doubleStruck: [Character: Character] = [
    "N": "ℕ", "Z": "ℤ", "Q": "ℚ", "R": "ℝ", "C": "ℂ", "P": "ℙ", "1": "𝟙",
  ]
}
