(() => {
  "use strict";
  const data = JSON.parse(document.getElementById("practice-data").textContent);
  const byId = (id) => document.getElementById(id);
  const STATE = ["pruned", "cut", "unseen", "pending", "finished", "shown", "current"];
  const classes = new Map();
  const texts = new Map();
  const parts = (id) => [byId(id), byId("e_" + id), byId("p_" + id)].filter((e) => e !== null);
  let at = 0;
  let points = 0;
  let outOf = 0;
  let checked = false;
  let marked = new Set();

  function canonical(text) {
    const plain = text.trim().replace(/\u2212/g, "-").replace(/^(≤|≥|<=|>=|<|>)\s*/, "")
      .replace(/ /g, "").toLowerCase();
    const infinite = /^(\+|-)?(∞|inf|infinity)$/.exec(plain);
    if (infinite !== null) return plain.startsWith("-") ? "-∞" : "+∞";
    if (/^[+-]?[0-9]{1,30}$/.test(plain)) return BigInt(plain.replace(/^\+/, "")).toString();
    return null;
  }

  function begin() {
    // The whole tree, unfolded: a question may be about any node, and the panel
    // below takes room the page would otherwise fold the tree into.
    window.fnsearch.whole(true);
    document.body.classList.add("practising");
    for (const id of [...data.given, ...data.hidden]) {
      for (const element of parts(id)) {
        classes.set(element, element.getAttribute("class"));
        element.classList.remove(...STATE);
        element.classList.add(element.id === id ? "px-node" : "px-edge");
      }
      const node = byId(id);
      if (node === null) continue;
      if (data.hidden.includes(id)) node.classList.add("px-hidden");
      for (const text of node.querySelectorAll("text.value, text.window")) {
        texts.set(text, text.textContent);
      }
      node.addEventListener("click", () => toggle(id));
    }
    ask(0);
  }

  function question() { return data.questions[at]; }

  function ask(k) {
    at = k;
    checked = false;
    marked = new Set();
    const q = question();
    for (const e of document.querySelectorAll(".px-asked")) e.classList.remove("px-asked");
    const node = byId(q.node);
    if (node !== null) {
      node.classList.add("px-asked");
      node.scrollIntoView({block: "center", inline: "center"});
    }
    byId("px-progress").textContent = "question " + (k + 1) + " of " + data.questions.length
      + " · score " + points + " of " + outOf;
    byId("px-question").textContent = q.name + ": what is its value?";
    for (const id of ["px-value", "px-alpha", "px-beta"]) byId(id).value = "";
    const list = byId("px-children");
    list.replaceChildren();
    for (const child of q.children) {
      const button = document.createElement("button");
      button.type = "button";
      button.textContent = child.name;
      button.dataset.node = child.node;
      button.setAttribute("aria-pressed", "false");
      button.addEventListener("click", () => toggle(child.node));
      list.append(button);
    }
    byId("px-feedback").replaceChildren();
    byId("px-next").hidden = true;
    byId("px-check").disabled = false;
    byId("px-value").focus();
  }

  function toggle(id) {
    if (checked || !question().children.some((child) => child.node === id)) return;
    if (marked.has(id)) marked.delete(id); else marked.add(id);
    for (const element of parts(id)) element.classList.toggle("px-marked", marked.has(id));
    for (const button of byId("px-children").querySelectorAll("button")) {
      button.setAttribute("aria-pressed", String(marked.has(button.dataset.node)));
    }
  }

  function line(text, right) {
    const item = document.createElement("li");
    item.className = right ? "right" : "wrong";
    item.textContent = text;
    return item;
  }

  function check() {
    if (checked) { next(); return; }
    checked = true;
    const q = question();
    const typed = byId("px-value").value;
    const alpha = byId("px-alpha").value;
    const beta = byId("px-beta").value;
    const value = q.accepted.includes(canonical(typed));
    const framed = q.alpha === null || (alpha.trim() === "" && beta.trim() === "") ? null
      : canonical(alpha) === q.alpha && canonical(beta) === q.beta;
    const wrong = q.children.filter((child) => marked.has(child.node) !== child.pruned);
    const list = document.createElement("ul");
    list.append(value ? line("value " + q.answer + ": right" + (canonical(typed) === q.accepted[0]
      ? "" : " (you wrote " + typed.trim() + ", the bound a fail-hard search passes up)"), true)
      : line(q.why + ", not " + (typed.trim() || "nothing") + (q.note ? " " + q.note : ""), false));
    if (framed !== null) {
      list.append(framed ? line("window α = " + q.alpha + ", β = " + q.beta + ": right", true)
        : line("the window here is α = " + q.alpha + ", β = " + q.beta + ": " + q.windowWhy,
               false));
    }
    const pruned = q.children.filter((child) => child.pruned).map((child) => child.name);
    if (wrong.length === 0) {
      list.append(line((pruned.length ? "never looked at: " + pruned.join(", ")
        : "every child is looked at") + ": right", true));
    }
    for (const child of wrong) list.append(line(child.why, false));
    points += Number(value) + Number(wrong.length === 0) + Number(framed === true);
    outOf += 2 + Number(framed !== null);
    byId("px-feedback").replaceChildren(list);
    reveal(q);
    byId("px-check").disabled = true;
    byId("px-progress").textContent = "question " + (at + 1) + " of " + data.questions.length
      + " · score " + points + " of " + outOf;
    const more = at + 1 < data.questions.length;
    byId("px-next").hidden = !more;
    if (more) byId("px-next").focus(); else finish();
  }

  function reveal(q) {
    const node = byId(q.node);
    if (node !== null) {
      node.classList.remove("px-hidden");
      const value = node.querySelector("text.value");
      if (value !== null) value.textContent = q.answer;
      // The window of this search, which a page drawn from minimax's walk does not show.
      const framed = node.querySelector("text.window");
      if (framed !== null && q.alpha !== null) {
        framed.textContent = "α=" + q.alpha + " β=" + q.beta;
      }
    }
    for (const child of q.children) {
      for (const element of parts(child.node)) {
        element.classList.remove("px-marked");
        element.classList.toggle("px-pruned", child.pruned);
      }
      // Drawn whole, a subtree never searched is greyed down to its leaves.
      if (child.pruned) {
        const below = '[id^="' + child.node + '_"], [id^="e_' + child.node + '_"]';
        for (const element of document.querySelectorAll(below)) {
          element.classList.add("px-pruned");
        }
      }
    }
  }

  function next() {
    if (at + 1 < data.questions.length) ask(at + 1);
  }

  function finish() {
    for (const e of document.querySelectorAll(".px-asked")) e.classList.remove("px-asked");
    byId("px-score").textContent = "score: " + points + " of " + outOf
      + (points === outOf ? " — full marks" : "");
    byId("px-solution").hidden = data.whole;
    if (!data.whole) byId("px-solution").focus();
  }

  function solution() {
    window.fnsearch.whole(false);
    for (const [element, saved] of classes) {
      if (saved === null) element.removeAttribute("class");
      else element.setAttribute("class", saved);
    }
    for (const [element, saved] of texts) element.textContent = saved;
    document.body.classList.remove("practising");
    window.scrollTo(0, 0);
    if (window.fnsearch) window.fnsearch.show(0);
  }

  byId("px-form").addEventListener("submit", (event) => { event.preventDefault(); check(); });
  byId("px-next").addEventListener("click", next);
  byId("px-solution").addEventListener("click", solution);
  // The page steps with the arrow keys, Home and End: not while the student practises.
  window.addEventListener("keydown", (event) => {
    if (document.body.classList.contains("practising")
        && ["ArrowLeft", "ArrowRight", "Home", "End"].includes(event.key)) {
      event.stopPropagation();
    }
  }, true);
  // Enter checks the answer, then goes on, wherever the focus is: after a click in the
  // tree, or on a child's button (which Space toggles).
  document.addEventListener("keydown", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const child = target !== null && target.closest("#px-children") !== null;
    const tag = target === null ? "" : target.tagName;
    if (document.body.classList.contains("practising") && event.key === "Enter"
        && (child || !["INPUT", "BUTTON", "TEXTAREA", "A"].includes(tag))) {
      event.preventDefault();
      if (checked && at + 1 >= data.questions.length) return;
      check();
    }
  });
  if (data.questions.length > 0) begin();
})();
