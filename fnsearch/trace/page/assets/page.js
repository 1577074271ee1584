"use strict";
const data = JSON.parse(document.getElementById("trace-data").textContent);
const steps = data.steps;
const total = data.totals[0];
// The page's phrases, in its language: "{0}", "{1}" stand for what is filled in.
const words = data.words[0];
const say = (name, ...parts) => words[name].replace(/\{(\d)\}/g, (_, k) => String(parts[k]));
const svg = document.getElementById("tree");
const view = document.getElementById("view");
// Room around the tree, between neighbours, below a layer, and for the edges to fan out.
const PAD = 14, GAP = 8, STUB = 8, FAN = 30;
const nodes = data.nodes;
const byId = new Map();
for (const node of nodes) {
  node.el = document.getElementById(node.id);
  node.edge = document.getElementById("e_" + node.id);
  node.label = document.getElementById("p_" + node.id);
  node.kids = [];
  node.compact = [];
  node.open = true;
  node.chosen = false;
  node.state = "";
  byId.set(node.id, node);
}
for (const node of nodes) {
  node.up = node.parent === "" ? null : byId.get(node.parent);
  node.depth = node.up === null ? 0 : node.up.depth + 1;
  if (node.up !== null) node.up.kids.push(node);
}
const root = nodes[0];
let current = 0, scale = 1, tx = 0, ty = 0, big = false;
let size = {width: 0, height: 0}, rows = [];

// A deep, narrow tree that does not fit is drawn compact (level 1): each position left
// of its shape, the window in two lines right of it, each move beside its edge, the
// subtrees side by side as close as their outlines allow, no fold toggles; if that
// is still too wide, only the root's position is drawn, the moves telling the rest
// (level 2); then the windows below the root's are written as α over β without their
// names, the root's showing which is which (level 3). A tree too big for all is folded.
const SIDE = 4, COMPACT_STUB = 4, COMPACT_FAN = 24;
// Only a binary tree: a move beside its edge stays clear of the other edges.
const levels = svg.querySelector(".node.chance") === null && nodes.length <= 200 &&
  nodes.every((node) => node.kids.length <= 2) ? [3, 2, 1, 0] : [0];
let compact = 0;

function arrange(level) {
  const on = level > 0;
  compact = level;
  svg.classList.toggle("compact", on);
  svg.classList.toggle("bare", level >= 2);
  for (const node of nodes) {
    narrow(node, on);
    const shape = node.el.querySelector(".shape").getBBox();
    const middle = shape.y + shape.height / 2;
    const sketch = node.el.querySelector(".sketch");
    if (sketch !== null) {
      if (node.sketchAt === undefined) node.sketchAt = sketch.getAttribute("transform");
      const box = sketch.getBBox();
      sketch.setAttribute("transform", on ? "translate(" +
        (shape.x - SIDE - box.x - box.width).toFixed(1) + "," +
        (middle - box.y - box.height / 2).toFixed(1) + ")" : node.sketchAt);
    }
    const window = node.el.querySelector("text.window");
    if (window !== null) {
      // What the page last wrote there (a practice page writes it once it is answered).
      if (window.querySelector("tspan") === null) node.windowText = window.textContent;
      const lines = node.windowText.split(" ");
      window.textContent = on && lines.length === 2 ? "" : node.windowText;
      if (on && lines.length === 2) {
        lines.forEach((line, index) => {
          const span = document.createElementNS(svg.namespaceURI, "tspan");
          span.setAttribute("x", (shape.x + shape.width + SIDE).toFixed(1));
          span.setAttribute("y", (middle + (index - 0.5) * 20).toFixed(1));
          span.textContent = level === 3 && node.up !== null ? line.slice(2) : line;
          window.appendChild(span);
        });
      }
    }
    const passed = node.el.querySelector("text.bound.passed");
    if (passed !== null) {
      if (node.passedAt === undefined) node.passedAt = passed.getAttribute("y");
      passed.setAttribute("y", on ? (shape.y + shape.height + 12).toFixed(1) : node.passedAt);
    }
  }
}

// A triangle as narrow as its value, measured, lets (the page draws it as wide as a
// generous estimate of its value's width).
function narrow(node, on) {
  const shape = node.el.querySelector("polygon.shape");
  if (shape === null) return;
  if (node.points === undefined) node.points = shape.getAttribute("points");
  const value = node.el.querySelector("text.value");
  const half = Number(node.points.split(" ")[1].split(",")[0]);
  const up = half < 0;
  const need = Math.max(24, (value.getComputedTextLength() / 2 + 4) / (up ? 0.62 : 0.5));
  const h = Math.min(Math.abs(half), need).toFixed(1);
  shape.setAttribute("points", !on ? node.points
    : up ? "0,0 -" + h + ",42 " + h + ",42" : "-" + h + ",0 " + h + ",0 0,42");
}

// Every drawing is measured in both arrangements, those folded away shown for the
// moment it takes.
function measure() {
  const folded = [...svg.querySelectorAll(".hidden")];
  for (const element of folded) element.classList.remove("hidden");
  const was = compact;
  for (const level of levels) {
    arrange(level);
    for (const node of nodes) {
      const box = node.el.getBBox();
      const label = node.label === null ? null : node.label.getBBox();
      if (level > 0) {
        node.compact[level] = {top: box.y, bottom: box.y + box.height, left: -box.x + SIDE / 2,
          right: box.x + box.width + SIDE / 2, label: label === null ? 0 : label.width + 4};
        continue;
      }
      node.normal = {top: box.y, bottom: box.y + box.height,
        half: Math.max(-box.x, box.x + box.width, label === null ? 0 : label.width / 2) + GAP / 2,
        labelTop: label === null ? 0 : -label.y + 3};
    }
  }
  arrange(was);
  for (const element of folded) element.classList.add("hidden");
}

// The compact tree: each subtree's outline (its leftmost and rightmost extent at each
// depth, about its root) built bottom up; each child set as close to its left
// neighbours as their outlines allow, the parent centred over its first and last.
// A move written left of its edge for the children left of the middle, else right.
function computeCompact() {
  for (const node of nodes) node.shown = true;
  for (let i = nodes.length - 1; i >= 0; i--) {
    const node = nodes[i], own = node.compact[compact];
    const index = node.up === null ? 0 : node.up.kids.indexOf(node);
    node.labelLeft = node.up !== null && index < (node.up.kids.length - 1) / 2;
    const left = node.labelLeft ? Math.max(own.left, own.label + SIDE / 2) : own.left;
    const right = node.labelLeft ? own.right : Math.max(own.right, own.label + SIDE / 2);
    let outline = [];
    const offsets = [];
    for (const kid of node.kids) {
      let offset = offsets.length === 0 ? 0 : -Infinity;
      kid.outline.forEach((edge, depth) => {
        if (depth < outline.length) offset = Math.max(offset, outline[depth][1] - edge[0]);
      });
      offsets.push(offset);
      kid.outline.forEach((edge, depth) => {
        const moved = [edge[0] + offset, edge[1] + offset];
        outline[depth] = depth < outline.length
          ? [Math.min(outline[depth][0], moved[0]), Math.max(outline[depth][1], moved[1])] : moved;
      });
    }
    const centre = offsets.length === 0 ? 0 : (offsets[0] + offsets[offsets.length - 1]) / 2;
    node.kids.forEach((kid, k) => { kid.offset = offsets[k] - centre; });
    node.outline = [[-left, right],
      ...outline.map((edge) => [edge[0] - centre, edge[1] - centre])];
    node.half = Math.max(left, right);
    node.top = own.top;
    node.bottom = own.bottom;
    node.labelTop = 0;
  }
  rows = [];
  for (const node of nodes) {
    const row = rows[node.depth] || (rows[node.depth] = {bottom: 0, label: 0, y: 0});
    row.bottom = Math.max(row.bottom, node.bottom);
  }
  const top = Math.min(0, ...nodes.filter((node) => node.depth === 1).map((n) => n.top));
  rows.forEach((row, depth) => {
    row.y = depth === 0 ? PAD - Math.min(0, root.top)
      : rows[depth - 1].y + rows[depth - 1].bottom + COMPACT_STUB + COMPACT_FAN - top;
  });
  const leftmost = Math.min(...root.outline.map((edge) => edge[0]));
  const rightmost = Math.max(...root.outline.map((edge) => edge[1]));
  root.x = PAD - leftmost;
  for (const node of nodes) for (const kid of node.kids) kid.x = node.x + kid.offset;
  const last = rows[rows.length - 1];
  size = {width: rightmost - leftmost + 2 * PAD, height: last.y + last.bottom + PAD};
}

// The tidy tree: widths bottom up, then places top down, every layer as deep as its
// deepest drawing; nothing is written to the page here.
function compute() {
  if (compact) {
    computeCompact();
    return;
  }
  for (const node of nodes) Object.assign(node, node.normal);
  for (const node of nodes) {
    node.shown = node.up === null || (node.up.shown && node.up.open);
  }
  for (let i = nodes.length - 1; i >= 0; i--) {
    const node = nodes[i];
    if (!node.shown) continue;
    const kids = node.open ? node.kids.reduce((sum, kid) => sum + kid.width, 0) : 0;
    node.width = Math.max(2 * node.half, kids);
  }
  rows = [];
  for (const node of nodes) {
    if (!node.shown) continue;
    const row = rows[node.depth] || (rows[node.depth] = {bottom: 0, label: 0, y: 0});
    row.bottom = Math.max(row.bottom, node.bottom);
    row.label = Math.max(row.label, node.labelTop);
  }
  rows.forEach((row, depth) => {
    row.y = depth === 0 ? PAD + row.label - Math.min(0, root.top)
      : rows[depth - 1].y + rows[depth - 1].bottom + STUB + FAN + row.label;
  });
  root.x = PAD + root.width / 2;
  for (const node of nodes) {
    if (!node.shown || !node.open || node.kids.length === 0) continue;
    let left = node.x - node.kids.reduce((sum, kid) => sum + kid.width, 0) / 2;
    for (const kid of node.kids) {
      kid.x = left + kid.width / 2;
      left += kid.width;
    }
  }
  const last = rows[rows.length - 1];
  size = {width: root.width + 2 * PAD, height: last.y + last.bottom + PAD};
}

function area() {
  return {width: svg.clientWidth, height: svg.clientHeight};
}

function fits() {
  const room = area();
  return size.width <= room.width && size.height <= room.height;
}

function draw() {
  for (const node of nodes) {
    const hidden = !node.shown;
    node.el.classList.toggle("hidden", hidden);
    node.el.classList.toggle("folded", node.kids.length > 0 && !node.open);
    if (node.edge !== null) node.edge.classList.toggle("hidden", hidden);
    if (node.label !== null) node.label.classList.toggle("hidden", hidden);
    if (hidden) continue;
    const row = rows[node.depth];
    const at = "translate(" + node.x.toFixed(1) + "," + row.y.toFixed(1) + ")";
    node.el.setAttribute("transform", at);
    const toggle = node.el.querySelector(".toggle text");
    if (toggle !== null) toggle.textContent = node.open ? "\u25be" : "\u25b8";
    if (node.up === null) continue;
    if (node.label !== null) {
      node.label.setAttribute("transform", !compact ? at : "translate(" +
        (node.x + (node.labelLeft ? -1 : 1) * (node.compact[compact].label / 2 + 2)).toFixed(1) + "," +
        (row.y + node.top - 8).toFixed(1) + ")");
    }
    const above = rows[node.depth - 1];
    const end = row.label > 0 ? row.y - row.label : row.y + node.top;
    node.edge.setAttribute("points", [
      [node.up.x, above.y + node.up.bottom + 1],
      [node.up.x, above.y + above.bottom + (compact ? COMPACT_STUB : STUB)],
      [node.x, end - 1]].map((p) => p[0].toFixed(1) + "," + p[1].toFixed(1)).join(" "));
  }
}

// The tree drawn at scale s, moved right by x and down by y.
function put(s, x, y) {
  scale = s;
  tx = x;
  ty = y;
  draw();
  place();
}

function place() {
  view.setAttribute("transform", "translate(" + tx.toFixed(1) + "," + ty.toFixed(1) +
    ") scale(" + scale.toFixed(4) + ")");
}

// Open, breadth first, every subtree that still lets the whole tree fit.
function fold() {
  for (const node of nodes) node.open = true;
  bestLevel();
  const needed = size.height;
  big = !fits();
  if (big) {
    for (const node of nodes) {
      node.open = false;
      node.chosen = false;
    }
    root.open = true;
    compute();
    const queue = root.kids.slice();
    while (queue.length > 0) {
      const node = queue.shift();
      if (node.kids.length === 0) continue;
      node.open = true;
      compute();
      if (fits()) queue.push(...node.kids);
      else node.open = false;
    }
    compute();
  }
  reveal(byId.get(steps[current].node));
  // A tree that fits is drawn as large as the window allows (up to twice its size).
  const room = area();
  // Beside others, at full size, as they are.
  const most = document.body.classList.contains("inset") ? 1 : 2;
  const fitted = Math.max(1, Math.min(most, room.width / size.width, room.height / size.height));
  put(big ? 1 : fitted, Math.max(0, (room.width - size.width * (big ? 1 : fitted)) / 2), 0);
  // In a notebook's frame: ask for the height the whole tree needs (the frame's own
  // height is the most it gets), so that a small tree leaves no empty room below it.
  if (window.parent !== window) {
    const height = document.getElementById("top").offsetHeight + needed + 2;
    window.parent.postMessage({fnsearch: "height", height: Math.ceil(height)}, "*");
  }
}

// The whole tree drawn the first way that fits a room of width x height (normal, then
// compact, the most compact last); else the way that draws it largest if asked to, or
// normal. Whether one fitted.
function arrangeFor(width, height, largest) {
  const tries = [0, ...levels.filter((level) => level > 0).reverse()];
  const scaled = (level) => {
    arrange(level);
    compute();
    return Math.min(width / size.width, height / size.height);
  };
  const fitting = tries.some((level) => scaled(level) >= 1);
  if (!fitting) {
    const scales = largest ? tries.map(scaled) : [1];
    arrange(tries[scales.indexOf(Math.max(...scales))]);
    compute();
  }
  return fitting;
}

function bestLevel() {
  return arrangeFor(area().width, area().height, false);
}

// Open the path to a node and the node; if the tree no longer fits, fold the subtrees off that
// path (the deepest first) that the reader did not open.
function reveal(target) {
  let opened = false;
  // The node itself opens too, so that a cut shows what it pruned.
  for (let node = target.kids.length > 0 ? target : target.up; node !== null; node = node.up) {
    if (!node.open) {
      node.open = true;
      opened = true;
    }
  }
  if (!opened) return false;
  compute();
  if (big && !fits()) {
    const path = new Set();
    for (let node = target; node !== null; node = node.up) path.add(node);
    const foldable = nodes.filter((node) => node.shown && node.open && node.kids.length > 0 &&
      !path.has(node) && !node.chosen)
      .sort((a, b) => b.depth - a.depth);
    // One, then two, four... at a time: a few layouts even in a tree of thousands.
    for (let i = 0, batch = 1; i < foldable.length; batch *= 2) {
      for (const end = Math.min(foldable.length, i + batch); i < end; i++) foldable[i].open = false;
      compute();
      if (fits()) break;
    }
  }
  return true;
}

// Move the view as little as brings the node in, with a margin, and the root with it
// when the path from the root down to the node fits the window's height.
function keepInView(node) {
  const room = area(), margin = 24;
  // A tree wholly in the window stays where it is.
  if (tx >= -1 && ty >= -1 && tx + size.width * scale <= room.width + 1 &&
      ty + size.height * scale <= room.height + 1) return;
  const row = rows[node.depth];
  const left = (node.x - node.half) * scale + tx, right = (node.x + node.half) * scale + tx;
  const top = (row.y - row.label + node.top) * scale + ty;
  const bottom = (row.y + node.bottom) * scale + ty;
  const rootTop = (rows[0].y - rows[0].label + root.top) * scale + ty;
  const dx = left < margin ? margin - left
    : right > room.width - margin ? room.width - margin - right : 0;
  const near = top < margin ? margin - top
    : bottom > room.height - margin ? room.height - margin - bottom : 0;
  const dy = bottom - rootTop <= room.height - 2 * margin && rootTop + near < margin
    ? margin - rootTop : near;
  if (dx !== 0 || dy !== 0) {
    tx += dx;
    ty += dy;
    place();
  }
}

function show(k) {
  current = Math.max(0, Math.min(steps.length - 1, k));
  const step = steps[current];
  const target = byId.get(step.node);
  if (!whole && !overview && reveal(target)) draw();
  for (const node of nodes) {
    const state = (current >= node.appears ? "s" : "u") + (current >= node.done ? "f" : "p") +
      (node === target ? "c" : "");
    if (state === node.state) continue;
    node.state = state;
    for (const element of [node.el, node.edge, node.label]) {
      if (element === null) continue;
      element.classList.toggle("unseen", state[0] === "u");
      element.classList.toggle("shown", state[0] === "s");
      element.classList.toggle("finished", state[1] === "f");
      element.classList.toggle("pending", state[1] === "p");
      element.classList.toggle("current", node === target);
    }
  }
  document.getElementById("counter").textContent = say("step", current + 1, total.steps);
  document.getElementById("leaves").textContent = say("leaves", step.leaves, total.leaves);
  // A long position is cut short to the two lines there are; the tooltip has it whole.
  document.getElementById("text").textContent =
    step.text.length > 150 ? step.text.slice(0, 149) + "\u2026" : step.text;
  // An expectation is written as a decimal; its exact fraction is in the tooltip.
  document.getElementById("text").title = step.exact || step.text;
  document.getElementById("window-line").title = step.exact || "";
  document.getElementById("window").textContent = step.window;
  document.getElementById("value").textContent = step.value;
  if (!whole && !overview) keepInView(target);
  // For a page that sets this one beside others and shows where each one is.
  dispatchEvent(new Event("fnsearch-step"));
}

// The whole tree, unfolded and scaled down to the window, as long as asked for: a
// second press, or "fit", folds it to the window again.
let overview = false;
function showOverview(on) {
  overview = on;
  document.getElementById("overview").setAttribute("aria-pressed", String(on));
  if (!on) {
    fold();
    show(current);
    return;
  }
  for (const node of nodes) node.open = true;
  const room = area();
  arrangeFor(room.width, room.height, true);
  // Scaled down, with a margin: a tree of thousands of nodes stays inside too.
  const s = Math.min(1, (room.width - 2 * PAD) / size.width, (room.height - 2 * PAD) / size.height);
  put(s, Math.max(0, (room.width - size.width * s) / 2), s < 1 ? PAD : 0);
  show(current);
}

function zoom(factor, x, y) {
  const next = Math.max(0.1, Math.min(4, scale * factor));
  tx = x - (x - tx) * next / scale;
  ty = y - (y - ty) * next / scale;
  scale = next;
  place();
}

document.getElementById("start").addEventListener("click", () => show(0));
document.getElementById("previous").addEventListener("click", () => show(current - 1));
document.getElementById("next").addEventListener("click", () => show(current + 1));
document.getElementById("end").addEventListener("click", () => show(steps.length - 1));
document.getElementById("zoom-in").addEventListener("click",
  () => zoom(1.25, area().width / 2, area().height / 2));
document.getElementById("zoom-out").addEventListener("click",
  () => zoom(0.8, area().width / 2, area().height / 2));
document.getElementById("fit").addEventListener("click", () => {
  overview = false;
  layout();
});
document.getElementById("overview").addEventListener("click", () => showOverview(!overview));
document.addEventListener("keydown", (event) => {
  const moves = {ArrowLeft: current - 1, ArrowRight: current + 1,
                 Home: 0, End: steps.length - 1};
  if (event.key in moves) {
    event.preventDefault();
    show(moves[event.key]);
  }
});
svg.addEventListener("wheel", (event) => {
  event.preventDefault();
  const box = svg.getBoundingClientRect();
  zoom(event.deltaY < 0 ? 1.15 : 1 / 1.15, event.clientX - box.left, event.clientY - box.top);
}, {passive: false});
// A press moves the tree once it has moved a few pixels; a click stays a click on
// what it hit (a node's own listeners, if a page adds any).
let drag = null;
svg.addEventListener("pointerdown", (event) => {
  const toggle = event.target.closest(".toggle");
  if (toggle !== null) {
    const node = byId.get(toggle.closest(".node").id);
    const before = node.x * scale + tx;
    node.open = !node.open;
    node.chosen = node.open;
    compute();
    draw();
    tx += before - (node.x * scale + tx);
    place();
    return;
  }
  if (whole) return;
  drag = {x: event.clientX, y: event.clientY, tx: tx, ty: ty, moving: false, id: event.pointerId};
});
svg.addEventListener("pointermove", (event) => {
  if (drag === null) return;
  const dx = event.clientX - drag.x, dy = event.clientY - drag.y;
  if (!drag.moving && Math.hypot(dx, dy) < 4) return;
  if (!drag.moving) {
    drag.moving = true;
    svg.setPointerCapture(drag.id);
    svg.classList.add("dragging");
  }
  tx = drag.tx + dx;
  ty = drag.ty + dy;
  place();
});
for (const name of ["pointerup", "pointercancel"]) {
  svg.addEventListener(name, () => {
    drag = null;
    svg.classList.remove("dragging");
  });
}
// The whole tree, for a page laid over this one that asks about any node
// (window.fnsearch.whole(true)), with no fold toggles: in the window, centred, if it
// fits there with no text under 16 pixels; else at full size, the page scrolling over
// it. false folds it to the window again.
let whole = false;
function fitWhole() {
  svg.style.width = "";
  svg.style.height = "";
  document.body.classList.remove("whole");
  bestLevel();
  const room = area();
  const most = Math.min(2, room.width / size.width, room.height / size.height);
  const fitting = most >= lowest();
  document.body.classList.toggle("whole", !fitting);
  svg.style.width = fitting ? "" : size.width + "px";
  svg.style.height = fitting ? "" : size.height + "px";
  put(fitting ? most : 1, fitting ? (room.width - size.width * most) / 2 : 0, 0);
}
// The least scale at which every text of the tree (its fold toggles aside) is still
// 16 pixels high.
function lowest() {
  const sizes = [...svg.querySelectorAll("text")]
    .filter((text) => !text.closest(".toggle") && text.textContent.trim() !== "")
    .map((text) => parseFloat(getComputedStyle(text).fontSize));
  return Math.min(1, 16 / Math.min(18, ...sizes));
}
function setWhole(on) {
  whole = on;
  document.body.classList.toggle("whole", on);
  svg.classList.toggle("open", on);
  measure();
  if (on) {
    for (const node of nodes) node.open = true;
    fitWhole();
  } else {
    svg.style.width = "";
    svg.style.height = "";
    fold();
    show(current);
  }
}
// Whether the whole tree, drawn the best way, fits a room of width x height (for a page
// that sets this one beside others, and then lays it out).
function fitsIn(width, height) {
  for (const node of nodes) node.open = true;
  return arrangeFor(width, height, false);
}
// Measure the drawings and fold to the room the tree has. A page in a frame that is
// not laid out yet (a notebook's output, an exported notebook) measures nothing: it
// lays itself out again whenever its room changes or it comes into view.
function layout() {
  measure();
  if (overview) {
    showOverview(true);
  } else if (whole) {
    fitWhole();
  } else {
    fold();
    show(current);
  }
}
let room = area();
new ResizeObserver(() => {
  const now = area();
  if (now.width === room.width && now.height === room.height) return;
  room = now;
  layout();
}).observe(svg);
new IntersectionObserver((seen) => {
  if (seen.some((entry) => entry.isIntersecting)) layout();
}).observe(svg);
if (document.fonts) document.fonts.ready.then(layout);
measure();
fold();
show(0);
window.fnsearch = {show: show, steps: steps.length, current: () => current, whole: setWhole,
  layout: layout, fitsIn: fitsIn, evaluated: (k = current) => steps[k].leaves};
