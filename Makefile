# Two commands do all the set-up: `make demo` and `make test`.
PYTHON ?= python3.11
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: demo test lint typecheck unit bench databases clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[dev]'
	touch $(STAMP)

demo: $(STAMP)
	$(BIN)/python -m fnsearch demo

test: lint typecheck unit

lint: $(STAMP)
	$(BIN)/ruff check fnsearch tests exercises
	$(BIN)/ruff format --check fnsearch tests exercises

typecheck: $(STAMP)
	$(BIN)/mypy fnsearch tests exercises

unit: $(STAMP)
	$(BIN)/pytest

bench: $(STAMP)
	$(BIN)/python -m fnsearch.bench

databases: $(STAMP)
	$(BIN)/python -m fnsearch.databases rebuild

clean:
	rm -rf $(VENV) .mypy_cache .pytest_cache .ruff_cache .hypothesis
