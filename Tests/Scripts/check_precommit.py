"""Check .pre-commit-hooks.yaml with pre-commit's own manifest loader, then run the
hook's entry the way pre-commit does: the entry's words, then the staged files.

Run by `make test` (pre-commit comes from requirements.txt). Building the hook
through `pre-commit try-repo` would rebuild the package in release mode; the
binary built by `swift build` runs the same entry. Also checks that the README pins
a version tag (`rev: vX.Y.Z`, which pre-commit accepts without its mutable-reference
warning) matching the tool's version, that a commit changing only the configuration
still lints, and that staged files under `excluded:` are skipped.
"""

from __future__ import annotations

import pathlib
import re
import shlex
import subprocess
import sys
import logging
import tempfile

import yaml

from identify import identify
from pre_commit.clientlib import load_config, load_manifest

ROOT = pathlib.Path(__file__).resolve().parents[2]
BINARY = ROOT / ".build" / "debug" / "a11ylint"


def check(condition: bool, what: str) -> None:
    if not condition:
        print(f"check_precommit: FAILED: {what}", file=sys.stderr)
        sys.exit(1)


def main() -> int:
    hooks = load_manifest(str(ROOT / ".pre-commit-hooks.yaml"))
    check([hook["id"] for hook in hooks] == ["a11ylint"], "one hook, a11ylint")
    hook = hooks[0]
    check(hook["language"] == "swift", "the hook is built with the Swift toolchain")

    # pre-commit's file selection: `files` regex and `types` tags.
    def selected(path: str) -> bool:
        tags = identify.tags_from_filename(path) | {"file"}
        return re.search(hook["files"], path) is not None and set(hook["types"]) <= tags

    for path in ["App/Feed/FeedView.swift", "App/Base.lproj/Main.storyboard", "App/Cells/PostCell.xib"]:
        check(selected(path), f"{path} is passed to the hook")
    for path in ["App/Info.plist", "Package.resolved", "README.md", "App/Feed/FeedView.swift.orig"]:
        check(not selected(path), f"{path} is not passed to the hook")

    # The entry, with two staged files. CollapsibleSectionHeader (in ProfileControls.swift)
    # gets its button trait in an unstaged extension file: the context keeps it quiet;
    # ChipView in the same file really lacks semantics.
    staged = ["Fixtures/Rules/tap-gesture-as-button/ProfileControls.swift",
              "Fixtures/Rules/tap-gesture-as-button/CommentThread.swift"]
    for path in staged:
        check((ROOT / path).is_file(), f"fixture {path} exists")
    words = shlex.split(hook["entry"])
    check(words[0] == "a11ylint", "the entry runs a11ylint")
    result = subprocess.run([str(BINARY), *words[1:], *hook["args"], *staged], cwd=ROOT, capture_output=True, text=True)
    check(result.returncode == 1, f"findings fail the commit (status {result.returncode}: {result.stderr})")
    reported = [":".join(line.split(":")[:2]) for line in result.stdout.splitlines() if ": warning: " in line]
    check(reported == [staged[0] + ":81"], f"only ChipView is reported: {reported}")
    check("Linted 2 files" in result.stderr, f"only the staged files are counted: {result.stderr}")

    # The README's .pre-commit-config.yaml pins a tag, the tool's own version.
    readme = (ROOT / "README.md").read_text()
    snippet = re.search(r"```yaml\n# \.pre-commit-config\.yaml\n(.*?)```", readme, re.S)
    check(snippet is not None, "the README has a .pre-commit-config.yaml snippet")
    config = yaml.safe_load(snippet.group(1))
    rev = config["repos"][0]["rev"]
    version = re.search(r'static let version = "([^"]+)"',
                        (ROOT / "Sources/A11yLintCore/Engine/Version.swift").read_text()).group(1)
    check(rev == f"v{version}", f"the README pins rev: v{version}, not {rev!r}")
    # pre-commit's own loader, which warns about revs that look like a branch (`main`).
    def warnings_loading(text: str) -> list[str]:
        with tempfile.NamedTemporaryFile("w", suffix=".yaml", delete=False) as handle:
            handle.write(text)
        records: list[str] = []
        class Collect(logging.Handler):
            def emit(self, record: logging.LogRecord) -> None:
                records.append(record.getMessage())
        logger = logging.getLogger("pre_commit")
        collector = Collect(level=logging.WARNING)
        logger.addHandler(collector)
        try:
            load_config(handle.name)
        finally:
            logger.removeHandler(collector)
            pathlib.Path(handle.name).unlink()
        return records
    check(any("mutable reference" in w for w in warnings_loading(snippet.group(1).replace(rev, "main"))),
          "pre-commit warns about rev: main (the check can fail)")
    check(warnings_loading(snippet.group(1)) == [], f"pre-commit loads the README's snippet without warnings (rev {rev})")

    # A commit that changes only the configuration: pre-commit passes it, and the project is linted.
    for path in [".a11ylint.yml", "ios/.a11ylint.yaml", ".a11ylint.json"]:
        check(selected(path), f"{path} is passed to the hook")
    with tempfile.TemporaryDirectory() as scratch:
        project = pathlib.Path(scratch)
        (project / "App" / "Generated").mkdir(parents=True)
        row = (ROOT / staged[0]).read_text()
        (project / "App" / "CommentThread.swift").write_text(row)
        (project / "App" / "Generated" / "Thread.swift").write_text(row)
        (project / ".a11ylint.yml").write_text("excluded: [App/Generated]\n")
        def entry(*files: str) -> subprocess.CompletedProcess[str]:
            return subprocess.run([str(BINARY), *words[1:], *hook["args"], *files], cwd=project, capture_output=True,
                                  text=True)
        only_config = entry(".a11ylint.yml")
        check(only_config.returncode == 1 and "App/CommentThread.swift:" in only_config.stdout,
              f"a configuration-only commit lints the project: {only_config.stdout}{only_config.stderr}")
        check("App/Generated/" not in only_config.stdout, "excluded files stay excluded")
        generated = entry("App/Generated/Thread.swift")
        check(generated.returncode == 0 and generated.stdout == "",
              f"a staged file under excluded: is skipped: {generated.stdout}{generated.stderr}")

    print("check_precommit: manifest and entry OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
