# Two commands do all the set-up: `make demo` and `make test`.
PYTHON ?= python3.11
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: demo test lint typecheck unit docs bench databases pictures clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[dev]'
	touch $(STAMP)

demo: $(STAMP)
	$(BIN)/python -m fnsearch demo

test: lint typecheck unit docs

lint: $(STAMP)
	$(BIN)/ruff check fnsearch tests exercises benchmarks
	$(BIN)/ruff format --check fnsearch tests exercises benchmarks

typecheck: $(STAMP)
	$(BIN)/mypy fnsearch tests exercises benchmarks

unit: $(STAMP)
	$(BIN)/pytest -n auto

# The documentation site (mkdocs.yml, docs/) into site/; a warning fails the build.
docs: $(STAMP)
	NO_MKDOCS_2_WARNING=1 $(BIN)/mkdocs build --strict --quiet

bench: $(STAMP)
	$(BIN)/python -m benchmarks

databases: $(STAMP)
	$(BIN)/python -m fnsearch.cli.datafiles rebuild

# The documentation's pictures of a search (needs Graphviz's dot and chromium).
pictures: $(STAMP)
	$(BIN)/python docs/make_pictures.py

clean:
	rm -rf $(VENV) site .mypy_cache .pytest_cache .ruff_cache .hypothesis
