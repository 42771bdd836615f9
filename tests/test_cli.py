"""The command line: usage errors are one line with exit 2; help lists every command; the README documents them."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from benchrec.cli import build_parser, main

ROOT = Path(__file__).resolve().parents[1]
BENCHREC = [sys.executable, "-m", "benchrec.cli"]


def run(args: list[str], home: Path, **env: str) -> subprocess.CompletedProcess[str]:
    """Run the CLI as a new process with an isolated data root."""
    full = dict(os.environ, BENCHREC_HOME=str(home), **env)
    return subprocess.run(BENCHREC + args, capture_output=True, text=True, env=full, cwd=ROOT, timeout=120)


def subcommands() -> list[str]:
    """Every subcommand the parser knows."""
    parser = build_parser()
    action = next(a for a in parser._actions if a.dest == "command")  # noqa: SLF001
    return sorted(action.choices)


USAGE_CASES = [
    (["frobnicate"], "invalid choice"),
    (["review"], "choose an action"),
    (["review", "approve", "benchmarks/x"], "--reviewer"),
    (["audit"], "give PATH|ID"),
    (["ingest"], "give SOURCE"),
    (["render", "benchmarks/../../x"], "invalid record id"),
    (["promote", "/etc/passwd"], "invalid record id"),
    (["review", "approve", "benchmarks/x", "--reviewer", "a", "--waive", "nocolon"], "RULE=REASON"),
    (["extract", "/no/such/file.html", "--json"], "no/such/file.html"),
    (["extract", "x.html", "--kind", "writeup"], "benchrec extract: unrecognized arguments: --kind writeup"),
    (["--bogus"], "benchrec: unrecognized arguments: --bogus"),
    (["extract"], "benchrec extract: the following arguments are required: SOURCE"),
    (["ingest", "x.html", "--from-file", "examples/writeup.html"], "--from-file takes its sources from the file"),
    (["ingest", "--from-file", "examples/writeup.html", "--kind", "writeup"], "give no SOURCE and no --kind"),
    (["ingest", "examples/writeup.html", "--kind", "server_info"], "examples/writeup.html: unknown dump layout"),
]


@pytest.mark.parametrize("args,needle", USAGE_CASES)
def test_bad_usage_is_one_line_exit_2(tmp_path: Path, args: list[str], needle: str) -> None:
    out = run(args, tmp_path / "home")
    assert out.returncode == 2, out.stderr
    lines = out.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("benchrec"), out.stderr
    assert needle in lines[0] and not lines[0].startswith("benchrec: benchrec")
    assert "Traceback" not in out.stderr and out.stdout == ""


def test_no_command_prints_help(capsys: pytest.CaptureFixture[str]) -> None:
    assert main([]) == 2
    text = capsys.readouterr().out
    for cmd in subcommands():
        assert cmd in text


def test_help_of_every_command(tmp_path: Path) -> None:
    for cmd in subcommands():
        out = run([cmd, "--help"], tmp_path)
        assert out.returncode == 0 and "usage: benchrec " + cmd in out.stdout


def test_review_list_empty_store(tmp_path: Path) -> None:
    out = run(["review", "list", "--json"], tmp_path / "empty")
    assert out.returncode == 0 and '"pending": []' in out.stdout


def test_readme_documents_every_command_and_deployment() -> None:
    readme = (ROOT / "README.md").read_text()
    assert readme.index("make run") < readme.index("make test") < 400
    for cmd in subcommands():
        assert re.search(rf"benchrec {cmd}\b", readme), f"README does not show `benchrec {cmd}`"
    for deployment in ("ingest/url", "ingest/server-info", "ingest/batch", "reaudit/nightly", "review/record"):
        assert deployment in readme, f"README does not name deployment {deployment}"
    assert "BENCHREC_HOME" in readme and "BENCHREC_ALLOWED_HOSTS" in readme


def test_extract_path_does_not_import_prefect_or_gx(tmp_path: Path) -> None:
    code = ("import sys, benchrec.cli as c; c.main(['extract', 'examples/writeup.html', '--json']); "
            "print('LOADED', [m for m in ('prefect', 'great_expectations') if m in sys.modules])")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=120,
                         env=dict(os.environ, BENCHREC_HOME=str(tmp_path)))
    assert "LOADED []" in out.stdout, out.stdout[-500:] + out.stderr[-500:]


@pytest.mark.parametrize("command", ["extract", "ingest"])
def test_a_page_without_figures_says_so(tmp_path: Path, command: str) -> None:
    page = tmp_path / "plain.html"
    page.write_text("<html><body><p>We upgraded the cluster last week. No numbers yet.</p></body></html>")
    out = run([command, str(page)], tmp_path / "home")
    assert out.returncode == 0, out.stderr
    assert out.stdout.startswith("no ") and "no benchmark figure found in " + str(page) in out.stdout
    as_json = run([command, str(page), "--json"], tmp_path / "home")
    assert as_json.stdout.split() == ["{", '"records":' if command == "extract" else '"drafts":', "[]", "}"]


@pytest.mark.parametrize("args", [["audit", "--all"], ["ingest", "examples/writeup.html"]])
def test_an_unusable_data_root_is_one_line(tmp_path: Path, args: list[str]) -> None:
    """A data root the machine cannot create is named in one line, not reported as an internal error."""
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    out = run(["--home", str(blocker / "home"), *args], tmp_path / "unused")
    lines = out.stderr.strip().splitlines()
    assert out.returncode == 2 and len(lines) == 1, out.stderr
    assert lines[0].startswith(f"benchrec: cannot use {blocker}") and "internal error" not in lines[0]


@pytest.mark.parametrize("args", [["review", "list"], ["audit", "--all"], ["promote", "benchmarks/x"],
                                  ["render", "benchmarks/x"], ["ingest", "examples/writeup.html"]])
@pytest.mark.parametrize("how", ["--home", "BENCHREC_HOME"])
def test_a_data_root_that_is_a_file_is_one_line(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                capsys: pytest.CaptureFixture[str], args: list[str], how: str) -> None:
    """A data root naming a file is refused before any command reads or writes it, whichever way it was set."""
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("BENCHREC_HOME", str(blocker if how == "BENCHREC_HOME" else tmp_path / "unused"))
    argv = ["--home", str(blocker), *args] if how == "--home" else args
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err == f"benchrec: data root {blocker} is not a folder (it is set by --home or BENCHREC_HOME)\n"
    assert blocker.read_text() == "not a folder"


def test_extract_needs_no_data_root(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """`extract` writes nothing, so a data root that is a file does not stop it."""
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    assert main(["--home", str(blocker), "extract", "examples/writeup.html", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["records"]


@pytest.mark.parametrize("value", ["abc", "-5", "0", "1e6", "\u0663", "9" * 40])
def test_a_malformed_setting_is_one_line(tmp_path: Path, value: str) -> None:
    """A BENCHREC_* number that is not a whole number of at least 1 is named in one line, before any work."""
    out = run(["extract", "examples/writeup.html"], tmp_path / "home", BENCHREC_MAX_BODY_BYTES=value)
    lines = out.stderr.strip().splitlines()
    assert out.returncode == 2 and len(lines) == 1 and out.stdout == "", out.stderr
    assert lines[0].startswith("benchrec: BENCHREC_MAX_BODY_BYTES must be a whole number of at least 1, got ")


@pytest.mark.parametrize("value,expected", [("2048", 2048), (" 2048 ", 2048), ("10_000", 10000)])
def test_a_well_formed_setting_is_read(value: str, expected: int) -> None:
    from benchrec.options import Options

    assert Options.from_env({"BENCHREC_MAX_BODY_BYTES": value}).max_body_bytes == expected


def _can_mount_tmpfs() -> str | None:
    """None where this process may mount a tmpfs in its own mount namespace, else why not."""
    if shutil.which("unshare") is None:
        return "unshare is not installed"
    probe = subprocess.run(["unshare", "-m", "sh", "-c", "mount -t tmpfs -o size=16k tmpfs /mnt"],
                           capture_output=True, text=True, timeout=30)
    return None if probe.returncode == 0 else f"cannot mount a tmpfs here: {probe.stderr.strip()[:200]}"


#: Sizes of a data root that fills while staging, while writing the audit back, or while writing the review page.
FULL_DISK_SIZES = ["32k", "90k", "140k"]
FULL_DISK_SCRIPT = ('mount -t tmpfs -o size="$1" tmpfs "$2" && "$3" -m benchrec.cli ingest "$5" "$6"; rc=$?; '
                    'if [ -d "$2/home" ]; then cp -a "$2/home" "$4"; fi; exit $rc')


@pytest.mark.parametrize("size", FULL_DISK_SIZES)
def test_a_full_disk_is_one_line_naming_a_path_and_leaves_no_half_batch(tmp_path: Path, size: str) -> None:
    """A data root that fills during ingest: one line naming the file it could not write (no GX traceback), no temp
    file, and the deployment's drafts either all audited or none (never some of the batch without its audit)."""
    reason = _can_mount_tmpfs()
    if reason is not None:
        pytest.skip(reason)
    mount, copy = tmp_path / "mnt", tmp_path / "after"
    mount.mkdir()
    out = subprocess.run(
        ["unshare", "-m", "sh", "-c", FULL_DISK_SCRIPT, "sh", size, str(mount), sys.executable, str(copy),
         "tests/gold/cases/01_blog_table_units.html", "examples/server_info.json"],
        capture_output=True, text=True, cwd=ROOT, timeout=300, env=dict(os.environ, BENCHREC_HOME=str(mount / "home")))
    lines = out.stderr.strip().splitlines()
    if out.returncode in (0, 1):
        assert lines == [], out.stderr
    else:
        assert out.returncode == 2 and len(lines) == 1, out.stderr
        assert lines[0].startswith(f"benchrec: cannot use {mount / 'home'}/"), lines[0]
        assert lines[0].endswith(": No space left on device"), lines[0]
    drafts = sorted((copy / "drafts").rglob("*.json")) if copy.exists() else []
    assert not [p for p in copy.rglob("*") if p.name.startswith(".tmp-")] if copy.exists() else True
    audited = {"audit" in json.loads(p.read_text()) for p in drafts}
    assert len(audited) <= 1, f"some drafts were left without their audit: {drafts}"


#: A file name whose bytes are not UTF-8, as the command line hands it over (a surrogate escape) and as it is printed.
ODD_NAME, ODD_PRINTED = os.fsdecode(b"w\xff.html"), "w\\xff.html"
ODD_NAME_CASES = [  # (arguments, with {page}, {plain}, {list}, {missing}; exit codes; what stdout or stderr holds)
    (["extract", "{page}", "--json"], (0,), '"path": "{dir}/' + ODD_PRINTED.replace("\\", "\\\\") + '"'),
    (["ingest", "{page}", "--json"], (0, 1), '"id": "benchmarks/'),
    (["extract", "{plain}"], (0,), "no benchmark figure found in {dir}/plain-" + ODD_PRINTED),
    (["ingest", "--from-file", "{list}", "--json"], (0, 1), '"id": "benchmarks/'),
    (["extract", "{missing}"], (2,), "{dir}/missing-" + ODD_PRINTED + ": not a URL or existing path"),
]


@pytest.mark.parametrize("args,codes,needle", ODD_NAME_CASES)
def test_a_file_name_that_is_not_utf8(tmp_path: Path, args: list[str], codes: tuple[int, ...], needle: str) -> None:
    """A file name with bytes that are not UTF-8 is read, keyed and written into JSON with those bytes as \\xNN."""
    folder = tmp_path / "in"
    folder.mkdir()
    page, plain = folder / ODD_NAME, folder / f"plain-{ODD_NAME}"
    page.write_bytes((ROOT / "examples/writeup.html").read_bytes())
    plain.write_text("<html><body><p>No numbers yet.</p></body></html>")
    listing = folder / "list.txt"
    listing.write_bytes(os.fsencode(str(page)) + b"\n")
    names = {"page": str(page), "plain": str(plain), "list": str(listing), "missing": str(folder / f"missing-{ODD_NAME}")}
    out = run([a.format(**names) for a in args], tmp_path / "home")
    assert out.returncode in codes and "Traceback" not in out.stderr, out.stderr
    assert needle.format(dir=folder) in out.stdout + out.stderr
    if "--json" in args:
        json.loads(out.stdout)


def test_kind_writeup_reads_a_dump_as_a_writeup(tmp_path: Path) -> None:
    """`--kind writeup` reads the first source as a write-up even where it looks like an operator dump."""
    out = run(["ingest", "examples/server_info.json", "--kind", "writeup"], tmp_path / "home")
    assert out.returncode == 0 and out.stderr == "", out.stderr
    assert out.stdout == "no drafts: no benchmark figure found in examples/server_info.json\n"


NOT_RECORDS = [  # (file content, what the one line says)
    ((ROOT / "examples/server_info.json").read_text(), "not a record (kind none, not one of benchmark, kv-efficiency)"),
    ('{"results": [], "report": "/tmp/r/review.html"}', "not a record (kind none"),
    ('{"kind": "server_info", "id": "x"}', "not a record (kind 'server_info'"),
    ('{"kind": "benchmark", "id": "../../etc/passwd"}', "invalid record id"),
]


@pytest.mark.parametrize("content,needle", NOT_RECORDS)
def test_render_refuses_a_file_that_is_not_a_record(tmp_path: Path, content: str, needle: str) -> None:
    """`render PATH` of a JSON object that is not a record is one line, exit 2, as `audit` refuses it."""
    path = tmp_path / "doc.json"
    path.write_text(content)
    out = run(["render", str(path)], tmp_path / "home")
    lines = out.stderr.strip().splitlines()
    assert out.returncode == 2 and out.stdout == "" and len(lines) == 1, out.stdout[:300] + out.stderr
    assert lines[0].startswith(f"benchrec: {path}: ") and needle in lines[0]


@pytest.mark.parametrize("cap", ["100000000000", "10_000_000_000_000", "9" * 18])
def test_a_huge_body_cap_reads_a_small_file(tmp_path: Path, cap: str) -> None:
    """A cap far above a file's size reads the file as it is (no buffer of the cap's size is asked for)."""
    out = run(["extract", "examples/writeup.html", "--json"], tmp_path / "home", BENCHREC_MAX_BODY_BYTES=cap)
    assert out.returncode == 0 and out.stderr == "", out.stderr
    assert json.loads(out.stdout)["records"]


@pytest.mark.parametrize("value,wanted", [("1", True), ("true", True), ("YES", True), (" yes ", True), ("0", False),
                                          ("false", False), ("no", False), ("", False), ("off", False)])
def test_only_1_true_or_yes_turn_tracebacks_on(value: str, wanted: bool) -> None:
    from benchrec.cli import debug_wanted

    assert debug_wanted({"BENCHREC_DEBUG": value}) is wanted


@pytest.mark.parametrize("second", ["./examples/writeup.html", "{link}"])
def test_one_source_given_twice_is_ingested_once(tmp_path: Path, second: str) -> None:
    """The same file named twice in one deployment (another spelling, a link to it) stages what it stages alone."""
    link = tmp_path / "link.html"
    link.symlink_to(ROOT / "examples/writeup.html")
    alone = run(["ingest", "examples/writeup.html", "--json"], tmp_path / "alone")
    twice = run(["ingest", "examples/writeup.html", second.format(root=ROOT, link=link), "--json"], tmp_path / "twice")
    assert alone.returncode == twice.returncode and twice.stderr == "", twice.stderr
    ids = [sorted(d["id"] for d in json.loads(out.stdout)["drafts"]) for out in (alone, twice)]
    assert ids[0] and ids[0] == ids[1]


SOURCE_FILES = [  # (a --from-file list, the deployments it names)
    ("a.html b.json\n", [["a.html", "b.json"]]),
    ("# a whole line\n  # indented\n\nc.html\n", [["c.html"]]),
    ("https://x.org/post  # why this one\n", [["https://x.org/post"]]),
    ("https://x.org/post#part b.json # both\n", [["https://x.org/post#part", "b.json"]]),
    ("d.html #no space\n", [["d.html"]]),
]


@pytest.mark.parametrize("text,deployments", SOURCE_FILES)
def test_a_source_list_takes_comments_to_the_end_of_a_line(tmp_path: Path, text: str,
                                                           deployments: list[list[str]]) -> None:
    from benchrec.commands import _read_source_file

    listing = tmp_path / "urls.txt"
    listing.write_text(text)
    assert _read_source_file(str(listing)) == deployments
