"""The words of traces, pages, exercises and keys, in English and in the lecture's German.

A phrase with ``{0}``, ``{1}`` is a ``str.format`` template; the pages' scripts fill the same ones.
"""

from __future__ import annotations

import re
from functools import reduce
from typing import Final, NamedTuple

from returns.result import Failure, Result, Success


class PlayWords(NamedTuple):
    """Every phrase of a game against the computer, in one language (singular, plural in pairs)."""

    you_play: str = "you play {0}, the computer plays {1}; the computer {2}"
    to_the_end: str = "searches to the end of the game"
    deepens: str = "deepens iteratively{0} for {1} s"
    up_to: str = " up to {0}"
    searches: str = "searches {0}{1}"
    within: str = " (within {0} s)"
    noisy: str = ", then up to {0} of noisy moves"
    extensions: tuple[str, str] = (", {0} extension a line", ", {0} extensions a line")
    plies: tuple[str, str] = ("{0} ply", "{0} plies")
    moved: str = "{0}, the computer: {1} ({2})"
    valued: str = "value {0}{1}, depth {2}, {3} nodes, {4} s"
    one_ply: str = "({0}: a one-ply search chooses)"
    no_search: str = "no search finished within {0} s"
    chance: str = "chance decides"
    not_moved: str = "the computer has not moved yet"
    help: tuple[str, str, str, str] = (
        "type a move ({0}), or",
        "  why    why the computer made its last move",
        "  help   this help (also ?)",
        "  quit   end the game (also q)",
    )
    abandoned: str = "game abandoned"
    quitted: str = "game over: you quit"
    perfectly: str = "plays perfectly: {0}"
    optimal_value: str = "optimal play: value {0} for {1}"
    optimal_wins: str = "optimal play: {0} wins {1} of games from here"
    colours: tuple[str, str] = ("white", "black")
    to_end: str = "searched to the end"
    to_depth: str = "searched to depth {0}"
    itself: str = " (the move itself to depth {0})"
    by_solution: str = "valued by the game's solution"
    took: str = "searched after the move, {0} s"
    # why the computer moved
    why: str = "why {0}: {1} wants the values {2}; each move {3}"
    high_low: tuple[str, str] = ("high", "low")
    played: str = "  <- played"
    missing: tuple[str, str] = (
        "  ({0} more move was not searched in time)",
        "  ({0} more moves were not searched in time)",
    )
    line: str = "  the line it expects: {0}"
    dice: str = ", then the dice decide"
    share: str = "{0} wins {1} of games"
    draw: str = "a draw"
    wins: str = "{0} wins"
    # refusals
    no_moves: str = "bad depth 0: the computer needs at least 1 ply to choose a move"
    over: str = (
        "the game is over in this position: there is nothing to play (solve shows its value)"
    )
    games: tuple[tuple[str, str], ...] = ()
    """Each English phrase of the games' own sentences (boards, moves, refusals), and its text."""


class Words(NamedTuple):
    """Every phrase the text, the pages and the keys write, in one language."""

    lang: str = "en"
    point: str = "."
    digits: int = 4
    """The significant digits of a long fraction's decimal (more where the values need them)."""
    sides: tuple[str, str, str] = ("MAX", "MIN", "CHANCE")
    # the hand simulation
    leaf: str = "leaf"
    table: str = "table"
    returns: str = "{node} returns {value}"
    cut: str = "{node} cuts at {value}"
    pruned: str = ": pruned "
    probe: str = "probe {node}: its first successor only"
    probed: str = "probe {node} {sign} {value}"
    resume: str = "{node}{window}, first successor {value} from the probe"
    probes_give: str = "the probes give"
    probes: str = "probes"
    evaluated: str = "{0} of {1} leaves evaluated"
    beyond: str = (
        "{0} leaves evaluated ({1} in the tree to the depth limit), {2} {3} beyond the horizon"
    )
    quiet_nodes: tuple[str, str] = ("quiescence node", "quiescence nodes")
    # the page
    page: tuple[tuple[str, str], ...] = ()
    """Each English phrase of the pages' HTML and the text that replaces it."""
    tree: str = "the searched tree"
    pruned_title: str = "pruned {0}"
    quiescence: str = "quiescence "
    passes: str = "passes {0} up"
    step: str = "step {0} of {1}"
    leaves: str = "leaves evaluated: {0} of {1}"
    key: tuple[str, ...] = (
        "MAX node", "MIN node", "chance node", "leaf: its value", "answered by the table",
        "quiescence node", "probed: a bound only", "current step", "not reached yet",
        "cut: grey ones pruned", "cut, nothing pruned", "pruned: never searched",
        "bound a cut proves", "value passed up", "window α β of a node", "move into the node",
        "probability of an edge", "X's mark", "O's mark", "X's disc", "O's disc",
        "fold (▾) or open (▸) a subtree",
    )  # fmt: skip
    """The key's entries, in the order of the page's swatches."""
    counts: str = "{0} nodes visited, {1} of {2} leaves"
    same: str = "the same as {0}"
    compared: str = "{0} nodes visited, {1} of {2} leaves evaluated"
    ways: tuple[str, str, str, str] = ("ordered", "table", "best first", "worst first")
    """How a search compared orders its moves, or keeps a table, in its name."""
    # practice: the questions and why
    after: str = "after "
    child: str = "child {0} ({1})"
    # A pair of phrases is said at a MAX node, then at a MIN node.
    largest: tuple[str, str] = ("largest", "smallest")
    at_least: tuple[str, str] = ("at least", "at most")
    hint: str = (
        "{0} takes the {1} value v of the children it looks at, and stops once v {2};"
        " its window α, β is what the MAX and MIN above it already have"
    )
    why_cut: str = "{0} {1} = {2}, so {3} stops there: it is worth {4} {0}"
    why_alone: str = "{0} has no child to look at: it is worth its own value, {1}"
    why_best: str = "{0} takes the {1} of its children: {2}"
    note_both: str = "(The sheet's fail-hard alpha-beta passes {0} up instead: {0} is right too.)"
    note_sheet: str = "(Graded here: the sheet's fail-hard alpha-beta, which passes {0} up.)"
    note_lecture: str = (
        "(The sheet's fail-hard alpha-beta would pass {0} up; graded here: the lecture's"
        " value, {1}.)"
    )
    whole_window: str = "the search starts with the whole window"
    handed: str = "the search hands it this window"
    maker: str = "{0} {1} already has {2}"
    no_maker: str = "no {0} above has a value yet"
    above: str = "above"
    levels_above: str = "{0} levels above"
    never: str = "{0} is never looked at: its parent's value can be {1} {2}, and {3} = {4} already"
    first: str = "{0} is looked at: the first child is always looked at"
    no_cut: str = "{0} is looked at: before it, {1} has v = {2}, and {2} {3} = {4}: no cut yet"
    # practice: marking an answer (the page's script says the same)
    is_lecture: str = (
        "{0} is the lecture's value; graded here: the sheet's fail-hard alpha-beta,"
        " which passes {1} up"
    )
    is_sheet: str = (
        "{0} is what the sheet's fail-hard alpha-beta passes up; graded here: the lecture's"
        " value, {1}"
    )
    wrong: str = "{0}, not {1}"
    nothing: str = "nothing"
    window_wrong: str = "the window here is α = {0}, β = {1}: {2}"
    window_right: str = "window α = {0}, β = {1}: right"
    value_right: str = "value {0}: right"
    lecture_also: str = " (the lecture's value; the sheet's fail-hard alpha-beta passes {0} up)"
    sheet_also: str = " (the sheet's fail-hard value; the lecture's alpha-beta returns {0})"
    never_right: str = "never looked at: {0}: right"
    all_right: str = "every child is looked at: right"
    again: str = "{0}: not right yet, try once more"
    parts: tuple[str, str, str] = ("the value", "the window", "the children never looked at")
    question: str = "{0}: what is its value?"
    progress: str = "question {0} of {1} · score {2} of {3}"
    score: str = "score: {0} of {1}"
    full: str = " — full marks"
    graded: tuple[str, str, str] = (
        "graded by the lecture's alpha-beta and the sheet's fail-hard one",
        "graded by the lecture's alpha-beta (fail-soft)",
        "graded by the sheet's fail-hard alpha-beta",
    )
    """What counts, for ``both``, ``lecture`` and ``sheet``."""
    # a class's answer key
    exercise: str = "Exercise"
    columns: tuple[str, ...] = (
        "node", "the lecture's value", "the sheet's", "window α, β", "never looked at",
    )  # fmt: skip
    # the command line
    exercise_line: str = "exercise: {0}"
    wrote: str = "wrote {0}"
    play: PlayWords = PlayWords()
    verified: str = "{0}: exercise {1}, {2} of {3} points"
    invalid: str = "{0}: not valid: {1}"
    why_invalid: tuple[tuple[str, str], ...] = ()
    """Why a result code is not valid, as the code's reader says it, and in these words."""
    error: str = "fnsearch: error: {0}"
    usage: tuple[tuple[str, str], ...] = ()
    """Each English phrase of the argument parser's errors, and the text that replaces it."""
    key_title: str = "Answer key: {0} exercises, --random {1}"
    seed: str = "seed {0}: {1}"
    wrote_class: str = "wrote {0} exercises to {1}/exercise-NN.html and {2}"


EN: Final = Words()

_DE_KEY: Final = (
    "Max-Knoten", "Min-Knoten", "Zufallsknoten", "Blatt: sein Wert",
    "aus der Tabelle beantwortet", "Knoten der Ruhesuche", "geprobt: nur eine Schranke",
    "aktueller Schritt", "noch nicht erreicht", "Schnitt: graue abgeschnitten",
    "Schnitt, nichts abgeschnitten", "abgeschnitten: nie ausgewertet",
    "Schranke, die ein Schnitt beweist", "weitergegebener Wert", "Fenster α β eines Knotens",
    "Zug in den Knoten", "Wahrscheinlichkeit einer Kante", "Zeichen von X", "Zeichen von O",
    "Stein von X", "Stein von O", "Teilbaum zuklappen (▾) oder aufklappen (▸)",
)  # fmt: skip
_DE_COLUMNS: Final = (
    "Knoten", "Wert der Vorlesung", "Wert des Aufgabenblatts", "Fenster α, β", "nie angesehen",
)  # fmt: skip

_DE_USAGE: Final = (
    ("the following arguments are required: ", "es fehlt: "),
    ("unrecognized arguments: ", "unbekannte Argumente: "),
    ("invalid choice: ", "ungültige Wahl: "), ("(choose from ", "(zur Wahl: "),
    ("expected one argument", "erwartet einen Wert"),
    ("expected at most one argument", "erwartet höchstens einen Wert"),
    ("expected at least one argument", "erwartet mindestens einen Wert"),
    ("not allowed with argument ", "nicht zusammen mit "),
    ("ignored explicit argument ", "überzähliger Wert "),
    ("one of the arguments ", "eines der Argumente "), (" is required", " ist nötig"),
    ("ambiguous option: ", "mehrdeutige Option: "), (" could match ", " passt zu "),
    ("argument ", "Argument "),
    ("; a position that starts with - goes after --, as in: ",
     "; eine Stellung, die mit - beginnt, steht nach --, wie in: "),
)  # fmt: skip
"""The argument parser's errors in German (the parser writes English): the longer first."""

_DE_GAMES: Final = (
    ("Pig: roll a die to build a turn total, hold to bank it; a 1 loses it; first to the target"
     " wins", "Pig: würfeln baut eine Rundensumme auf, halten sichert sie; eine 1 verliert sie;"
     " wer zuerst das Ziel erreicht, gewinnt"),
    ("tic-tac-toe: X (White) moves first, three in a row wins",
     "Tic-Tac-Toe: X (Weiß) zieht zuerst, drei in einer Reihe gewinnen"),
    ("the coin game: take one or two coins, whoever takes the last coin wins",
     "das Münzspiel: nimm eine oder zwei Münzen, wer die letzte Münze nimmt, gewinnt"),
    ("drop pieces, four in a row wins (rows top first)",
     "Steine einwerfen, vier in einer Reihe gewinnen (Zeilen von oben)"),
    ("type ", "Eingabe: "), ("your move (", "Ihr Zug ("), (" to move", " am Zug"),
    ("first to ", "Ziel: "), ("Pig to ", "Pig bis "), ("you roll ", "Sie würfeln "),
    ("turn total", "Rundensumme"), ("you hold: ", "Sie halten: "), (" is solved", " ist gelöst"),
    ("the computer rolls ", "der Computer würfelt "), ("the computer holds", "der Computer hält"),
    ("the turn's ", "die "), (" points are lost", " Punkte der Runde sind verloren"),
    (" coins on the table: ", " Münzen auf dem Tisch: "), ("no coins left", "keine Münzen mehr"),
    ("1 coin on the table: ", "1 Münze auf dem Tisch: "), ("only 1 coin is left",
    "nur 1 Münze ist übrig"), (" or 2 coins", " oder 2 Münzen"),
    ("the turn ends", "die Runde endet"), ("Connect Four on 7 × 6", "Vier gewinnt auf 7 × 6"),
    ("the m,n,k-game on ", "das m,n,k-Spiel auf "), (" in a row", " in einer Reihe"),
    ("an explicit game tree: nested parentheses of integer leaf scores",
     "ein expliziter Spielbaum: geschachtelte Klammern mit ganzzahligen Blattwerten"),
    ("the leaf is worth ", "das Blatt hat den Wert "),
    (" to White (MAX), who wants it high", " für Weiß (MAX), der ihn hoch will"),
    (" does not exist: this node has ", " gibt es nicht: dieser Knoten hat "),
    (" children", " Nachfolger"), ("child ", "Nachfolger "),
    (" wins with its ", " gewinnt mit seinem "), ("th stone", ". Stein"), ("st stone", ". Stein"),
    ("nd stone", ". Stein"), ("rd stone", ". Stein"), ("an estimate: ", "eine Schätzung: "),
    (" ahead", " vorn"), (" from here", " von hier"),
    ("coins to take", "Münzen, nimm"), ("game over: ", "Spielende: "),
    (", the computer wins", ", der Computer gewinnt"), (", you win", ", Sie gewinnen"),
    ("a draw", "unentschieden"), (" is taken", " ist besetzt"), (" is full", " ist voll"),
    ("does not exist here", "gibt es hier nicht"), ("a number from ", "eine Zahl von "),
    ("cell ", "Feld "), ("column ", "Spalte "), ("take ", "nimm "),
    (" wins ", " gewinnt "), (" wins)", " gewinnt)"), (" wins", " gewinnt"),
    ("White", "Weiß"), ("Black", "Schwarz"), (" of games", " der Spiele"),
    (" up to ", " bis zu "), (" 1 to ", " 1 bis "), (" for ", " für "), (" or ", " oder "),
    ("leaf ", "Blatt "), ("chance chose outcome ", "der Zufall wählte Ausgang "),
    (" (probability ", " (Wahrscheinlichkeit "), (" of ", " von "),
)  # fmt: skip
"""The games' own sentences in a game against the computer, in German: the longer first."""

_DE_PLAY: Final = PlayWords(
    you_play="Sie spielen {0}, der Computer spielt {1}; der Computer {2}",
    to_the_end="sucht bis zum Spielende", deepens="vertieft iterativ{0} für {1} s",
    up_to=" bis zu {0}", searches="sucht {0}{1}", within=" (innerhalb von {0} s)",
    noisy=", dann bis zu {0} unruhige Züge", extensions=(", {0} Verlängerung je Zugfolge",
    ", {0} Verlängerungen je Zugfolge"), plies=("{0} Halbzug", "{0} Halbzüge"),
    moved="{0}, der Computer: {1} ({2})",
    valued="Wert {0}{1}, Tiefe {2}, {3} Knoten, {4} s",
    one_ply="({0}: eine Suche über einen Halbzug wählt)",
    no_search="keine Suche innerhalb von {0} s fertig geworden",
    chance="der Zufall entscheidet", not_moved="der Computer hat noch nicht gezogen",
    help=(
        "geben Sie einen Zug ein ({0}), oder",
        "  why    warum der Computer zuletzt so gezogen hat",
        "  help   diese Hilfe (auch ?)",
        "  quit   das Spiel beenden (auch q)",
    ),
    abandoned="Spiel abgebrochen", quitted="Spielende: Sie haben aufgehört",
    perfectly="spielt perfekt: {0}", optimal_value="optimales Spiel: Wert {0} für {1}",
    optimal_wins="optimales Spiel: {0} gewinnt von hier {1} der Spiele",
    colours=("Weiß", "Schwarz"), to_end="bis zum Ende durchsucht",
    to_depth="bis Tiefe {0} durchsucht", itself=" (der Zug selbst bis Tiefe {0})",
    by_solution="aus der Lösung des Spiels bewertet",
    took="nach dem Zug gesucht, {0} s",
    why="warum {0}: {1} will {2} Werte; jeder Zug {3}", high_low=("hohe", "niedrige"),
    played="  <- gespielt", missing=("  ({0} weiterer Zug nicht rechtzeitig durchsucht)",
    "  ({0} weitere Züge nicht rechtzeitig durchsucht)"),
    line="  die erwartete Zugfolge: {0}", dice=", dann entscheiden die Würfel",
    share="{0} gewinnt {1} der Spiele", draw="unentschieden", wins="{0} gewinnt",
    no_moves="falsche Tiefe 0: der Computer braucht mindestens 1 Halbzug, um einen Zug zu"
    " wählen",
    over="das Spiel ist in dieser Stellung schon zu Ende: es gibt nichts zu spielen (solve"
    " zeigt ihren Wert)",
    games=_DE_GAMES,
)  # fmt: skip

DE: Final = Words(
    lang="de", point=",", sides=("Max-Knoten", "Min-Knoten", "Zufallsknoten"), leaf="Blatt",
    table="Tabelle", returns="{node} liefert {value}", cut="{node}: {which}-Schnitt bei {value}",
    pruned=", abgeschnitten: ", probe="Probe {node}: nur sein erster Nachfolger",
    probed="Probe {node} {sign} {value}",
    resume="{node}{window}, erster Nachfolger {value} aus der Probe",
    probes_give="die Proben ergeben", probes="Proben",
    evaluated="{0} von {1} Blättern ausgewertet",
    beyond="{0} Blätter ausgewertet ({1} im Baum bis zur Tiefenschranke), {2} {3} hinter"
    " dem Horizont",
    quiet_nodes=("Knoten der Ruhesuche", "Knoten der Ruhesuche"),
    page=(
        ('<html lang="en">', '<html lang="de">'),
        (">start<", ">Anfang<"),
        (">previous<", ">zurück<"),
        (">next<", ">weiter<"),
        (">end<", ">Ende<"),
        ('title="zoom out"', 'title="verkleinern"'),
        ('title="zoom in"', 'title="vergrößern"'),
        (
            'title="fold to fit the window, at 100 %">fit<',
            'title="auf das Fenster zugeklappt, bei 100 %">einpassen<',
        ),
        (
            'title="the whole tree, unfolded, scaled to the window">whole tree<',
            'title="der ganze Baum, aufgeklappt, auf das Fenster verkleinert">ganzer Baum<',
        ),
        ("· drag to move", "· Ziehen verschiebt"),
        (">step 1 of ", ">Schritt 1 von "),
        (">leaves evaluated: 0 of ", ">Blätter ausgewertet: 0 von "),
        (">window: <", ">Fenster: <"),
        ("\nvalue: <", "\nWert: <"),
        (
            "the same position searched {count} ways: the better the order of the moves,\nthe more"
            " alpha-beta prunes (the bars: the leaves each one evaluated)",
            "dieselbe Stellung auf {count} Arten durchsucht: je besser die Reihenfolge der Züge,"
            "\ndesto mehr schneidet Alpha-Beta ab (die Balken: die ausgewerteten Blätter)",
        ),
        ('aria-label="practice"', 'aria-label="Übung"'),
        ("Practice: do the search by hand", "Übung: die Suche von Hand"),
        (">value <input", ">Wert <input"),
        ("the window it receives (optional):", "das Fenster, das er bekommt (freiwillig):"),
        (
            "children never looked at (click them in the tree or here):",
            "nie angesehene Nachfolger (im Baum oder hier anklicken):",
        ),
        (">check (Enter)<", ">prüfen (Enter)<"),
        (">hint<", ">Hinweis<"),
        (">next question (Enter)<", ">nächste Frage (Enter)<"),
        ("result code to hand in:", "Ergebniscode zum Abgeben:"),
        ("(checked with <code>", "(geprüft mit <code>"),
        (">start again<", ">neu beginnen<"),
        (">step through the solution<", ">die Lösung Schritt für Schritt<"),
    ),
    tree="der durchsuchte Baum", pruned_title="abgeschnitten: {0}", quiescence="Ruhesuche: ",
    passes="gibt {0} weiter", step="Schritt {0} von {1}",
    leaves="Blätter ausgewertet: {0} von {1}", key=_DE_KEY,
    counts="{0} Knoten besucht, {1} von {2} Blättern", same="dasselbe wie {0}",
    compared="{0} Knoten besucht, {1} von {2} Blättern ausgewertet",
    ways=("sortiert", "Tabelle", "bester Zug zuerst", "schlechtester Zug zuerst"),
    after="nach ", child="Nachfolger {0} ({1})",
    largest=("größten", "kleinsten"), at_least=("mindestens", "höchstens"),
    hint="Ein {0} nimmt den {1} Wert v der Nachfolger, die er ansieht, und bricht ab, sobald"
    " v {2}; sein Fenster α, β ist, was die Max- und Min-Knoten über ihm schon haben",
    why_cut="{0} {1} = {2}, also bricht der {3} hier ab: er ist {4} {0} wert",
    why_alone="Der {0} hat keinen Nachfolger zum Ansehen: sein Wert ist sein eigener, {1}",
    why_best="Der {0} nimmt den {1} Wert seiner Nachfolger: {2}",
    note_both="(Das Fail-hard-Alpha-Beta des Aufgabenblatts gibt stattdessen {0} weiter:"
    " {0} ist auch richtig.)",
    note_sheet="(Bewertet wird hier das Fail-hard-Alpha-Beta des Aufgabenblatts, das {0}"
    " weitergibt.)",
    note_lecture="(Das Fail-hard-Alpha-Beta des Aufgabenblatts würde {0} weitergeben; bewertet"
    " wird hier der Wert der Vorlesung, {1}.)",
    whole_window="die Suche beginnt mit dem ganzen Fenster",
    handed="die Suche gibt ihm dieses Fenster", maker="der {0} {1} hat schon {2}",
    no_maker="kein {0} darüber hat schon einen Wert", above="darüber",
    levels_above="{0} Ebenen darüber",
    never="{0} wird nie angesehen (abgeschnitten): der Wert seines Vorgängers ist {1} {2},"
    " und {3} = {4} schon",
    first="{0} wird angesehen: der erste Nachfolger wird immer angesehen",
    no_cut="{0} wird angesehen: vor ihm hat der {1} v = {2}, und {2} {3} = {4}: noch kein"
    " Schnitt",
    is_lecture="{0} ist der Wert der Vorlesung; bewertet wird hier das Fail-hard-Alpha-Beta"
    " des Aufgabenblatts, das {1} weitergibt",
    is_sheet="{0} gibt das Fail-hard-Alpha-Beta des Aufgabenblatts weiter; bewertet wird hier"
    " der Wert der Vorlesung, {1}",
    wrong="{0}, nicht {1}", nothing="nichts",
    window_wrong="das Fenster hier ist α = {0}, β = {1}: {2}",
    window_right="Fenster α = {0}, β = {1}: richtig", value_right="Wert {0}: richtig",
    lecture_also=" (der Wert der Vorlesung; das Fail-hard-Alpha-Beta des Aufgabenblatts gibt"
    " {0} weiter)",
    sheet_also=" (der Fail-hard-Wert des Aufgabenblatts; das Alpha-Beta der Vorlesung liefert {0})",
    never_right="nie angesehen: {0}: richtig",
    all_right="jeder Nachfolger wird angesehen: richtig",
    again="{0}: noch nicht richtig, noch ein Versuch",
    parts=("der Wert", "das Fenster", "die nie angesehenen Nachfolger"),
    question="{0}: welchen Wert hat er?", progress="Frage {0} von {1} · Punkte {2} von {3}",
    score="Punkte: {0} von {1}", full=" — volle Punktzahl",
    graded=(
        "bewertet nach der Vorlesung (fail-soft) und dem Aufgabenblatt (fail-hard)",
        "bewertet nach dem Alpha-Beta der Vorlesung (fail-soft)",
        "bewertet nach dem Fail-hard-Alpha-Beta des Aufgabenblatts",
    ),
    exercise="Aufgabe", columns=_DE_COLUMNS, exercise_line="Übung: {0}", wrote="geschrieben: {0}",
    verified="{0}: Aufgabe {1}, {2} von {3} Punkten", invalid="{0}: ungültig: {1}",
    why_invalid=(
        ("its check does not match (mistyped or edited)",
         "seine Prüfzeichen passen nicht (vertippt oder verändert)"),
        ("expected EXERCISE-POINTS-OUTOF-CHECK", "erwartet AUFGABE-PUNKTE-MAXIMUM-PRÜFZEICHEN"),
    ),
    play=_DE_PLAY, error="fnsearch: Fehler: {0}", usage=_DE_USAGE,
    key_title="Lösungen: {0} Aufgaben, --random {1}",
    seed="Seed {0}: {1}", wrote_class="{0} Aufgaben geschrieben: {1}/exercise-NN.html und {2}",
)  # fmt: skip
"""The words in German, in the lecture's terms (Max-Knoten, Nachfolger, Alpha-Schnitt)."""

LANGUAGES: Final = {"en": EN, "de": DE}


def words_for(lang: str) -> Result[Words, str]:
    """The words of the language ``lang`` (``en`` or ``de``), or why there are none."""
    return (
        Success(LANGUAGES[lang])
        if lang in LANGUAGES
        else Failure(f"--lang must be {' or '.join(LANGUAGES)}, not {lang}")
    )


def side_name(words: Words, side: str) -> str:
    """A node's side (``MAX``, ``MIN``, ``CHANCE``) as the words name it; else ``side`` itself."""
    return dict(zip(EN.sides, words.sides, strict=True)).get(side, side)


_DECIMAL: Final = re.compile(r"(?<=[0-9])\.(?=[0-9])")


def decimal(words: Words, text: str) -> str:
    """``text`` with each decimal point between two digits written as the words write it."""
    return text if words.point == "." else _DECIMAL.sub(words.point, text)


def grouped(words: Words, number: int) -> str:
    """``number`` with its thousands grouped as the words group them (``1,234``; ``1.234``)."""
    return f"{number:,}".replace(",", "." if words.point == "," else ",")


def replaced(text: str, pairs: tuple[tuple[str, str], ...]) -> str:
    """``text`` with each pair's first string replaced by its second, in turn."""
    return reduce(_replaced, pairs, text)


def _replaced(text: str, pair: tuple[str, str]) -> str:
    return text.replace(*pair)


def script_words(words: Words) -> dict[str, str | int | bool]:
    """The phrases the pages' scripts write, by name, as one JSON object."""
    return {
        "lang": words.lang,
        "point": words.point,
        "step": words.step,
        "leaves": words.leaves,
        "question": words.question,
        "progress": words.progress,
        "again": words.again,
        "value": words.parts[0],
        "window": words.parts[1],
        "children": words.parts[2],
        "valueRight": words.value_right,
        "lectureAlso": words.lecture_also,
        "sheetAlso": words.sheet_also,
        "isLecture": words.is_lecture,
        "isSheet": words.is_sheet,
        "wrong": words.wrong,
        "nothing": words.nothing,
        "windowRight": words.window_right,
        "windowWrong": words.window_wrong,
        "neverRight": words.never_right,
        "allRight": words.all_right,
        "score": words.score,
        "full": words.full,
    }
