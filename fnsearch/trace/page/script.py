"""The style sheet and the script of the page that steps through a search.

:data:`STYLE` draws the page for the back of a lecture hall: no text under 12 CSS
pixels, MAX and MIN nodes told apart by shape and colour, the current step's node
filled yellow, a cut in red (dotted when it pruned nothing), what a cut never
searched grey and dashed. :data:`SCRIPT` reads the page's JSON (``trace-data``) and
lays the tree out: leaves side by side in search order, each as wide as its
drawing (measured in the browser), parents centred over their children, each layer
as deep as its deepest drawing, so that no two texts meet and no edge crosses a
text (an edge leaves its node below everything the node writes, and ends above
the label of the node it goes into). A tree wider or deeper than the window is
folded to what fits, and the path to the current step opens as one steps, the
finished subtrees off that path folding again when room runs out. It leaves
``window.fnsearch`` with ``show(k)``, ``steps`` and ``current()``, and ``whole(on)``,
which lays the whole tree out at full size with the page scrolling over it (for a
page laid over this one that asks about any node), or folds it to the window again.

>>> "window.fnsearch = {" in SCRIPT, "font-size: 1" in STYLE
(True, True)
"""

from __future__ import annotations

from typing import Final

__all__ = ["SCRIPT", "STYLE"]

STYLE: Final = """
html, body { margin: 0; height: 100%; box-sizing: border-box; }
body { font-family: Helvetica, Arial, sans-serif; color: #222; font-size: 15px;
       display: flex; flex-direction: column; overflow: hidden; }
#top { display: flex; gap: 16px; padding: 6px 12px 4px; border-bottom: 1px solid #ccc;
       align-items: flex-start; }
#left { flex: 1 1 640px; min-width: 0; }
h1 { font-size: 18px; margin: 0 0 4px; white-space: nowrap; overflow: hidden;
     text-overflow: ellipsis; }
#controls button { font-size: 15px; padding: 2px 10px; margin-right: 2px; }
#controls .gap { display: inline-block; width: 12px; }
#hint { font-size: 13px; color: #555; margin-left: 6px; }
#panel { margin-top: 4px; line-height: 1.35; }
#counter, #leaves { font-weight: bold; margin-right: 14px; }
#text { font-family: Menlo, Consolas, monospace; font-size: 14px; height: 2.7em;
        overflow: hidden; }
#key { flex: none; display: grid; grid-auto-flow: column; grid-template-rows: repeat(6, 20px);
       column-gap: 14px; margin: 0; padding: 0; list-style: none; font-size: 13px; }
#key li { display: flex; align-items: center; gap: 3px; white-space: nowrap; }
#key svg { flex: none; width: 28px; height: 20px; }
#tree { flex: 1; display: block; overflow: hidden; width: 100%; min-height: 0; cursor: grab;
        touch-action: none; user-select: none; }
#tree.dragging { cursor: grabbing; }
body.whole { display: block; height: auto; overflow: auto; }
body.whole #tree { cursor: auto; }
.node text { text-anchor: middle; dominant-baseline: central; }
/* A node answers a click anywhere in its drawing, not only on its strokes and fills. */
.node { pointer-events: bounding-box; }
text.value { font-size: 15px; font-weight: bold; }
text.window { font-size: 12px; fill: #333; }
text.caption { font-size: 12px; fill: #222; }
text.bound { font-size: 14px; font-weight: bold; fill: #c00; text-anchor: start; }
.pending text.bound { visibility: hidden; }
.edge-label { font-size: 13px; fill: #1a1a1a; text-anchor: middle; font-weight: bold; }
.shape { fill: #fff; stroke: #333; stroke-width: 1.5; }
.max > .shape { fill: #dceaff; }
.min > .shape { fill: #ffe3de; }
.chance > .shape { fill: #eee; }
.table > .shape { fill: #e3f6dd; }
.board .cells { fill: #fff; stroke: #555; stroke-width: 1; }
.board .lines { stroke: #999; stroke-width: 0.8; fill: none; }
.board .x { stroke: #1d3f9a; stroke-width: 1.8; fill: none; }
.board .o { stroke: #b3261e; stroke-width: 1.8; fill: none; }
.disc.x { fill: #d62828; stroke: #7a1010; stroke-width: 0.6; }
.disc.o { fill: #f4c20d; stroke: #8a6d00; stroke-width: 0.6; }
.coin { fill: #e9b949; stroke: #7a5a00; stroke-width: 1; }
.edge { stroke: #444; stroke-width: 1.4; fill: none; }
.unseen { opacity: 0.22; }
.hidden { display: none; }
.pending text.value { visibility: hidden; }
.node.pruned.shown > .shape { stroke: #999; stroke-dasharray: 5 3; fill: #fafafa; }
.node.pruned.shown text, .edge-label.pruned.shown { fill: #888; }
.node.pruned.shown .board { opacity: 0.55; }
.edge.pruned.shown { stroke: #aaa; stroke-dasharray: 6 4; }
.node.quiet > .shape { stroke: #1f4fbf; stroke-dasharray: 6 3; }
.node.probe > .shape { stroke-dasharray: 3 3; }
.node.cut.finished > .shape { stroke: #c00; stroke-width: 3.5; }
.node.nothing.finished > .shape { stroke: #c00; stroke-width: 2.5; stroke-dasharray: 2 3; }
.node.current > .shape { fill: #ffd84d; stroke: #b36b00; stroke-width: 4; }
.toggle { cursor: pointer; }
.toggle rect { fill: #f4f4f4; stroke: #777; }
.toggle text { font-size: 16px; font-weight: bold; fill: #333; }
.folded .toggle rect { fill: #333; stroke: #333; }
.folded .toggle text { fill: #fff; }
#key .k-max, #key .k-probe, #key .k-unseen, #key .k-current { fill: #dceaff; stroke: #333; }
#key .k-min, #key .k-cut, #key .k-nothing { fill: #ffe3de; stroke: #333; }
#key .k-chance { fill: #eee; stroke: #333; }
#key .k-leaf, #key .k-quiescence, #key .k-toggle { fill: #fff; stroke: #333; }
#key .k-table { fill: #e3f6dd; stroke: #333; }
#key .k-quiescence { stroke: #1f4fbf; stroke-dasharray: 4 2; }
#key .k-probe { stroke-dasharray: 3 2; }
#key .k-unseen { opacity: 0.3; }
#key .k-current { fill: #ffd84d; stroke: #b36b00; stroke-width: 2.5; }
#key .k-cut { stroke: #c00; stroke-width: 3; }
#key .k-nothing { stroke: #c00; stroke-width: 2; stroke-dasharray: 2 2; }
#key .k-pruned { fill: #fafafa; stroke: #999; stroke-dasharray: 3 2; }
#key .k-pruned-edge { stroke: #aaa; stroke-dasharray: 3 2; }
#key .k-xmark { stroke: #1d3f9a; stroke-width: 2; fill: none; }
#key .k-omark { stroke: #b3261e; stroke-width: 2; fill: none; }
#key text { font-size: 12px; text-anchor: middle; dominant-baseline: central; }
#key .k-bound { fill: #c00; font-weight: bold; }
#key .k-text { fill: #222; font-weight: bold; }
"""
"""The page's style sheet."""

SCRIPT: Final = r"""
"use strict";
const data = JSON.parse(document.getElementById("trace-data").textContent);
const steps = data.steps;
const total = data.totals[0];
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

function measure() {
  for (const node of nodes) {
    const box = node.el.getBBox();
    node.top = box.y;
    node.bottom = box.y + box.height;
    node.half = Math.max(-box.x, box.x + box.width) + GAP / 2;
    node.labelTop = 0;
    if (node.label !== null) {
      const label = node.label.getBBox();
      node.half = Math.max(node.half, label.width / 2 + GAP / 2);
      node.labelTop = -label.y + 3;
    }
  }
}

// The tidy tree: widths bottom up, then places top down, every layer as deep as its
// deepest drawing; nothing is written to the page here.
function compute() {
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
    if (toggle !== null) toggle.textContent = node.open ? "\u2212" : "+";
    if (node.up === null) continue;
    if (node.label !== null) {
      node.label.setAttribute("transform", at);
    }
    const above = rows[node.depth - 1];
    const end = row.label > 0 ? row.y - row.label : row.y + node.top;
    node.edge.setAttribute("points", [
      [node.up.x, above.y + node.up.bottom + 1],
      [node.up.x, above.y + above.bottom + STUB],
      [node.x, end - 1]].map((p) => p[0].toFixed(1) + "," + p[1].toFixed(1)).join(" "));
  }
}

function place() {
  view.setAttribute("transform", "translate(" + tx.toFixed(1) + "," + ty.toFixed(1) +
    ") scale(" + scale.toFixed(4) + ")");
}

// Open, breadth first, every subtree that still lets the whole tree fit.
function fold() {
  for (const node of nodes) node.open = true;
  compute();
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
  scale = big ? 1 : Math.max(1, Math.min(2, room.width / size.width, room.height / size.height));
  tx = Math.max(0, (room.width - size.width * scale) / 2);
  ty = 0;
  draw();
  place();
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

// Move the view as little as brings the node in, with a margin.
function keepInView(node) {
  const room = area(), margin = 24;
  const row = rows[node.depth];
  const left = (node.x - node.half) * scale + tx, right = (node.x + node.half) * scale + tx;
  const top = (row.y - row.label + node.top) * scale + ty;
  const bottom = (row.y + node.bottom) * scale + ty;
  const dx = left < margin ? margin - left
    : right > room.width - margin ? room.width - margin - right : 0;
  const dy = top < margin ? margin - top
    : bottom > room.height - margin ? room.height - margin - bottom : 0;
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
  if (!whole && reveal(target)) draw();
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
  document.getElementById("counter").textContent =
    "step " + (current + 1) + " of " + total.steps;
  document.getElementById("leaves").textContent =
    "leaves evaluated: " + step.leaves + " of " + total.leaves;
  document.getElementById("text").textContent = step.text;
  document.getElementById("text").title = step.text;  // in full, should it not fit
  document.getElementById("window").textContent = step.window;
  document.getElementById("value").textContent = step.value;
  if (!whole) keepInView(target);
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
  fold();
  show(current);
});
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
    if (whole) {
      fitWhole();
    } else {
      tx += before - (node.x * scale + tx);
      place();
    }
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
// The whole tree at full size, the page scrolling over it, for a page laid over
// this one that asks about any node (window.fnsearch.whole(true)); false folds
// it to the window again.
let whole = false;
function fitWhole() {
  scale = 1;
  tx = 0;
  ty = 0;
  svg.style.width = size.width + "px";
  svg.style.height = size.height + "px";
  place();
}
function setWhole(on) {
  whole = on;
  document.body.classList.toggle("whole", on);
  if (on) {
    for (const node of nodes) node.open = true;
    compute();
    draw();
    fitWhole();
  } else {
    svg.style.width = "";
    svg.style.height = "";
    fold();
    show(current);
  }
}
// Fold again to the room the tree has whenever it changes: the window, or a page
// that shows this one in a frame or puts something of its own beside the tree.
let room = area();
new ResizeObserver(() => {
  if (whole) return;
  const now = area();
  if (now.width === room.width && now.height === room.height) return;
  room = now;
  fold();
  show(current);
}).observe(svg);
measure();
fold();
show(0);
window.fnsearch = {show: show, steps: steps.length, current: () => current, whole: setWhole};
"""
"""The page's script: the layout, the folds, the view, and stepping through the search."""
