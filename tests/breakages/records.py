# SPDX-License-Identifier: GPL-3.0-or-later
"""Reads the breakage records, applies one by exact text replacement and restores the files.

The one place that knows the record format (check.sh describes it) and touches the sources:
  python3 records.py list                 number, name and catching test of every record
  python3 records.py stale [RECORD ...]   the records that no longer apply; exit 1 if any
  python3 records.py apply RECORD SAVED   breaks the sources; their originals go to SAVED
  python3 records.py restore SAVED        puts the originals back
A record applies only if every text it finds is in its file exactly once, as whole lines:
the text, not a line number, places the change, so code moving around it does no harm,
and a text found twice or not at all names the record as stale instead of breaking
something else. Nothing is written unless every change of the record applies.
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
FIND = "--- find "
REPLACE = "--- replace"
TEST = "test:"
MANIFEST = "manifest.json"


class RecordError(Exception):
    pass


def read_text(path):
    # newline="" keeps the file's line ends as they are: the restored file is byte for byte.
    with open(path, encoding="utf-8", newline="") as f:
        return f.read()


def write_text(path, text):
    # Written in place, so the file keeps its mode, and with a new time, so a build after a
    # restore compiles it again.
    with open(path, "w", encoding="utf-8", newline="") as f:
        f.write(text)


def parse(path):
    """The record's test and its changes, each (file, find, replace), in order."""
    test = None
    changes = []
    block = None
    # Split at "\n" alone: str.splitlines would also split at a form feed or U+2028 in a line.
    lines = read_text(path).split("\n")
    if lines[-1] == "":
        lines.pop()
    for number, bare in enumerate(lines, 1):
        if bare.rstrip() == FIND.strip() or bare.startswith(FIND):
            changes.append([bare[len(FIND):].strip(), "", None])
            block = "find"
        elif bare.rstrip() == REPLACE:
            if block != "find":
                raise RecordError(f"{path}:{number}: '{REPLACE}' without a '{FIND.strip()}' before it")
            changes[-1][2] = ""
            block = "replace"
        elif block == "find":
            changes[-1][1] += bare + "\n"
        elif block == "replace":
            changes[-1][2] += bare + "\n"
        elif bare.startswith(TEST):
            if test is not None:
                raise RecordError(f"{path}:{number}: a second '{TEST}' line")
            test = bare[len(TEST):].strip()
        elif bare.strip() and not bare.startswith("#"):
            raise RecordError(f"{path}:{number}: neither a comment, '{TEST}' nor '{FIND.strip()}'")
    if not test:
        raise RecordError(f"{path}: no '{TEST} target[:function]' line")
    if not changes:
        raise RecordError(f"{path}: no '{FIND}FILE' block")
    for file, find, replace in changes:
        if not file or not find or replace is None:
            raise RecordError(f"{path}: each '{FIND}FILE' needs a file, some text and a '{REPLACE}'")
    return test, [tuple(change) for change in changes]


def places(text, find):
    """Where find starts in text at the start of a line, overlapping ones included."""
    found = []
    at = text.find(find)
    while at >= 0:
        if at == 0 or text[at - 1] == "\n":
            found.append(at)
        at = text.find(find, at + 1)
    return found


def broken(changes, root=ROOT):
    """{file: (original, broken)} for the record's changes, each applied to what the ones
    before it left; RecordError when a text is not found exactly once."""
    texts = {}
    for index, (file, find, replace) in enumerate(changes, 1):
        if file not in texts:
            path = os.path.join(root, file)
            if not os.path.isfile(path):
                raise RecordError(f"change {index}: {file} does not exist")
            original = read_text(path)
            texts[file] = [original, original]
        current = texts[file][1]
        found = places(current, find)
        if len(found) != 1:
            first = next((line.strip() for line in find.splitlines() if line.strip()), "")
            raise RecordError(f"change {index}: its text is found {len(found)} times in {file}, "
                              f"not once (it starts '{first[:60]}')")
        texts[file][1] = current[:found[0]] + replace + current[found[0] + len(find):]
    return {file: tuple(pair) for file, pair in texts.items()}


def records():
    names = [n for n in os.listdir(HERE) if n.endswith(".breakage")]
    return [os.path.join(HERE, n) for n in sorted(names)]


def name_of(path):
    return os.path.basename(path)[:-len(".breakage")]


def cmd_list(_args):
    for path in records():
        test, _ = parse(path)
        stem = name_of(path)
        number, _, rest = stem.partition("-")
        print(f"{number}\t{rest}\t{test}")
    return 0


def cmd_stale(args):
    stale = 0
    for path in args or records():
        try:
            broken(parse(path)[1])
        except (RecordError, OSError, UnicodeDecodeError) as error:
            print(f"{name_of(path)}: {error}")
            stale += 1
    return 1 if stale else 0


def cmd_apply(args):
    record, saved = args
    try:
        texts = broken(parse(record)[1])
    except (RecordError, OSError, UnicodeDecodeError) as error:
        print(f"{name_of(record)}: {error}", file=sys.stderr)
        return 1
    # The originals are saved before anything is written: a stop halfway still restores.
    os.makedirs(saved, exist_ok=True)
    manifest = []
    for index, (file, (original, after)) in enumerate(texts.items()):
        for kind, text in (("original", original), ("broken", after)):
            write_text(os.path.join(saved, f"{index}.{kind}"), text)
        manifest.append(file)
    write_text(os.path.join(saved, MANIFEST), json.dumps(manifest))
    for file, (_, after) in texts.items():
        write_text(os.path.join(ROOT, file), after)
    return 0


def cmd_restore(args):
    (saved,) = args
    manifest_path = os.path.join(saved, MANIFEST)
    if not os.path.exists(manifest_path):
        return 0
    left = 0
    for index, file in enumerate(json.loads(read_text(manifest_path))):
        path = os.path.join(ROOT, file)
        original = read_text(os.path.join(saved, f"{index}.original"))
        after = read_text(os.path.join(saved, f"{index}.broken"))
        current = read_text(path) if os.path.exists(path) else None
        if current == after:
            write_text(path, original)
        elif current != original:
            # Edited while broken: overwriting would lose that edit.
            print(f"{file} changed while broken; its original is {saved}/{index}.original",
                  file=sys.stderr)
            left += 1
    if left:
        return 1
    for name in os.listdir(saved):
        os.remove(os.path.join(saved, name))
    os.rmdir(saved)
    return 0


def main(argv):
    # command -> (its function, the least and the most arguments it takes)
    commands = {"list": (cmd_list, 0, 0), "stale": (cmd_stale, 0, None),
                "apply": (cmd_apply, 2, 2), "restore": (cmd_restore, 1, 1)}
    command = commands.get(argv[0] if argv else "")
    if not command or len(argv) - 1 < command[1] or (command[2] is not None
                                                      and len(argv) - 1 > command[2]):
        print(__doc__, file=sys.stderr)
        return 2
    try:
        return command[0](argv[1:])
    except RecordError as error:
        print(error, file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
