# benchrec: `make run` and `make test` do all set-up on a fresh machine.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
export PREFECT_SERVER_ANALYTICS_ENABLED := false
export DO_NOT_TRACK := 1
export GX_ANALYTICS_ENABLED := false

.PHONY: install run test bench reliability test-scale clean

install: $(STAMP)

$(STAMP): pyproject.toml constraints.txt
	test -x $(BIN)/python || $(PY) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q -c constraints.txt -e '.[test,bench]'
	touch $(STAMP)

run: install
	$(BIN)/python -m benchrec.demo

test: install
	$(BIN)/python -m pytest -q -p no:cacheprovider -n auto --maxprocesses=4

bench: install
	$(BIN)/python bench/run.py

test-scale: install
	bash deploy/test-scale.sh

reliability: install
	BENCHREC_RELIABILITY_LONG=1 $(BIN)/python bench/reliability_report.py

clean:
	rm -rf $(VENV) build *.egg-info
