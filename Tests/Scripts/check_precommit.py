"""Check .pre-commit-hooks.yaml with pre-commit's own manifest loader, then run the
hook's entry the way pre-commit does: the entry's words, then the staged files.

Run by `make test` (pre-commit comes from requirements.txt). Building the hook
through `pre-commit try-repo` would rebuild the package in release mode; the
binary built by `swift build` runs the same entry.
"""

from __future__ import annotations

import pathlib
import re
import shlex
import subprocess
import sys

from identify import identify
from pre_commit.clientlib import load_manifest

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

    print("check_precommit: manifest and entry OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
