# Two commands do all the set-up: `make demo` and `make test`.
PYTHON ?= python3.11
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
# The search core compiled in place (setup.py); made again only when one of its
# sources or the build's settings changed. A failed compile leaves the pure modules.
COMPILED := $(VENV)/.compiled
CORE_SOURCES := $(shell find fnsearch/core fnsearch/classic fnsearch/engine fnsearch/chance fnsearch/games -name '*.py')
# Also run against the pure modules: the core's oracle and property tests, and its doctests
# (a compiled module keeps no docstrings, so they run in the pure build only).
PURE_TESTS := tests/core tests/classic tests/engine tests/chance tests/reference \
	fnsearch/core fnsearch/classic fnsearch/engine fnsearch/chance fnsearch/games

.PHONY: demo test slow lint typecheck unit pure docs docs-serve compile bench databases pictures clean

# Installed editable without compiling: the compile step below builds in place.
$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	FNSEARCH_PURE=1 $(BIN)/pip install --quiet -e '.[dev]'
	touch $(STAMP)

$(COMPILED): $(STAMP) setup.py $(CORE_SOURCES)
	$(BIN)/python setup.py --quiet build_ext --inplace
	touch $(COMPILED)

compile: $(COMPILED)
	$(BIN)/python -m fnsearch --version

demo: $(COMPILED)
	$(BIN)/python -m fnsearch demo

# Two jobs at once: the compile starts first, and beside it run the lint, the type check
# and the pure tests. The site is built (every warning an error) and opened by tests/test_site.py.
test: $(STAMP)
	$(MAKE) --jobs=2 --output-sync=line unit lint typecheck pure

lint: $(STAMP)
	$(BIN)/ruff check fnsearch tests exercises benchmarks setup.py conftest.py
	$(BIN)/ruff format --check fnsearch tests exercises benchmarks setup.py conftest.py

typecheck: $(STAMP)
	$(BIN)/mypy fnsearch tests exercises benchmarks setup.py conftest.py

# The whole suite but the slow tests against the build made by `compile` (compiled where
# it compiled).
unit: $(COMPILED)
	$(BIN)/python -m fnsearch --version
	$(BIN)/pytest -n auto --dist worksteal -m 'not slow'

# The core's own tests against the pure modules, which need no compile.
pure: $(STAMP)
	FNSEARCH_PURE=1 $(BIN)/pytest -n auto --dist worksteal -m 'not slow' $(PURE_TESTS)

# The exhaustive checks `make test` leaves out (every position, the largest games).
slow: $(COMPILED)
	$(BIN)/pytest -n auto --dist worksteal -m slow

# The documentation site (mkdocs.yml, docs/) into site/; a warning fails the build.
docs: $(STAMP)
	NO_MKDOCS_2_WARNING=1 $(BIN)/mkdocs build --strict --quiet

# The same site served at http://127.0.0.1:8000, built again on each change of docs/ or a docstring.
docs-serve: $(STAMP)
	NO_MKDOCS_2_WARNING=1 $(BIN)/mkdocs serve --watch fnsearch

bench: $(COMPILED)
	$(BIN)/python -m benchmarks

databases: $(COMPILED)
	$(BIN)/python -m fnsearch.cli.datafiles rebuild

# The documentation's pictures of a search (needs Graphviz's dot and chromium).
pictures: $(STAMP)
	$(BIN)/python docs/make_pictures.py

# Also the compiled modules built in place, and mypyc's C sources in build/.
clean:
	rm -rf $(VENV) site build .mypy_cache .pytest_cache .ruff_cache .hypothesis
	find fnsearch -name '*.so' -delete
	rm -f fnsearch__mypyc.*.so fnsearch/compiled.sha256
