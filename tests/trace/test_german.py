"""``--lang de``: every text a student or a teacher reads, in the lecture's German.

English stays the default (the other tests pin it); here each German path is read:
the hand simulation, the page and its script's phrases, the compare page, practice
(questions, explanations, marks), the class's answer key, the command line's messages,
and a German practice page answered wrong and then right in a real browser.
"""

from __future__ import annotations

import importlib.util
import json
import re
import shutil
from pathlib import Path
from typing import cast

import pytest

from fnsearch.cli.main import main
from fnsearch.cli.picture_files import write_page
from fnsearch.cli.requests import TracingRequest
from fnsearch.cli.tracing import trace_command
from fnsearch.core.config import WHITE
from fnsearch.engine.options import SearchOptions
from fnsearch.games.tree import FIGURE_5_2, TREE_CONFIG, render_tree
from fnsearch.grading.words import CHECK_DE, CHECK_EN
from fnsearch.trace.notebook import show_trace
from fnsearch.trace.page import NamedTrace, compare_page, html_page
from fnsearch.trace.page.stepping import asset
from fnsearch.trace.practice import (
    KeyExercise,
    PracticeOptions,
    exercise,
    key_page,
    practice_page,
    verdict,
)
from fnsearch.trace.run import chance_trace, trace
from fnsearch.trace.words import DE, EN, script_words, words_for
from tests.trace.by_hand import end, node_id, work

FIGURE = trace(TREE_CONFIG, FIGURE_5_2, WHITE)
GERMAN = PracticeOptions(final=TREE_CONFIG.is_final, lang=DE)


def _data(page: str, name: str) -> dict[str, object]:
    found = re.search(rf'id="{name}">(.*?)</script>', page, re.DOTALL)
    assert found is not None
    return cast(dict[str, object], json.loads(found.group(1)))


def test_every_english_phrase_german_replaces_is_in_a_template() -> None:
    # A template reworded in English would leave its German phrase unused, and the
    # page half English: each phrase must still be found.
    templates = asset("page.html") + asset("compare.html") + asset("practice.html")
    assert [english for english, _ in DE.page if english not in templates] == []
    assert len(DE.key) == len(EN.key)
    assert len(DE.columns) == len(EN.columns)


def test_every_template_has_the_same_places_in_both_languages() -> None:
    # A German phrase fills in what the English one does, no more, no less.
    for english, german in zip(EN, DE, strict=True):
        for one, other in zip(
            english if isinstance(english, tuple) else (english,),
            german if isinstance(german, tuple) else (german,),
            strict=False,
        ):
            if isinstance(one, str) and isinstance(other, str):
                # German names the cut (Alpha-Schnitt, Beta-Schnitt); English needs not.
                places = set(re.findall(r"\{\w*\}", one)) | {"{which}"}
                assert places == set(re.findall(r"\{\w*\}", other)) | {"{which}"}, (one, other)


def test_the_hand_simulation_in_german() -> None:
    found = trace_command(TracingRequest("tree", "((3,12,8),(2,4,6),(14,5,2))", lang="de"))
    lines = found.unwrap().splitlines()
    assert lines[:3] == [
        "Max-Knoten ((3,12,8),(2,4,6),(14,5,2))  α=-∞ β=+∞",
        "  Min-Knoten (3,12,8)  α=-∞ β=+∞",
        "    Blatt 3 = 3",
    ]
    assert "  Min-Knoten (2,4,6): Alpha-Schnitt bei 3 (2 ≤ α), abgeschnitten: 4, 6" in lines
    assert lines[-2:] == [
        "Max-Knoten ((3,12,8),(2,4,6),(14,5,2)) liefert 3",
        "7 von 9 Blättern ausgewertet",
    ]


def test_a_cut_at_a_max_node_is_a_beta_cut() -> None:
    found = trace_command(TracingRequest("tree", "(((5,9),(1,2)),(3,(4,8)))", lang="de"))
    assert "    Max-Knoten (4,8): Beta-Schnitt bei 3 (4 ≥ β), abgeschnitten: 8" in (
        found.unwrap().splitlines()
    )


def test_a_game_of_chance_writes_the_decimal_comma() -> None:
    text = trace_command(
        TracingRequest(
            "chancetree", "max(chance(0.9: 2, 0.1: 3), chance(0.9: 1, 0.1: 4))", lang="de"
        )
    ).unwrap()
    assert "    9/10 · 2 → Σ = 9/5 (1,8)" in text.splitlines()
    assert "Zufallsknoten" in text
    assert "(2.1)" not in text


def test_the_page_in_german() -> None:
    page = html_page(FIGURE, render_tree, "Abbildung 5.2", lang=DE)
    assert page.startswith('<!DOCTYPE html>\n<html lang="de">')
    buttons = re.findall(r'<button id="[a-z-]+" type="button"[^>]*>([^<]*)</button>', page)
    assert buttons == ["Anfang", "zurück", "weiter", "Ende", "−", "+", "einpassen", "ganzer Baum"]
    key = page.split('<ul id="key">', 1)[1].split("</ul>", 1)[0]
    assert "Max-Knoten" in key
    assert "Min-Knoten" in key
    assert "MAX node" not in key
    assert "Schranke, die ein Schnitt beweist" in key
    data = _data(page, "trace-data")
    steps = cast(list[dict[str, str]], data["steps"])
    assert steps[7]["text"] == "Blatt 2 = 2"
    assert (
        steps[8]["text"] == "Min-Knoten (2,4,6): Alpha-Schnitt bei 3 (2 ≤ α), abgeschnitten: 4, 6"
    )
    assert cast(list[dict[str, str]], data["words"])[0]["step"] == "Schritt {0} von {1}"
    assert ">gibt 3 weiter</text>" in page
    assert "passes" not in page
    # English by default: its words are the English ones.
    english = _data(html_page(FIGURE, render_tree, "Figure 5.2"), "trace-data")
    assert cast(list[dict[str, str]], english["words"])[0] == script_words(EN)


def test_the_compare_page_in_german() -> None:
    ways = tuple(
        NamedTrace(name, trace(TREE_CONFIG, FIGURE_5_2, WHITE, SearchOptions(algorithm=name)))
        for name in ("minimax", "alphabeta", "alphabeta-soft")
    )
    page = compare_page(ways, render_tree, "Abbildung 5.2", lang=DE)
    assert '<html lang="de">' in page
    assert "dieselbe Stellung auf 3 Arten durchsucht" in page
    assert "13 Knoten besucht, 9 von 9 Blättern" in page
    assert "dasselbe wie alphabeta" in page
    # Each search's own page, in its frame, is German too.
    assert page.count("&lt;html lang=&quot;de&quot;&gt;") == 3


def test_the_compare_command_names_its_searches_in_german(tmp_path: Path) -> None:
    found = trace_command(
        TracingRequest(
            "tictactoe",
            "XXO/.../O..",
            depth="2",
            compare=True,
            html=str(tmp_path / "c.html"),
            lang="de",
        )
    ).unwrap()
    assert found.splitlines() == [
        "minimax: 26 Knoten besucht, 20 von 20 Blättern ausgewertet",
        "alpha-beta: 17 Knoten besucht, 11 von 20 Blättern ausgewertet",
        "alpha-beta, sortiert: 14 Knoten besucht, 8 von 20 Blättern ausgewertet",
        "alpha-beta, sortiert, Tabelle: 14 Knoten besucht, 8 von 20 Blättern ausgewertet",
        f"geschrieben: {tmp_path / 'c.html'}",
    ]


def test_practice_questions_and_explanations_in_german() -> None:
    questions = exercise(FIGURE, render_tree, GERMAN).questions
    assert [question.name for question in questions] == [
        "Min-Knoten (3,12,8)",
        "Min-Knoten (2,4,6)",
        "Min-Knoten (14,5,2)",
        "Max-Knoten ((3,12,8),(2,4,6),(14,5,2))",
    ]
    b = questions[1]
    assert [child.name for child in b.children] == [
        "Nachfolger 1 (Blatt 2)",
        "Nachfolger 2 (Blatt 4)",
        "Nachfolger 3 (Blatt 6)",
    ]
    assert b.hint.startswith("Ein Min-Knoten nimmt den kleinsten Wert v der Nachfolger")
    assert verdict(questions[0], "12", words=DE).explanations == (
        "Der Min-Knoten nimmt den kleinsten Wert seiner Nachfolger: 3, nicht 12",
    )
    assert verdict(b, "4", alpha="-inf", marked=frozenset({"n_1_1"}), words=DE).explanations == (
        "2 ≤ α = 3, also bricht der Min-Knoten hier ab: er ist höchstens 2 wert, nicht 4"
        " (Das Fail-hard-Alpha-Beta des Aufgabenblatts gibt stattdessen 3 weiter: 3 ist auch"
        " richtig.)",
        "das Fenster hier ist α = 3, β = +∞: der Max-Knoten darüber hat schon 3; kein"
        " Min-Knoten darüber hat schon einen Wert",
        "Nachfolger 3 (Blatt 6) wird nie angesehen (abgeschnitten): der Wert seines Vorgängers"
        " ist höchstens 2, und α = 3 schon",
    )
    assert verdict(b, "3", words=DE).value
    assert (
        verdict(questions[3], "2", words=DE)
        .explanations[0]
        .startswith("Der Max-Knoten nimmt den größten Wert seiner Nachfolger: 3, nicht 2")
    )


def test_the_practice_page_in_german() -> None:
    page = practice_page(FIGURE, render_tree, "Abbildung 5.2", GERMAN)
    assert page.startswith('<!DOCTYPE html>\n<html lang="de">')
    layer = page.split('<section id="practice"', 1)[1].split("</section>", 1)[0]
    assert "Übung: die Suche von Hand" in layer
    assert ">prüfen (Enter)<" in layer
    assert "bewertet nach der Vorlesung (fail-soft) und dem Aufgabenblatt" in layer
    assert [english for english, _ in DE.page if english in page] == []  # no English left
    data = _data(page, "practice-data")
    said = cast(dict[str, str], data["words"])
    assert said["question"] == "{0}: welchen Wert hat er?"
    assert said["lang"] == "de"
    questions = cast(list[dict[str, str]], data["questions"])
    assert questions[0]["name"] == "Min-Knoten (3,12,8)"
    assert "Ein Min-Knoten nimmt" in questions[0]["hint"]


def test_the_answer_key_in_german() -> None:
    found = exercise(FIGURE, render_tree, GERMAN)
    page = key_page((KeyExercise(1, "263f3d", "Seed 1: t", found, 7, 9),), "Lösungen", DE)
    assert '<html lang="de">' in page
    assert "<h2>Aufgabe 1" in page
    assert "<p>7 von 9 Blättern ausgewertet</p>" in page
    assert "<th>Wert der Vorlesung</th>" in page
    assert "Nachfolger 2 (Blatt 4)" in page


def test_practice_class_writes_german_exercises_and_key(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "klasse"
    assert main(["practice", "class", str(folder), "--count", "2", "--lang", "de"]) == 0
    assert capsys.readouterr().out.startswith("2 Aufgaben geschrieben")
    key = (folder / "key.html").read_text(encoding="utf-8")
    assert "<h1>Lösungen: 2 Aufgaben, --random 3,3</h1>" in key
    assert "Seed 0:" in key
    page = (folder / "exercise-01.html").read_text(encoding="utf-8")
    assert '<html lang="de">' in page
    assert "Übung: die Suche von Hand" in page


def test_the_command_line_takes_the_language(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    target = tmp_path / "uebung.html"
    argv = ["trace", "tree", "--random", "3,3", "--seed", "5", "--practice"]
    assert main([*argv, "--html", str(target), "--lang", "de"]) == 0
    assert capsys.readouterr().out.splitlines() == [
        "Übung: tree (((17,19,2),(2,10,7),(15,15,13)),((20,18,4),(12,5,20),(1,5,9)),"
        "((18,13,11),(5,15,3),(6,2,7)))",
        f"geschrieben: {target}",
    ]
    assert main([*argv, "--html", str(target), "--lang", "fr"]) == 2
    assert "invalid choice: 'fr'" in capsys.readouterr().err


def test_a_notebook_asks_for_german_by_name() -> None:
    shown = show_trace("tree", "((3,12),(2,4))", lang="de").unwrap()
    assert shown.text.splitlines()[0] == "Max-Knoten ((3,12),(2,4))  α=-∞ β=+∞"
    assert '<html lang="de">' in shown.html
    assert show_trace("tree", "((3,12),(2,4))", lang="fr").failure() == (
        "--lang must be en or de, not fr"
    )
    assert words_for("de").unwrap() is DE


def test_a_long_fraction_is_a_decimal_on_the_page_and_exact_in_its_tooltip() -> None:
    from fnsearch.games.pig import game as pig

    config = pig.GAME.parse("90-95 +5 white").unwrap()
    assert pig.GAME.chance is not None
    chance = pig.GAME.chance
    traced = chance_trace(chance.instance, config, WHITE, depth=2, evaluate=chance.evaluate)
    for words, shown in ((EN, "0.6426"), (DE, "0,6426")):
        steps = cast(
            list[dict[str, str]],
            _data(html_page(traced, pig.GAME.render, "Pig", lang=words), "trace-data")["steps"],
        )
        assert steps[-1]["value"] == shown
        assert steps[-1]["text"].endswith(" " + shown)
        assert steps[-1]["exact"].endswith(f"3127027/4865978 ({shown})")


# --- a German practice page in a real browser ------------------------------------------

CHROMIUM = shutil.which("/usr/bin/chromium") or shutil.which("chromium")

_OVERLAPS = """() => {
  const texts = [...document.querySelectorAll(
      '#practice li, #practice p, #practice h2, #practice label, #practice button, #practice span')]
    .filter((e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden'
      && e.children.length === 0 && e.textContent.trim() !== '');
  // Each line of a text that wraps is a box of its own.
  const boxes = texts.flatMap(
    (e, k) => [...e.getClientRects()].map((r) => [e.textContent.trim(), r, k]));
  const found = [];
  for (let i = 0; i < boxes.length; i++) {
    const [name, box, k] = boxes[i];
    if (box.right > innerWidth + 1 || box.left < -1) found.push('outside: ' + name);
    for (let j = i + 1; j < boxes.length; j++) {
      const [other, near, l] = boxes[j];
      if (k === l) continue;
      const apart = box.right <= near.left + 1 || near.right <= box.left + 1
        || box.bottom <= near.top + 1 || near.bottom <= box.top + 1;
      if (!apart) found.push(name + ' | ' + other);
    }
  }
  return found;
}"""
"""The texts of the practice panel that overlap one another or leave the window."""


@pytest.mark.skipif(
    importlib.util.find_spec("playwright") is None or CHROMIUM is None,
    reason="no playwright or no chromium to run the page in",
)
def test_a_german_practice_page_answered_wrong_then_right_at_1024_by_768(tmp_path: Path) -> None:
    from playwright.sync_api import sync_playwright

    target = tmp_path / "uebung.html"
    html = practice_page(FIGURE, render_tree, "Abbildung 5.2", GERMAN)
    assert write_page(html, str(target)).unwrap() == str(target)
    a = work(FIGURE_5_2)[0]
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        page = browser.new_page(viewport={"width": 1024, "height": 768})
        errors: list[str] = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.goto(target.as_uri())
        assert page.get_attribute("html", "lang") == "de"
        assert page.text_content("#px-question") == "Min-Knoten (3,12,8): welchen Wert hat er?"
        assert page.text_content("#px-progress") == "Frage 1 von 4 · Punkte 0 von 0"
        # A wrong value first: the part is named, the hint given, in German.
        page.fill("#px-value", "12")
        page.keyboard.press("Enter")
        wrong = page.locator("#px-feedback .wrong")
        assert wrong.all_text_contents() == ["der Wert: noch nicht richtig, noch ein Versuch"]
        assert (page.text_content("#px-hint-text") or "").startswith("Ein Min-Knoten nimmt")
        assert page.evaluate(_OVERLAPS) == []
        # Then the right one, with the window it receives.
        page.fill("#px-value", end(a.lecture))
        page.fill("#px-alpha", end(a.alpha))
        page.fill("#px-beta", end(a.beta))
        page.keyboard.press("Enter")
        assert wrong.count() == 0
        assert page.locator("#px-feedback .right").all_text_contents() == [
            "Wert 3: richtig",
            "Fenster α = -∞, β = +∞: richtig",
            "jeder Nachfolger wird angesehen: richtig",
        ]
        assert page.text_content(f"#{node_id(a.path)} text.value") == "3"
        assert page.text_content("#px-progress") == "Frage 1 von 4 · Punkte 4 von 6"
        assert page.text_content("#px-next") == "nächste Frage (Enter)"
        assert page.evaluate(_OVERLAPS) == []
        page.screenshot(path=str(tmp_path / "uebung.png"))
        browser.close()
    assert errors == []


def test_the_check_report_in_german() -> None:
    from fnsearch.grading.purity import check_source
    from fnsearch.grading.verdict import Observed, credited, purity_check, text_report, types_check

    source = (Path(__file__).parent.parent / "grading" / "samples" / "for_loop.py").read_text()
    checks = (purity_check(check_source(source, "s.py"), CHECK_DE), types_check(0, "", CHECK_DE))
    lines = text_report("s.py", "alpha_beta", checks, CHECK_DE).splitlines()
    assert lines[:3] == [
        "fnsearch check: s.py, Funktion alpha_beta",
        "Reinheit       falsch   11 Verstöße gegen die Regeln des Aufgabenblatts (keine"
        " Zuweisungen, keine Schleifen, kein vorzeitiges return)",
        "Typen          ok       mypy --strict: keine Fehler",
    ]
    assert "Reinheit:" in lines
    assert "  Zeile 21: for-Schleife (keine Schleifen)" in lines
    assert "  Zeile 17: if-Anweisung nicht am Ende (ein if-Ausdruck statt dessen)" in lines
    assert lines[-1] == "Ergebnis: nicht bestanden (Reinheit)"
    # A check that passes on its own but does not count says so in German too.
    alone = credited(checks[1:], [], [], Observed((), None, "crash"), CHECK_DE)[0]
    assert alone.summary.startswith("nicht gezählt: die Funktion beantwortet weder")
    assert alone.details[0] == "für sich allein ok: mypy --strict: keine Fehler"


def test_every_german_phrase_of_the_check_fills_the_same_places() -> None:
    for english, german in zip(CHECK_EN, CHECK_DE, strict=True):
        for one, other in zip(
            english if isinstance(english, tuple) else (english,),
            german if isinstance(german, tuple) else (german,),
            strict=False,
        ):
            if isinstance(one, str) and isinstance(other, str):
                assert re.findall(r"\{\w*\}", one) == re.findall(r"\{\w*\}", other), (one, other)
    assert len(CHECK_DE.names) == len(CHECK_EN.names)
    assert len(CHECK_DE.rules) == len(CHECK_DE.reasons) == len(CHECK_EN.rules)


def test_check_takes_the_language(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", "no-such-file.py", "--lang", "de"]) == 2
    assert "no such file: no-such-file.py" in capsys.readouterr().err


def test_a_game_against_the_computer_in_german(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import io

    monkeypatch.setattr("sys.stdin", io.StringIO("5\n?\n5\n"))
    # The input ends before the game does: abandoned, in German, with its exit code.
    assert main(["play", "tictactoe", "--lang", "de"]) == 130
    lines = capsys.readouterr().out.splitlines()
    assert lines[:2] == [
        "Tic-Tac-Toe: X (Weiß) zieht zuerst, drei in einer Reihe gewinnen",
        "Sie spielen Weiß (X), der Computer spielt Schwarz (O); der Computer sucht bis zum"
        " Spielende",
    ]
    assert "Schwarz (O), der Computer: Feld 1 (Wert 0, Tiefe 8, 191 Knoten" in "\n".join(lines)
    assert "  why    warum der Computer zuletzt so gezogen hat" in lines
    assert "Feld 5 ist besetzt" in lines
    assert lines[-1] == "Spiel abgebrochen"


def test_a_game_against_the_computer_worded_where_it_is_made() -> None:
    import io

    from fnsearch.cli.play import play
    from fnsearch.cli.requests import PlayRequest

    shown = io.StringIO()
    last = play(
        PlayRequest("nim", "5", "human", explain=True, lang="de"),
        io.StringIO("1\n9\n?\n2\n"),
        shown,
    )
    assert last.unwrap() == "Spielende: Schwarz gewinnt, der Computer gewinnt"
    lines = shown.getvalue().splitlines()
    assert lines[1] == (
        "Sie spielen Weiß, der Computer spielt Schwarz; der Computer sucht bis zum Spielende"
    )
    moved = next(line for line in lines if line.startswith("Schwarz, der Computer: "))
    assert moved.startswith("Schwarz, der Computer: nimm 1 (Wert -1, Tiefe 4, 11 Knoten, ")
    assert lines[lines.index(moved) + 1] == (
        "warum nimm 1: Schwarz will niedrige Werte; jeder Zug bis zum Ende durchsucht"
    )
    assert "  nimm 1: -1 (Schwarz gewinnt)  <- gespielt" in lines
    assert "nimm 1 oder 2 Münzen" in lines
    assert "geben Sie einen Zug ein (Münzen, nimm 1 oder 2), oder" in lines
    assert "1 Münze auf dem Tisch: o" in lines
    # The typed commands stay as they are typed; no English sentence is left.
    assert "  why    warum der Computer zuletzt so gezogen hat" in lines
    english = ("the computer", "you play", "your move", "searched", "coins", "wins", "why n")
    assert [line for line in lines if any(word in line for word in english)] == []


def test_the_game_of_chance_told_in_german() -> None:
    import io

    from fnsearch.cli.play import play
    from fnsearch.cli.requests import PlayRequest

    shown = io.StringIO()
    request = PlayRequest("pig", None, "human", seed="3", lang="de")
    assert play(request, io.StringIO("r\nh\n"), shown, sleep=lambda _: None).unwrap() == (
        "Spiel abgebrochen"
    )
    lines = shown.getvalue().splitlines()
    assert lines[1] == (
        "Sie spielen Weiß, der Computer spielt Schwarz; der Computer spielt perfekt: Pig bis 100"
        " ist gelöst"
    )
    assert "Sie würfeln 2: Rundensumme 2" in lines
    assert "Sie halten: 2-0" in lines
    assert "der Computer hält: 2-24" in lines


def test_the_command_lines_own_errors_in_german(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["trace", "tree", "--lang", "de", "--depth"]) == 2
    assert capsys.readouterr().err == "fnsearch: Fehler: Argument --depth: erwartet einen Wert\n"
    assert main(["trace", "--lang=de"]) == 2
    assert capsys.readouterr().err == "fnsearch: Fehler: es fehlt: game\n"
    assert main(["play", "nim", "--lang", "de", "--depth", "2", "--seconds", "1"]) == 2
    assert "Argument --seconds: nicht zusammen mit --depth" in capsys.readouterr().err
    assert main(["solve", "tree", "-(3),2", "--lang", "de"]) == 2
    assert "eine Stellung, die mit - beginnt, steht nach --" in capsys.readouterr().err
    # Without --lang de, the parser's English.
    assert main(["trace", "tree", "--depth"]) == 2
    assert capsys.readouterr().err == ("fnsearch: error: argument --depth: expected one argument\n")


def test_practice_verify_in_german(capsys: pytest.CaptureFixture[str]) -> None:
    codes = ["a1b2c3-7-9-b653", "a1b2c3-9-9-b653", "xx"]
    assert main(["practice", "verify", *codes, "--lang", "de"]) == 1
    assert capsys.readouterr().out.splitlines() == [
        "a1b2c3-7-9-b653: Aufgabe a1b2c3, 7 von 9 Punkten",
        "a1b2c3-9-9-b653: ungültig: seine Prüfzeichen passen nicht (vertippt oder verändert)",
        "xx: ungültig: erwartet AUFGABE-PUNKTE-MAXIMUM-PRÜFZEICHEN",
    ]
    # The CSV is for a spreadsheet: its header and values stay as they are.
    assert main(["practice", "verify", codes[0], "--csv", "--lang", "de"]) == 0
    assert capsys.readouterr().out.splitlines()[0] == "code,exercise,points,out_of,valid"


def test_decimals_as_long_as_the_shown_values_need() -> None:
    from fnsearch.games.pig import game as pig
    from fnsearch.trace.game_trace import TraceRequest, page_of, prepared, traced_game

    # -5/13 and -3402/8845 differ only in the 6th digit: every decimal gets 6.
    text = trace_command(TracingRequest("pig", "89-98 +0 white", depth="2")).unwrap()
    assert "    leaf 89-98 +5 white = -5/13 (-0.384615)" in text.splitlines()
    assert "    1/6 · -3/5 (-0.6) → Σ = -3402/8845 (-0.384624)" in text.splitlines()
    german = trace_command(TracingRequest("pig", "89-98 +0 white", depth="2", lang="de"))
    assert "    Blatt 89-98 +5 white = -5/13 (-0,384615)" in german.unwrap().splitlines()
    config = pig.GAME.parse("89-98 +0 white").unwrap()
    for words, shown in ((EN, "-0.569927"), (DE, "-0,569927")):
        ready = prepared(pig.GAME, config, TraceRequest(depth=2, words=words)).unwrap()
        page = page_of(ready, traced_game(ready).unwrap())
        steps = cast(list[dict[str, str]], _data(page, "trace-data")["steps"])
        assert steps[-1]["value"] == shown
        assert steps[-1]["exact"].endswith(f"-16121143/28286310 ({shown})")
        assert f">{shown}</text>" in page  # the drawn tree's root as the step data
    # Values that 4 digits tell apart keep 4.
    few = trace_command(TracingRequest("pig", "90-95 +5 white", depth="2")).unwrap()
    assert few.splitlines()[-2].endswith("3127027/4865978 (0.6426)")
