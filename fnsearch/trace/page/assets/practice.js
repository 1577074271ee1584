(() => {
  "use strict";
  const data = JSON.parse(document.getElementById("practice-data").textContent);
  const byId = (id) => document.getElementById(id);
  const parts = (id) => [byId(id), byId("e_" + id), byId("p_" + id)].filter((e) => e !== null);
  const store = "fnsearch-practice-" + data.salt;
  // The page's phrases, in its language: "{0}", "{1}" stand for what is filled in.
  const say = (name, ...parts) => data.words[name].replace(/\{(\d)\}/g, (_, k) => String(parts[k]));
  let at = 0, points = 0, outOf = 0, tries = 0, first = null, done = [];
  let marked = new Set();

  // The hashes and the sealing of fnsearch.trace.seal: an answer is checked against its
  // hash, and what the page says of a question is opened only once it is answered.
  function fnv(text) {
    let hash = 0x811c9dc5;
    for (const byte of new TextEncoder().encode(text)) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
    return hash;
  }
  const hashOf = (...parts) => fnv([data.salt, ...parts].join("|")).toString(16).padStart(8, "0");
  function unseal(blob, salt) {
    const bytes = Uint8Array.from(atob(blob), (c) => c.charCodeAt(0));
    let state = fnv(salt) || 1;
    for (let i = 0; i < bytes.length; i++) {
      state = (state ^ (state << 13)) >>> 0;
      state = (state ^ (state >>> 17)) >>> 0;
      state = (state ^ (state << 5)) >>> 0;
      bytes[i] ^= state & 255;
    }
    return new TextDecoder().decode(bytes);
  }
  const said = (q) => JSON.parse(unseal(q.sealed, data.salt + q.node));

  function canonical(text) {
    const plain = text.trim().replace(/\u2212/g, "-").replace(/^(≤|≥|<=|>=|<|>)\s*/, "")
      .replace(/ /g, "").toLowerCase();
    const infinite = /^(\+|-)?(∞|inf|infinity)$/.exec(plain);
    if (infinite !== null) return plain.startsWith("-") ? "-∞" : "+∞";
    if (/^[+-]?[0-9]{1,30}$/.test(plain)) return BigInt(plain.replace(/^\+/, "")).toString();
    return null;
  }

  function save(next) {
    try {
      localStorage.setItem(store, JSON.stringify({at: next, points: points, outOf: outOf, done: done}));
    } catch (error) { /* a frame without storage: the score lasts as long as the page */ }
  }

  function load() {
    try { return JSON.parse(localStorage.getItem(store) || "null"); } catch (error) { return null; }
  }

  function begin() {
    // The whole tree, unfolded: a question may be about any node.
    document.body.classList.add("practising");
    // The tree gets the room the panel leaves, as the panel grows and shrinks.
    const panel = document.getElementById("practice");
    new ResizeObserver(() => {
      document.body.style.paddingBottom = panel.offsetHeight + "px";
    }).observe(panel);
    document.body.style.paddingBottom = panel.offsetHeight + "px";
    window.fnsearch.whole(true);
    for (const e of document.querySelectorAll(".current")) e.classList.remove("current");
    for (const id of [...data.given, ...data.hidden]) {
      for (const element of parts(id)) element.classList.add(element.id === id ? "px-node" : "px-edge");
      const node = byId(id);
      if (node !== null) node.addEventListener("click", () => toggle(id));
    }
    const kept = load();
    if (kept !== null && Array.isArray(kept.done)) {
      ({points, outOf, done} = kept);
      for (const k of done) reveal(data.questions[k], said(data.questions[k]));
      if (done.length >= data.questions.length) { at = data.questions.length - 1; finish(); return; }
      ask(kept.at);
      return;
    }
    ask(0);
  }

  function question() { return data.questions[at]; }

  function progress() {
    byId("px-progress").textContent = say("progress", at + 1, data.questions.length, points, outOf);
  }

  function ask(k) {
    at = k;
    tries = 0;
    first = null;
    marked = new Set();
    const q = question();
    for (const e of document.querySelectorAll(".px-asked")) e.classList.remove("px-asked");
    const node = byId(q.node);
    if (node !== null) {
      node.classList.add("px-asked");
      node.scrollIntoView({block: "center", inline: "center"});
    }
    progress();
    byId("px-question").textContent = say("question", q.name);
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
    byId("px-hint-text").textContent = "";
    byId("px-next").hidden = true;
    byId("px-check").disabled = false;
    byId("px-value").focus();
  }

  function toggle(id) {
    if (tries < 0 || !question().children.some((child) => child.node === id)) return;
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

  function marks() {
    const q = question();
    const typed = canonical(byId("px-value").value);
    const alpha = byId("px-alpha").value, beta = byId("px-beta").value;
    const found = q.value.find((pair) => pair[0] === hashOf(q.node, String(typed)));
    return {
      typed: byId("px-value").value.trim(),
      value: found !== undefined,
      variant: found === undefined ? "" : found[1],
      window: q.window === null || (alpha.trim() === "" && beta.trim() === "") ? null
        : hashOf(q.node, String(canonical(alpha)), String(canonical(beta))) === q.window,
      pruned: hashOf(q.node, ...[...marked].sort()) === q.pruned,
    };
  }

  function check() {
    if (tries < 0) { next(); return; }
    tries += 1;
    const now = marks();
    first = first || now;
    const right = now.value && now.pruned && now.window !== false;
    if (!right && tries < 2) {
      const list = document.createElement("ul");
      for (const [part, ok] of [["value", now.value], ["window", now.window !== false],
                                ["children", now.pruned]]) {
        if (!ok) list.append(line(say("again", data.words[part]), false));
      }
      byId("px-feedback").replaceChildren(list);
      byId("px-hint-text").textContent = question().hint;
      return;
    }
    tries = -1;
    const q = question(), open = said(q);
    const score = (ok, before) => ok ? (before ? 2 : 1) : 0;
    points += score(now.value, first.value) + score(now.pruned, first.pruned)
      + score(now.window === true, first.window === true);
    outOf += 4 + (now.window === null ? 0 : 2);
    done.push(at);
    byId("px-feedback").replaceChildren(feedback(q, open, now));
    reveal(q, open);
    byId("px-check").disabled = true;
    progress();
    const more = at + 1 < data.questions.length;
    save(more ? at + 1 : at);
    byId("px-next").hidden = !more;
    if (more) byId("px-next").focus(); else finish();
  }

  // The same words as fnsearch.trace.practice.verdict.
  function feedback(q, open, now) {
    const list = document.createElement("ul");
    const given = canonical(now.typed);
    const other = open.lecture === open.sheet ? ""
      : now.variant === "lecture" ? say("lectureAlso", open.sheet) : say("sheetAlso", open.lecture);
    list.append(now.value ? line(say("valueRight", now.typed) + other, true)
      : given === open.lecture ? line(say("isLecture", now.typed, open.sheet), false)
      : given === open.sheet ? line(say("isSheet", now.typed, open.lecture), false)
      : line(say("wrong", open.why, now.typed || data.words.nothing)
             + (open.note ? " " + open.note : ""), false));
    if (now.window !== null) {
      list.append(now.window ? line(say("windowRight", open.alpha, open.beta), true)
        : line(say("windowWrong", open.alpha, open.beta, open.windowWhy), false));
    }
    const pruned = q.children.filter((c, k) => open.children[k].pruned).map((c) => c.name);
    if (now.pruned) {
      list.append(line(pruned.length ? say("neverRight", pruned.join(", ")) : say("allRight"), true));
    }
    for (const child of open.children) {
      if (marked.has(child.node) !== child.pruned) list.append(line(child.why, false));
    }
    return list;
  }

  function reveal(q, open) {
    const node = byId(q.node);
    if (node !== null) {
      node.classList.add("px-answered");
      const value = node.querySelector("text.value");
      if (value !== null) value.textContent = open.answer;
      const framed = node.querySelector("text.window");
      if (framed !== null && open.alpha !== null) {
        framed.textContent = "α=" + open.alpha + " β=" + open.beta;
      }
    }
    for (const child of open.children) {
      for (const element of parts(child.node)) {
        element.classList.remove("px-marked");
        element.classList.toggle("px-pruned", child.pruned);
      }
      // Drawn whole, a subtree never searched is greyed down to its leaves.
      if (child.pruned) {
        const below = '[id^="' + child.node + '_"], [id^="e_' + child.node + '_"]';
        for (const element of document.querySelectorAll(below)) element.classList.add("px-pruned");
      }
    }
  }

  function next() {
    if (at + 1 < data.questions.length) ask(at + 1);
  }

  function finish() {
    for (const e of document.querySelectorAll(".px-asked")) e.classList.remove("px-asked");
    const code = data.exercise + "-" + points + "-" + outOf + "-"
      + fnv(["fnsearch practice", data.exercise, points, outOf].join("|")).toString(16)
        .padStart(8, "0").slice(0, 4);
    progress();
    byId("px-score").textContent = say("score", points, outOf) + (points === outOf ? data.words.full : "");
    byId("px-code").textContent = code;
    byId("px-result").hidden = false;
    byId("px-check").disabled = true;
    byId("px-solution").hidden = data.solution === "";
  }

  function solution() {
    const page = new Blob([unseal(data.solution, data.salt)], {type: "text/html"});
    location.href = URL.createObjectURL(page);
  }

  function again() {
    try { localStorage.removeItem(store); } catch (error) { /* nothing kept */ }
    location.reload();
  }

  byId("px-form").addEventListener("submit", (event) => { event.preventDefault(); check(); });
  byId("px-next").addEventListener("click", next);
  byId("px-hint").addEventListener("click", () => { byId("px-hint-text").textContent = question().hint; });
  byId("px-solution").addEventListener("click", solution);
  byId("px-again").addEventListener("click", again);
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
      if (tries < 0 && at + 1 >= data.questions.length) return;
      check();
    }
  });
  if (data.questions.length > 0) begin();
})();
