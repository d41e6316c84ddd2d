#!/usr/bin/env python3
"""Checks the ecosystem check's own files: the pinned list, the snapshots and the judged set.

No app is fetched or linted here (that is `make ecosystem`); this only proves that what is
committed is well formed: every pinned app is a 40-hex commit and none is reserved for blind
evaluation, at least 15 apps beyond the five labeled ones, one sorted snapshot per app with
the fields the diff reads, and judged-set rows in the shared label format with a known app,
commit, rule and verdict.
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ECO = os.path.join(os.path.dirname(HERE), "Ecosystem")
sys.path.insert(0, ECO)
import ecosystem  # noqa: E402
import candidates  # noqa: E402

# The rules Rules.md documents (it is generated from the registry).
RULES = set(re.findall(r"^## ([a-z0-9-]+)$", open(os.path.join(os.path.dirname(ECO), "..", "Rules.md")).read(), re.M))
problems = []
apps = ecosystem.read_apps([], skip_blind=False)  # every pinned app, blind ones too (their files are only checked, not read)
names = [a.name for a in apps]
if len(set(names)) != len(names):
    problems.append("repos.txt lists an app twice")
beyond = [a for a in apps if a.name not in candidates.LABELED]
if len(beyond) < 15:
    problems.append(f"repos.txt pins {len(beyond)} apps beyond the labeled five; at least 15 are needed")
commits = {a.key: a.commit for a in apps}
for app in apps:
    path = ecosystem.snapshot_path(app)
    if not os.path.exists(path):
        problems.append(f"no snapshot for {app.name} ({path}): run make ecosystem-update")
        continue
    rows = [json.loads(line) for line in open(path) if line.strip()]
    for row in rows:
        missing = {"rule", "path", "line", "column", "severity", "message"} - set(row)
        if missing:
            problems.append(f"{path}: a row lacks {sorted(missing)}")
            break
    order = [(r["path"], r["line"], r["column"], r["rule"], r["message"]) for r in rows]
    if order != sorted(order):
        problems.append(f"{path}: rows are not sorted by path, line, column, rule")
judged = 0
heldout = 0
for folder in ("labels", "heldout", "heldout3", "heldout4", "heldout5", "heldout6", "heldout7", "heldout8", "heldout9", "heldout10", "heldout11", "heldout12", "heldout13", "heldout14"):
    labels = os.path.join(ECO, folder)
    for name in sorted(os.listdir(labels)) if os.path.isdir(labels) else []:
        if not name.endswith(".jsonl"):
            continue
        for number, line in enumerate(open(os.path.join(labels, name)), 1):
            if not line.strip():
                continue
            where = f"{folder}/{name}:{number}"
            row = json.loads(line)
            if folder == "labels":
                judged += 1
            else:
                heldout += 1
            if commits.get(row.get("repo")) != row.get("commit"):
                problems.append(f"{where}: repo/commit is not pinned in repos.txt")
            if row.get("rule") not in RULES:
                problems.append(f"{where}: unknown rule {row.get('rule')!r}")
            if row.get("verdict") not in ("violation", "ok", "debatable"):
                problems.append(f"{where}: verdict must be violation, ok or debatable")
            if not row.get("reason") or not isinstance(row.get("line"), int) or row["line"] < 1:
                problems.append(f"{where}: a reason and a 1-based line are required")
if problems:
    print("check_ecosystem: " + "\n  ".join(problems[:20]))
    sys.exit(1)
print(f"check_ecosystem: {len(apps)} pinned apps ({len(beyond)} beyond the labeled five), "
      f"snapshots well formed, {judged} judged sites, {heldout} held-out sites")
