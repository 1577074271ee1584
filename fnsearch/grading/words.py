"""The words of the check's report, in English and in the lecture's German."""

from __future__ import annotations

from typing import Final, NamedTuple

from fnsearch.grading.purity import Rule
from fnsearch.trace.words import LANGUAGES, grouped

_RULES: Final = tuple(rule.value for rule in Rule)


class CheckWords(NamedTuple):
    """Every phrase of the check's report, in one language (singular, plural in pairs)."""

    lang: str = "en"
    names: tuple[str, ...] = ("purity", "correctness", "pruning", "sheet", "types")
    statuses: tuple[str, str, str] = ("passed", "failed", "skipped")
    report: str = "fnsearch check: {0}, function {1}"
    result: tuple[str, str, str] = (
        "result: failed ({0})",
        "result: every check passed",
        " ({0} skipped)",
    )
    # purity
    violations: tuple[str, str] = (
        "{0} violation of the sheet's rules (no assignments, no loops, no early return)",
        "{0} violations of the sheet's rules (no assignments, no loops, no early return)",
    )
    doors: tuple[str, str] = (" or back door", " or back doors")
    clean: str = "no assignment, loop or early return"
    advice: str = " ({0} advice on fnsearch's stricter rules)"
    violation: str = "line {0}: {1}"
    rules: tuple[str, ...] = _RULES
    """The rules' names, in the order of ``Rule``."""
    reasons: tuple[str, ...] = (
        "a value is named once, by a parameter or a fold's accumulator, and never changed",
        "the successors are folded (by recursion, functools.reduce or a fold that stops at the"
        " cut), not walked by for or while",
        "the cut is the fold stopping, and the function's value is its one final expression",
        "a back door changes state, or runs code, where the three rules cannot see it: the"
        " function's value must come from its arguments alone",
        "fnsearch's own core keeps this stricter rule; advice, not graded",
    )
    """Why each rule is asked, in the order of ``Rule``."""
    why: str = "why {0}: {1}"
    advice_head: str = "advice, not graded: fnsearch's own core also keeps these stricter rules"
    whats: tuple[tuple[str, str], ...] = ()
    """Each kind of violation the purity check names, and its name in this language."""
    # correctness and the laws
    wrong: str = "wrong value on {0} of {1} searches answered"
    unfinished: str = "did not finish: {0}"
    answered: str = "{0} of {1} searches answered before it stopped"
    right: str = "the sheet's value on all {0} searches ({1})"
    on: str = "{0} on {1}"
    over_budget: str = "; {0} searches stopped over their successor budget were not compared"
    printed: str = "the solution printed {0} bytes (captured apart, not in this report)"
    laws_hold: str = "laws on {0} tree searches: every law holds"
    laws_broken: str = "laws on {0} tree searches: {1} broken; the smallest tree that breaks one:"
    sufficient: str = "yours evaluates {0}, whereas evaluating {1} is sufficient"
    pruning_law: str = (
        "pruning changes the root's value: with the full window yours answers {0},"
        " the minimax value is {1}"
    )
    equivalence: str = (
        "(alpha, beta)-equivalence: yours answers {0} with the full window and {1} with [{2}, {3}]"
    )
    symmetry: str = (
        "negation symmetry: yours answers {0} here and {1} on the tree negated, the other"
        " player at the root, the window mirrored"
    )
    position: str = "position ({0}), {1} to move, window [{2}, {3}]:"
    players: tuple[str, str] = ("White (MAX)", "Black (MIN)")
    first: str = "first counterexample (the positions are tried smallest first):"
    answers: str = "the sheet's fail-hard alpha-beta answers {0}, yours answers {1}"
    sheet_leaves: str = "leaves scored by the sheet's search, in order: {0}"
    your_leaves: str = "leaves scored by yours, in order: {0}"
    none: str = "none"
    sheet_steps: str = (
        "the sheet's search on it, step by step (as python -m fnsearch trace shows it):"
    )
    your_steps: str = (
        "yours on it, as the game saw it (each position looked at, by depth; leaves scored):"
    )
    leaf: str = "leaf {0} = {1}"
    more: str = "... {0} more"
    fail_soft: str = (
        "your value lies outside the window: that is fail-soft (the lecture's helper"
        " variable v), which answers the best value found even beyond the bound, where"
        " the sheet's fail-hard algorithm answers the bound itself (beta at a MAX node,"
        " alpha at a MIN node), so that every answer lies in [alpha, beta]"
    )
    # pruning
    differs: str = "other leaves or successors than the sheet's on {0} of {1} searches ({2})"
    compared: str = "{0} of {1} searches compared before it stopped"
    same: str = "the sheet's {0} and {1} on all {2} searches"
    totals: str = "yours scores {0} where the sheet's scores {1}"
    difference: str = "first difference (the positions are tried smallest first):"
    sheet_scores: str = "the sheet's fail-hard alpha-beta scores {0} and pulls {1}"
    stopped: str = "yours pulled more than {0} and was stopped"
    scores: str = "yours scores {0} and pulls {1}"
    leaves: tuple[str, str] = ("{0} leaf", "{0} leaves")
    successors: tuple[str, str] = ("{0} successor", "{0} successors")
    kinds: tuple[str, str, str, str] = (
        "the whole tree has {0}: yours scores every one, it does not prune (minimax in disguise)",
        "yours looks at more than the sheet's algorithm: it prunes less",
        "yours looks at less than the sheet's algorithm: it cuts where the sheet does not",
        "yours prunes differently from the sheet's fail-hard algorithm",
    )
    # the sheet's test and the types
    best: str = "best next configuration from {0} is {1}"
    not_optimal: str = ", not the optimal {0}"
    sheet_position: str = "the sheet's position, White (X) to move:"
    moves_to: str = "yours moves to:"
    optimal: str = "the known optimal move (the only one that does not lose, and it wins):"
    no_mypy: str = "mypy is not installed"
    typed: str = "mypy --strict: no issues"
    untyped: str = "mypy --strict found errors"
    # credit
    uncounted: str = "not counted: the function answers neither the sheet's test nor its searches"
    alone: str = "{0} on its own: {1}"


def count(words: CheckWords, number: int) -> str:
    """``number`` with its thousands grouped as ``words`` group them."""
    return grouped(LANGUAGES[words.lang], number)


CHECK_EN: Final = CheckWords()
"""The report in English, the default."""

_DE_WHATS: Final = (
    ("assignment", "Zuweisung"), ("augmented assignment", "erweiterte Zuweisung"),
    ("annotated assignment", "annotierte Zuweisung"),
    ("assignment expression (:=)", "Zuweisungsausdruck (:=)"), ("for loop", "for-Schleife"),
    ("while loop", "while-Schleife"), ("return not in tail position", "return nicht am Ende"),
    ("if statement not in tail position (use an if expression)",
     "if-Anweisung nicht am Ende (ein if-Ausdruck statt dessen)"),
    ("import inside a function", "import in einer Funktion"),
    ("back door: statement run at module level",
     "Hintertür: Anweisung, die auf Modulebene läuft"),
    ("back door: mutable default (state kept between calls)",
     "Hintertür: veränderlicher Vorgabewert (Zustand zwischen Aufrufen)"),
    ("match with one case used as a binding (bind the name once instead)",
     "match mit einem Fall als Bindung (den Namen statt dessen einmal binden)"),
    ("lambda called on the spot (bind the name once instead)",
     "sofort aufgerufenes lambda (den Namen statt dessen einmal binden)"),
)  # fmt: skip

CHECK_DE: Final = CheckWords(
    lang="de",
    names=("Reinheit", "Korrektheit", "Abschneiden", "Aufgabenblatt", "Typen"),
    statuses=("ok", "falsch", "übersprungen"),
    report="fnsearch check: {0}, Funktion {1}",
    result=(
        "Ergebnis: nicht bestanden ({0})",
        "Ergebnis: jede Prüfung bestanden",
        " ({0} übersprungen)",
    ),
    violations=(
        "{0} Verstoß gegen die Regeln des Aufgabenblatts (keine Zuweisungen, keine Schleifen,"
        " kein vorzeitiges return)",
        "{0} Verstöße gegen die Regeln des Aufgabenblatts (keine Zuweisungen, keine Schleifen,"
        " kein vorzeitiges return)",
    ),
    doors=(" oder Hintertür", " oder Hintertüren"),
    clean="keine Zuweisung, Schleife oder vorzeitiges return",
    advice=" ({0} Hinweise zu fnsearchs strengeren Regeln)", violation="Zeile {0}: {1}",
    rules=(
        "keine Zuweisungen", "keine Schleifen", "kein vorzeitiges return",
        "kein Zustand, der durch eine Hintertür geändert wird", "fnsearchs strengere Regeln",
    ),
    reasons=(
        "ein Wert wird einmal benannt, durch einen Parameter oder den Akkumulator einer"
        " Faltung, und nie geändert",
        "die Nachfolger werden gefaltet (durch Rekursion, functools.reduce oder eine Faltung,"
        " die beim Schnitt anhält), nicht mit for oder while durchlaufen",
        "der Schnitt ist das Anhalten der Faltung, und der Wert der Funktion ist ihr einziger"
        " letzter Ausdruck",
        "eine Hintertür ändert Zustand oder führt Code aus, wo die drei Regeln es nicht sehen:"
        " der Wert der Funktion muss allein aus ihren Argumenten kommen",
        "fnsearchs eigener Kern hält diese strengere Regel ein; ein Hinweis, nicht bewertet",
    ),
    why="warum {0}: {1}",
    advice_head="Hinweis, nicht bewertet: fnsearchs eigener Kern hält auch diese strengeren"
    " Regeln ein",
    whats=_DE_WHATS,
    wrong="falscher Wert bei {0} von {1} beantworteten Suchen",
    unfinished="nicht fertig geworden: {0}",
    answered="{0} von {1} Suchen beantwortet, bevor sie anhielt",
    right="der Wert des Aufgabenblatts bei allen {0} Suchen ({1})", on="{0} bei {1}",
    over_budget="; {0} Suchen über ihrem Nachfolger-Budget abgebrochen und nicht verglichen",
    printed="die Lösung hat {0} Bytes ausgegeben (getrennt aufgefangen, nicht in diesem"
    " Bericht)",
    laws_hold="Gesetze bei {0} Baumsuchen: jedes Gesetz gilt",
    laws_broken="Gesetze bei {0} Baumsuchen: {1} verletzt; der kleinste Baum, der eines"
    " verletzt:",
    sufficient="Ihre wertet {0} aus, wobei {1} auszuwerten genügt",
    pruning_law="Abschneiden ändert den Wert der Wurzel: mit dem ganzen Fenster liefert Ihre"
    " {0}, der Minimax-Wert ist {1}",
    equivalence="(Alpha, Beta)-Äquivalenz: Ihre liefert {0} mit dem ganzen Fenster und {1} mit"
    " [{2}, {3}]",
    symmetry="Negationssymmetrie: Ihre liefert hier {0} und {1} im negierten Baum, mit dem"
    " anderen Spieler an der Wurzel und gespiegeltem Fenster",
    position="Stellung ({0}), {1} am Zug, Fenster [{2}, {3}]:",
    players=("Weiß (MAX)", "Schwarz (MIN)"),
    first="erstes Gegenbeispiel (die kleinsten Stellungen zuerst):",
    answers="das Fail-hard-Alpha-Beta des Aufgabenblatts liefert {0}, Ihre liefert {1}",
    sheet_leaves="vom Aufgabenblatt bewertete Blätter, der Reihe nach: {0}",
    your_leaves="von Ihrer Suche bewertete Blätter, der Reihe nach: {0}", none="keine",
    sheet_steps="die Suche des Aufgabenblatts darauf, Schritt für Schritt (wie python -m"
    " fnsearch trace sie zeigt):",
    your_steps="Ihre darauf, wie das Spiel sie sah (jede angesehene Stellung, nach Tiefe;"
    " bewertete Blätter):",
    leaf="Blatt {0} = {1}", more="... {0} weitere",
    fail_soft="Ihr Wert liegt außerhalb des Fensters: das ist fail-soft (die Hilfsvariable v"
    " der Vorlesung), das den besten gefundenen Wert auch jenseits der Schranke liefert, wo"
    " der Fail-hard-Algorithmus des Aufgabenblatts die Schranke selbst liefert (Beta an einem"
    " Max-Knoten, Alpha an einem Min-Knoten), sodass jede Antwort in [Alpha, Beta] liegt",
    differs="andere Blätter oder Nachfolger als das Aufgabenblatt bei {0} von {1} Suchen ({2})",
    compared="{0} von {1} Suchen verglichen, bevor sie anhielt",
    same="die {0} und {1} des Aufgabenblatts bei allen {2} Suchen",
    totals="Ihre bewertet {0}, das Aufgabenblatt {1}",
    difference="erster Unterschied (die kleinsten Stellungen zuerst):",
    sheet_scores="das Fail-hard-Alpha-Beta des Aufgabenblatts bewertet {0} und holt {1}",
    stopped="Ihre holte mehr als {0} und wurde angehalten",
    scores="Ihre bewertet {0} und holt {1}",
    leaves=("{0} Blatt", "{0} Blätter"), successors=("{0} Nachfolger", "{0} Nachfolger"),
    kinds=(
        "der ganze Baum hat {0}: Ihre bewertet jedes, sie schneidet nichts ab (verkleidetes"
        " Minimax)",
        "Ihre sieht mehr an als der Algorithmus des Aufgabenblatts: sie schneidet weniger ab",
        "Ihre sieht weniger an als der Algorithmus des Aufgabenblatts: sie schneidet, wo das"
        " Aufgabenblatt es nicht tut",
        "Ihre schneidet anders ab als der Fail-hard-Algorithmus des Aufgabenblatts",
    ),
    best="beste nächste Konfiguration von {0} ist {1}", not_optimal=", nicht die optimale {0}",
    sheet_position="die Stellung des Aufgabenblatts, Weiß (X) am Zug:",
    moves_to="Ihre zieht nach:",
    optimal="der bekannte optimale Zug (der einzige, der nicht verliert, und er gewinnt):",
    no_mypy="mypy ist nicht installiert", typed="mypy --strict: keine Fehler",
    untyped="mypy --strict fand Fehler",
    uncounted="nicht gezählt: die Funktion beantwortet weder den Test des Aufgabenblatts noch"
    " seine Suchen",
    alone="für sich allein {0}: {1}",
)  # fmt: skip
"""The report in German, in the lecture's terms (Blatt, Nachfolger, Max-Knoten)."""

CHECK_WORDS: Final = {"en": CHECK_EN, "de": CHECK_DE}
"""The report's words by the language's code."""
